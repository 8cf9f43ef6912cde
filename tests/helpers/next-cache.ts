// Stand-in for `next/cache` in Vitest: outside a Next server there is no cache to read or
// revalidate, so cached reads run their function and revalidations are recorded for assertions.

export const revalidatedTags: string[] = [];
export const revalidatedPaths: string[] = [];

export function unstable_cache<T extends (...args: never[]) => Promise<unknown>>(callback: T): T {
  return callback;
}

export function revalidateTag(tag: string): void {
  revalidatedTags.push(tag);
}

export function updateTag(tag: string): void {
  revalidatedTags.push(tag);
}

export function revalidatePath(path: string): void {
  revalidatedPaths.push(path);
}
