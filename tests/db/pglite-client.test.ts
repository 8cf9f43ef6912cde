// The PGlite client Drizzle is given keeps the type readers Drizzle brings with each query in its
// own table and sends the query without them (PGlite copies its whole table of readers for a query
// that brings its own). Rows read through it are the rows Drizzle reads through the bare client:
// timestamps, dates, intervals and their arrays, in and out of transactions.
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, integer, interval, pgTable, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteWithKeptReaders } from "@/db/pglite-client";

const moments = pgTable("moments", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  atText: timestamp("at_text", { mode: "string" }).notNull(),
  day: date("day").notNull(),
  day2: date("day2", { mode: "date" }).notNull(),
  wait: interval("wait").notNull(),
  ats: timestamp("ats", { mode: "string" }).array().notNull(),
});

describe("the PGlite client with Drizzle's readers kept", () => {
  let client: PGlite;
  const options: unknown[] = [];

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`create table moments (id integer primary key, at timestamptz not null,
      at_text timestamp not null, day date not null, day2 date not null, wait interval not null,
      ats timestamp[] not null);
      insert into moments values (1, '2026-12-04 15:30:00+00', '2026-12-04 10:30:00', '2026-12-04',
      '2026-12-05', '2 days 03:00:00', array['2026-01-02 03:04:05', '2026-06-07 08:09:10']::timestamp[])`);
    const query = client.query.bind(client);
    // Records what each query brings to PGlite, through the client and its transactions.
    const transaction = client.transaction.bind(client);
    Object.assign(client, {
      query: (text: string, params?: unknown[], given?: unknown) => {
        options.push(given);
        return query(text, params, given as never);
      },
      transaction: (work: (tx: Transaction) => Promise<unknown>) =>
        transaction((tx) => {
          const txQuery = tx.query.bind(tx);
          return work(
            Object.assign(Object.create(tx) as Transaction, {
              query: (text: string, params?: unknown[], given?: unknown) => {
                options.push(given);
                return txQuery(text, params, given as never);
              },
            }),
          );
        }),
    });
  });

  afterAll(() => client.close());

  it("reads every kind of date and time as Drizzle reads them through the bare client, and sends no readers", async () => {
    const bare = drizzle({ client });
    options.length = 0;
    const expected = await bare.select().from(moments);
    const expectedInTransaction = await bare.transaction((tx) => tx.select().from(moments));
    const expectedRaw = await bare.execute(sql`select at, day, wait, ats from moments`);
    expect(options.every((given) => (given as { parsers?: unknown }).parsers !== undefined)).toBe(true);

    const kept = drizzle({ client: pgliteWithKeptReaders(client) });
    options.length = 0;
    const read = await kept.select().from(moments);
    const readInTransaction = await kept.transaction((tx) => tx.select().from(moments));
    const readRaw = await kept.execute(sql`select at, day, wait, ats from moments`);

    expect(read).toEqual(expected);
    expect(readInTransaction).toEqual(expectedInTransaction);
    expect(readRaw.rows).toEqual(expectedRaw.rows);
    expect(read[0]).toMatchObject({
      at: new Date("2026-12-04T15:30:00Z"),
      atText: "2026-12-04 10:30:00",
      day: "2026-12-04",
      wait: "2 days 03:00:00",
      ats: ["2026-01-02 03:04:05", "2026-06-07 08:09:10"],
    });
    expect(read[0]?.day2).toBeInstanceOf(Date);
    expect(options.length).toBeGreaterThanOrEqual(3);
    expect(options.some((given) => (given as { parsers?: unknown } | undefined)?.parsers !== undefined)).toBe(false);
  });
});
