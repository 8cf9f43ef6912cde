// The heap cap every app server starts with: 320 MB unless SERVER_HEAP_MB says otherwise, and a
// setting Node would misread is refused before the server starts.
import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "@/scripts/server-heap.mjs";

describe("serverNodeFlags", () => {
  it("caps the heap at 320 MB by default", () => {
    expect(serverNodeFlags({})).toEqual(["--max-old-space-size=320"]);
    expect(serverNodeFlags({ SERVER_HEAP_MB: " " })).toEqual(["--max-old-space-size=320"]);
  });

  it("takes SERVER_HEAP_MB", () => {
    expect(serverNodeFlags({ SERVER_HEAP_MB: "512" })).toEqual(["--max-old-space-size=512"]);
  });

  it.each(["lots", "1.5", "64", "-1"])("refuses SERVER_HEAP_MB=%s", (setting) => {
    expect(() => serverNodeFlags({ SERVER_HEAP_MB: setting })).toThrow(/SERVER_HEAP_MB must be a whole number/);
  });
});
