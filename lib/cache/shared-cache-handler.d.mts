// Types of the cache handler Next loads at run time (plain JavaScript beside this file).
export default class SharedCacheHandler {
  constructor(context: {
    flushToDisk: boolean;
    serverDistDir: string;
    maxMemoryCacheSize: number;
    revalidatedTags: string[];
  });
  get(key: string, ctx: object): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
