import { describe, expect, it } from "vitest";
import { isAmount, isCount, isStored, isTextList, readStoredList } from "@/lib/stored-values";

describe("checks for stored browser data", () => {
  it("tells plain objects, amounts, counts and text lists apart", () => {
    expect([isStored({}), isStored([]), isStored(null), isStored("x")]).toEqual([true, false, false, false]);
    expect([isAmount(0), isAmount(12.5), isAmount(-1), isAmount(Number.NaN), isAmount("1")]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([isCount(0), isCount(3, 1), isCount(0, 1), isCount(1.5), isCount(Number.POSITIVE_INFINITY)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([isTextList([]), isTextList(["a"]), isTextList(["a", 1])]).toEqual([true, true, false]);
  });

  it("reads a stored list: bad JSON, non-lists and rejected or repeated entries are dropped", () => {
    const read = (entry: unknown) => (isStored(entry) && typeof entry.id === "string" ? { id: entry.id } : null);
    expect(readStoredList(null, read)).toEqual([]);
    expect(readStoredList("{", read)).toEqual([]);
    expect(readStoredList('{"id":"a"}', read)).toEqual([]);
    expect(readStoredList('[{"id":"a"},{"id":5},{"id":"b"},{"id":"a"}]', read)).toEqual([{ id: "a" }, { id: "b" }]);
  });
});
