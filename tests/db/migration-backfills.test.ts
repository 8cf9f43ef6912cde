// Migrations that fill a new column from rows already there, run on such rows: what an upgrade of
// a shop with history does (a fresh database has none).
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { orderRefunds, staffAccounts, type Product } from "@/db/schema";
import { describeEachDatabase } from "../helpers/database";
import { item, pickupBody, placePaidOrder, stockedProduct } from "../helpers/checkout";

/** A migration's statement that contains `marker`, as drizzle-kit splits the file. */
function statementOf(file: string, marker: string): string {
  const text = readFileSync(`db/migrations/${file}`, "utf8");
  return text.split("--> statement-breakpoint").find((part) => part.includes(marker))!;
}

describeEachDatabase("migration back-fills", (context) => {
  let product: Product;
  beforeEach(async () => {
    product = await stockedProduct(context.db, 5);
  });

  it("gives refunds made before roles were kept the role of the account whose name they record", async () => {
    const suffix = Date.now().toString(36);
    const names = { staff: `Sam Staff ${suffix}`, owner: `Olive Owner ${suffix}` };
    await context.db.insert(staffAccounts).values([
      { username: `sam-${suffix}`, displayName: names.staff, passwordHash: "unused", role: "staff" },
      { username: `olive-${suffix}`, displayName: names.owner, passwordHash: "unused", role: "owner" },
    ]);
    const order = await placePaidOrder(context.db, pickupBody([item(product.id)]));
    const refund = (actorName: string | null) => ({
      orderId: order.id,
      state: "succeeded" as const,
      amountCents: 100,
      reason: "Dent on the door",
      actorName,
    });
    const rows = await context.db
      .insert(orderRefunds)
      .values([
        refund(names.staff),
        // The name as written in the history, whatever its case.
        refund(names.owner.toUpperCase()),
        refund(`Left the shop ${suffix}`),
        refund(null),
      ])
      .returning({ id: orderRefunds.id });
    // As the rows were before migration 0021: no role kept.
    await context.db.update(orderRefunds).set({ actorRole: null }).where(eq(orderRefunds.orderId, order.id));

    await context.db.execute(sql.raw(statementOf("0021_refund-actor-role.sql", "UPDATE")));

    const roles = await Promise.all(
      rows.map(async ({ id }) => {
        const [row] = await context.db
          .select({ role: orderRefunds.actorRole })
          .from(orderRefunds)
          .where(eq(orderRefunds.id, id));
        return row!.role;
      }),
    );
    expect(roles).toEqual(["staff", "owner", null, null]);
  });
});
