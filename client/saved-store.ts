// The browser's saved items: local storage under "savedItems", shared by every component through
// useSyncExternalStore and kept in step across tabs by the storage event (like the cart).
import {
  SAVED_STORAGE_KEY,
  addSaved,
  isSavedIn,
  parseSaved,
  removeSaved,
  savedSnapshot,
  type SavedProduct,
} from "@/lib/saved/saved-item";
import { storedList } from "./stored-list";

const saved = storedList<SavedProduct>(SAVED_STORAGE_KEY, parseSaved);

/** The saved products, newest first; the same array until the stored value changes. */
export const getSavedItems = saved.get;
const writeSaved = saved.write;

export function useSavedItems(): SavedProduct[] {
  return saved.use();
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
