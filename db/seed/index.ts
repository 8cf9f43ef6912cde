// Loads the sample catalogue once: on the first start of an empty database. A marker row keeps
// later starts from re-seeding over what staff changed or removed.
import { eq } from "drizzle-orm";
import { toProductRow } from "@/lib/catalog/product-row";
import type { Db } from "../connect";
import { appMeta, products } from "../schema";
import { catalog } from "./catalog";

const SEEDED_KEY = "catalog_seeded_at";

/** Seeds the catalogue unless it was seeded before. Returns how many products were inserted. */
export async function seedCatalog(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const marker = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
    if (marker.length > 0) return 0;
    const inserted = await tx
      .insert(products)
      .values(catalog.map((product, index) => toProductRow({ ...product, position: index + 1 })))
      .onConflictDoNothing()
      .returning({ id: products.id });
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
    return inserted.length;
  });
}
