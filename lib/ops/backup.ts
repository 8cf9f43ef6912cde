// A backup of the whole shop: every table of the schema (catalogue, orders and their history,
// payment events, e-mails, contact messages, staff sessions, uploaded photos...) as of one moment,
// read in one read-only snapshot while the shop goes on selling. It is written as SQL that psql
// could also run into a migrated database: a header naming the migrations the data was made
// under, then each table's rows in Postgres's own COPY text format (parents before the tables
// that refer to them), then the sequences' positions. The same file restores into PGlite or Postgres.
import type { Connection } from "@/db/connect";
import { inCopyTransaction, quoteName, type CopySession } from "./table-copy";

export const BACKUP_FORMAT = "shop-backup/1";

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  /** When the snapshot was taken (ISO). */
  madeAt: string;
  /** The database it was taken from. */
  database: Connection["kind"];
  /** The migrations the data was made under, oldest first, as Drizzle records them. */
  migrations: { hash: string; createdAt: string }[];
  /** Tables in the order they were written, with their row counts. */
  tables: { name: string; rows: number }[];
}

interface TableShape {
  name: string;
  /** Columns the rows carry: every one but those the database computes itself. */
  columns: string[];
  /** Tables this one refers to by a foreign key. */
  parents: string[];
}

async function tableShapes(session: CopySession): Promise<TableShape[]> {
  return session.rows<TableShape>(`
    select c.relname as name,
      (select coalesce(json_agg(a.attname order by a.attnum), '[]') from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select coalesce(json_agg(distinct p.relname), '[]') from pg_constraint f join pg_class p on p.oid = f.confrelid
        where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as parents
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`);
}

/** Tables ordered so each comes after the tables it refers to (then by name). */
export function parentsFirst(tables: TableShape[]): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let waiting = tables;
  while (waiting.length > 0) {
    const ready = waiting.filter((table) => table.parents.every((parent) => placed.has(parent)));
    // A circle of references cannot be ordered; the rest keep their order and load as they come.
    const next = ready.length > 0 ? ready : waiting;
    for (const table of next) {
      ordered.push(table);
      placed.add(table.name);
    }
    waiting = waiting.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** The COPY statement's head for a table: `COPY "public"."t" ("a", "b")`. */
export function copyHead(table: string, columns: string[]): string {
  return `COPY "public".${quoteName(table)} (${columns.map(quoteName).join(", ")})`;
}

/** How a sequence's position is written, and read back by the restore. */
export function setvalLine(sequence: string, value: string, called: boolean): string {
  return `SELECT pg_catalog.setval('"public".${quoteName(sequence).replaceAll("'", "''")}', ${value}, ${called});\n`;
}

function countRows(chunk: Uint8Array): number {
  let rows = 0;
  for (const byte of chunk) if (byte === 10) rows += 1;
  return rows;
}

/**
 * Writes the backup's text through `write` (the caller compresses and stores it) and returns its
 * header. The snapshot holds while the rows are read, so writing slowly delays nothing but itself.
 */
export async function writeBackup(
  connection: Pick<Connection, "db" | "kind">,
  write: (chunk: string | Uint8Array) => Promise<void>,
): Promise<BackupHeader> {
  return inCopyTransaction(connection, "snapshot", async (session) => {
    const [[now], migrations, shapes, sequences] = [
      await session.rows<{ now: string }>("select to_json(now()) #>> '{}' as now"),
      await session.rows<{ hash: string; createdAt: string }>(
        `select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at`,
      ),
      parentsFirst(await tableShapes(session)),
      await session.rows<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
      ),
    ];
    const tables = shapes.map((shape) => ({ name: shape.name, rows: 0 }));
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      madeAt: new Date(now!.now).toISOString(),
      database: connection.kind,
      migrations,
      tables,
    };
    // The row counts are known only at the end: they are written there, the rest comes first.
    await write(`-- A backup of the shop, made ${header.madeAt}. Restore it with: npm run restore FILE\n`);
    await write(`-- ${JSON.stringify({ ...header, tables: undefined })}\n`);
    for (const [index, shape] of shapes.entries()) {
      const head = copyHead(shape.name, shape.columns);
      await write(`\n${head} FROM stdin;\n`);
      for await (const chunk of session.copyOut(head)) {
        tables[index]!.rows += countRows(chunk);
        await write(chunk);
      }
      await write("\\.\n");
    }
    await write("\n");
    for (const { name } of sequences) {
      const [position] = await session.rows<{ value: string; called: boolean }>(
        `select last_value::text as value, is_called as called from "public".${quoteName(name)}`,
      );
      await write(setvalLine(name, position!.value, position!.called));
    }
    await write(`\n-- rows: ${JSON.stringify(tables)}\n`);
    return header;
  });
}
