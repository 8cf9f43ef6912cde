// A list kept in the browser's local storage under one key (the cart, the saved items): read
// through `parse` only when the stored text changes, written with an empty list removed, and
// shared by every component through useSyncExternalStore, in step across tabs by the storage
// event. When storage is full or blocked, the list lives in this page's memory until the stored
// value changes, so what the shopper just did is not lost.
import { useSyncExternalStore } from "react";

export interface StoredList<T> {
  /** The current list; the same array until it changes. */
  get(): T[];
  /** Stores the list and tells every component showing it. */
  write(items: T[]): void;
  /** The list in a component, kept current. */
  use(): T[];
}

export function storedList<T>(key: string, parse: (raw: string | null) => T[]): StoredList<T> {
  const listeners = new Set<() => void>();
  const empty: T[] = [];
  let cachedRaw: string | null | undefined;
  let cachedItems: T[] = empty;

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };

  const get = (): T[] => {
    if (typeof window === "undefined") return empty;
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedItems = parse(raw);
    }
    return cachedItems;
  };

  const write = (items: T[]): void => {
    try {
      if (items.length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(items));
    } catch {
      // Storage full or blocked: kept in memory below until the stored value changes.
    }
    cachedRaw = readRaw();
    cachedItems = items;
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  };

  return { get, write, use: () => useSyncExternalStore(subscribe, get, () => empty) };
}
