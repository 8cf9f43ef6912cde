// The browser's saved items: local storage under "savedItems", shared by every component through
// useSyncExternalStore and kept in step across tabs by the storage event (like the cart).
import { useSyncExternalStore } from "react";
import {
  SAVED_STORAGE_KEY,
  addSaved,
  isSavedIn,
  parseSaved,
  removeSaved,
  savedSnapshot,
  type SavedProduct,
} from "@/lib/saved/saved-item";

const listeners = new Set<() => void>();
const EMPTY: SavedProduct[] = [];
let cachedRaw: string | null | undefined;
let cachedItems: SavedProduct[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SAVED_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The saved products, newest first; the same array until the stored value changes. */
export function getSavedItems(): SavedProduct[] {
  if (typeof window === "undefined") return EMPTY;
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseSaved(raw);
  }
  return cachedItems;
}

function writeSaved(items: SavedProduct[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(SAVED_STORAGE_KEY);
    else window.localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the list lives in memory until the stored value changes.
  }
  cachedRaw = readRaw();
  cachedItems = items;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useSavedItems(): SavedProduct[] {
  return useSyncExternalStore(subscribe, getSavedItems, () => EMPTY);
}

export function useIsSaved(productId: string): boolean {
  return isSavedIn(useSavedItems(), productId);
}

export function saveItem(product: SavedProduct): void {
  writeSaved(addSaved(getSavedItems(), product));
}

export function unsaveItem(productId: string): void {
  writeSaved(removeSaved(getSavedItems(), productId));
}

/** Saves or removes the product and returns whether it is now saved. */
export function toggleSaved(product: SavedProduct): boolean {
  if (isSavedIn(getSavedItems(), product.id)) {
    unsaveItem(product.id);
    return false;
  }
  saveItem(savedSnapshot(product));
  return true;
}
