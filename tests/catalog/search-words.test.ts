// The catalogue's word list (search_words), kept by triggers on products, always equals the words
// counted afresh from the shop's products: after the seed, an edit, archiving and restoring, a
// delete and a truncate; a stock change leaves it alone. And the search documents leave out the
// specifications a product does not have.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { queryRows } from "@/db/connect";
import { describeEachDatabase } from "../helpers/database";

describeEachDatabase("the catalogue's search words", (context) => {
  async function listed() {
    return queryRows<{ word: string; products: number }>(
      context.db,
      sql`select word, products from search_words order by word`,
    );
  }

  async function counted() {
    return queryRows<{ word: string; products: number }>(
      context.db,
      sql`select lexeme as word, count(*)::int as products from products, unnest(search_document)
        where archived_at is null and lexeme !~ '[0-9]' group by lexeme order by lexeme`,
    );
  }

  const count = async (word: string) => (await listed()).find((row) => row.word === word)?.products ?? 0;

  it("holds every word of the shop's products with how many have it", async () => {
    const words = await listed();
    expect(words.length).toBeGreaterThan(500);
    expect(words).toEqual(await counted());
    expect(await count("whirlpool")).toBeGreaterThan(10);
    // Model numbers are found by their own index, never corrected to.
    expect(words.some((row) => /\d/.test(row.word))).toBe(false);
  });

  it("follows edits, archiving, restoring, deleting and truncating, and not stock changes", async () => {
    const id = "samsung-wf45t6000aw";
    await context.db.execute(
      sql`update products set description = description || ' Zanzibarish finish.' where id = ${id}`,
    );
    expect(await count("zanzibarish")).toBe(1);
    expect(await listed()).toEqual(await counted());

    const before = await listed();
    await context.db.execute(sql`update products set stock_quantity = stock_quantity + 1 where id = ${id}`);
    expect(await listed()).toEqual(before);

    await context.db.execute(sql`update products set archived_at = now() where id = ${id}`);
    expect(await count("zanzibarish")).toBe(0);
    expect(await listed()).toEqual(await counted());

    await context.db.execute(sql`update products set archived_at = null where id = ${id}`);
    expect(await count("zanzibarish")).toBe(1);
    expect(await listed()).toEqual(await counted());

    await context.db.execute(sql`delete from products where id = ${id}`);
    expect(await count("zanzibarish")).toBe(0);
    expect(await listed()).toEqual(await counted());

    await context.db.execute(sql`truncate products cascade`);
    expect(await listed()).toEqual([]);
  });
});

describeEachDatabase("product search documents", (context) => {
  it("leave out the specifications a product does not have, and read sizes as numbers", async () => {
    const [row] = await queryRows<{
      stackable: boolean;
      steam: boolean;
      width: number;
      capacity: number;
      noise: number | null;
    }>(
      context.db,
      sql`select search_document @@ to_tsquery('simple', 'stackable') as stackable,
        search_document @@ to_tsquery('simple', 'steam') as steam,
        width_inches as width, capacity_cubic_feet as capacity, noise_dba as noise
      from products where id = 'speed-queen-dr5003we'`,
    );
    // "Stackable: No" and "Steam: No" are not words of this dryer.
    expect(row).toEqual({ stackable: false, steam: false, width: 27, capacity: 7, noise: null });
    const [washer] = await queryRows<{ stackable: boolean; noise: number }>(
      context.db,
      sql`select search_document @@ to_tsquery('simple', 'stackable') as stackable, noise_dba as noise
      from products where id = 'samsung-wf45t6000aw'`,
    );
    expect(washer).toEqual({ stackable: true, noise: 52 });
  });
});
