// A list kept in the browser's local storage under one key (the cart, the saved items): read
// once and again only when another tab changes it (the storage event) or the page comes back
// from the back-forward cache, parsed only when the stored text changed, written with an empty
// list removed, and shared by every component through useSyncExternalStore with one window
// listener however many cards show it. When storage is full or blocked, the list lives in this
// page's memory until the stored value changes, so what the shopper just did is not lost.
import { useSyncExternalStore } from "react";

export interface StoredList<T> {
  /** The current list; the same array until it changes. */
  get(): T[];
  /** Stores the list and tells every component showing it. */
  write(items: T[]): void;
  /** Calls `listener` whenever the list may have changed, until the returned function is called. */
  subscribe(listener: () => void): () => void;
  /** The list in a component, kept current. */
  use(): T[];
}

export function storedList<T>(key: string, parse: (raw: string | null) => T[]): StoredList<T> {
  const listeners = new Set<() => void>();
  const empty: T[] = [];
  let cachedRaw: string | null | undefined;
  let cachedItems: T[] = empty;
  // The stored text may differ from cachedRaw: not read yet, or changed by another tab.
  let stale = true;

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };

  const get = (): T[] => {
    if (typeof window === "undefined") return empty;
    // Only while someone listens does the storage event say when to read again.
    if (!stale && listeners.size > 0) return cachedItems;
    stale = false;
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
    stale = false;
    for (const listener of listeners) listener();
  };

  const changedElsewhere = () => {
    stale = true;
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) changedElsewhere();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) changedElsewhere();
  };

  const subscribe = (listener: () => void): (() => void) => {
    if (listeners.size === 0) {
      window.addEventListener("storage", onStorage);
      window.addEventListener("pageshow", onPageShow);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pageshow", onPageShow);
    };
  };

  return { get, write, subscribe, use: () => useSyncExternalStore(subscribe, get, () => empty) };
}
