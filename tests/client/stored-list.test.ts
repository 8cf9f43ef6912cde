// A list in local storage: parsed once per stored text, written back, and kept in this page's
// memory when storage is full or blocked, so what the shopper just did is not lost.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storedList } from "@/client/stored-list";

function fakeStorage({ full = false } = {}) {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException("quota exceeded", "QuotaExceededError");
      values.set(key, value);
    },
    removeItem: (key: string) => void values.delete(key),
  };
}

const parse = (raw: string | null): string[] => (raw ? (JSON.parse(raw) as string[]) : []);

describe("a list in local storage", () => {
  beforeEach(() => vi.stubGlobal("window", { localStorage: fakeStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it("reads through parse only when the stored text changes", () => {
    const spy = vi.fn(parse);
    const list = storedList("things", spy);
    expect(list.get()).toEqual([]);
    const first = list.get();
    expect(list.get()).toBe(first);
    window.localStorage.setItem("things", '["a"]');
    expect(list.get()).toEqual(["a"]);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("while shown, reads storage again only when another tab changes it or the page comes back", () => {
    const storage = fakeStorage();
    const page = Object.assign(new EventTarget(), { localStorage: storage });
    vi.stubGlobal("window", page);
    const read = vi.spyOn(storage, "getItem");
    const list = storedList("things", parse);
    const changed = vi.fn();
    const stop = list.subscribe(changed);
    const stopOther = list.subscribe(() => {});
    expect(list.get()).toEqual([]);
    storage.values.set("things", '["a"]');
    for (let card = 0; card < 24; card++) expect(list.get()).toEqual([]);
    expect(read).toHaveBeenCalledTimes(1);

    // Another tab's change of another key is not this list's; of this key (or a clear) it is.
    page.dispatchEvent(Object.assign(new Event("storage"), { key: "other" }));
    expect(changed).not.toHaveBeenCalled();
    page.dispatchEvent(Object.assign(new Event("storage"), { key: "things" }));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(list.get()).toEqual(["a"]);

    storage.values.set("things", '["a","b"]');
    page.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(changed).toHaveBeenCalledTimes(2);
    expect(list.get()).toEqual(["a", "b"]);

    // Once nobody listens for other tabs, every read goes to storage.
    stop();
    storage.values.set("things", '["c"]');
    expect(list.get()).toEqual(["a", "b"]);
    stopOther();
    expect(list.get()).toEqual(["c"]);
    page.dispatchEvent(Object.assign(new Event("storage"), { key: "things" }));
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it("stores what is written and removes an empty list", () => {
    const storage = fakeStorage();
    vi.stubGlobal("window", { localStorage: storage });
    const list = storedList("things", parse);
    list.write(["a", "b"]);
    expect(storage.values.get("things")).toBe('["a","b"]');
    expect(list.get()).toEqual(["a", "b"]);
    list.write([]);
    expect(storage.values.has("things")).toBe(false);
    expect(list.get()).toEqual([]);
  });

  it("keeps what was written in memory when storage is full", () => {
    const storage = fakeStorage({ full: true });
    storage.values.set("things", '["old"]');
    vi.stubGlobal("window", { localStorage: storage });
    const list = storedList("things", parse);
    expect(list.get()).toEqual(["old"]);
    list.write(["old", "new"]);
    expect(list.get()).toEqual(["old", "new"]);
    expect(list.get()).toEqual(["old", "new"]);
  });

  it("keeps what was written in memory when storage is blocked", () => {
    const blocked = () => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.stubGlobal("window", { localStorage: { getItem: blocked, setItem: blocked, removeItem: blocked } });
    const list = storedList("things", parse);
    expect(list.get()).toEqual([]);
    list.write(["a"]);
    expect(list.get()).toEqual(["a"]);
  });
});
