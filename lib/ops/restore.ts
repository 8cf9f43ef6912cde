// Restores a backup (lib/ops/backup.ts) into an empty database of either kind: the schema is built
// by the migrations the backup was made under, every table is loaded in one transaction (all or
// nothing), the sequences are set, and then the later migrations of this version run, so a backup
// from an older version comes back upgraded. A database holding any row is refused unless forced;
// forced, its tables are dropped first. The shop must be stopped meanwhile.
import { createReadStream } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { queryRows, type Connection } from "@/db/connect";
import { MIGRATIONS_FOLDER, migrateDatabase } from "@/db/migrate";
import { ShopError } from "@/lib/errors";
import { BACKUP_FORMAT, copyHead, setvalLine, type BackupHeader } from "./backup";
import { inCopyTransaction, quoteName } from "./table-copy";

/** The database holds data, or the backup does not fit this version of the shop. */
export class RestoreRefused extends ShopError {
  override name = "RestoreRefused";
  constructor(message: string, code: string) {
    super(message, 409, code);
  }
}

/** The file is not a whole backup of ours. */
export class BackupFileError extends ShopError {
  override name = "BackupFileError";
  constructor(detail: string) {
    super(`Not a complete shop backup: ${detail}`, 400, "bad_backup");
  }
}

const NAME = String.raw`"((?:[^"]|"")+)"`;
const COPY_LINE = new RegExp(String.raw`^COPY "public"\.${NAME} \((.+)\) FROM stdin;$`);
const SETVAL_LINE = new RegExp(String.raw`^SELECT pg_catalog\.setval\('"public"\.${NAME}', (\d+), (true|false)\);$`);
const ROWS_LINE = /^-- rows: (\[.*\])$/;

function unquote(name: string): string {
  return name.replaceAll('""', '"');
}

async function publicTables(connection: Connection): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ name: string; columns: string[] }>(
    connection.db,
    sql`select c.relname as name,
      (select coalesce(json_agg(a.attname), '[]') from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  return new Map(rows.map((row) => [row.name, row.columns]));
}

/** Tables of the database that hold at least one row. */
async function tablesWithRows(connection: Connection, tables: Iterable<string>): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ filled: boolean }>(
      connection.db,
      sql.raw(`select exists (select 1 from "public".${quoteName(table)}) as filled`),
    );
    if (row?.filled) filled.push(table);
  }
  return filled;
}

/** The backup's migrations must be this version's first ones, the same files. */
function checkMigrations(header: BackupHeader): void {
  const ours = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  header.migrations.forEach((migration, index) => {
    const mine = ours[index];
    if (!mine || mine.hash !== migration.hash || String(mine.folderMillis) !== migration.createdAt) {
      throw new RestoreRefused(
        mine
          ? `The backup's migration ${index + 1} differs from this version's: restore it with the version of the shop that made it.`
          : `The backup was made by a newer version of the shop (${header.migrations.length} migrations, this one has ${ours.length}): restore it with that version.`,
        "other_version",
      );
    }
  });
}

/** Migrates the database to the backup's version: its first `count` migrations, from a copy of the folder. */
async function migrateTo(connection: Connection, count: number): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), "shop-restore-"));
  try {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    const entries = journal.entries.slice(0, count);
    await mkdir(path.join(folder, "meta"));
    await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) {
      await copyFile(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    }
    await migrateDatabase(connection, connection.db, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Leaves the database as before its first migration: the tables (their views, indexes and
 * sequences go with them), then the functions and types the migrations made beside them (not
 * those of extensions), then the record of migrations.
 */
async function dropEverything(connection: Connection, tables: Iterable<string>): Promise<void> {
  const names = [...tables].map((table) => `"public".${quoteName(table)}`);
  if (names.length > 0) await connection.db.execute(sql.raw(`DROP TABLE ${names.join(", ")} CASCADE`));
  const ours = sql`not exists (select 1 from pg_depend d where d.objid = o.oid and d.deptype = 'e')`;
  const routines = await queryRows<{ name: string }>(
    connection.db,
    sql`select o.oid::regprocedure::text as name from pg_proc o join pg_namespace n on n.oid = o.pronamespace
        where n.nspname = 'public' and ${ours}`,
  );
  for (const { name } of routines) await connection.db.execute(sql.raw(`DROP ROUTINE IF EXISTS ${name} CASCADE`));
  const types = await queryRows<{ name: string }>(
    connection.db,
    sql`select o.oid::regtype::text as name from pg_type o join pg_namespace n on n.oid = o.typnamespace
        where n.nspname = 'public' and o.typtype in ('e', 'd') and ${ours}`,
  );
  for (const { name } of types) await connection.db.execute(sql.raw(`DROP TYPE IF EXISTS ${name} CASCADE`));
  await connection.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
}

function readHeader(line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = JSON.parse(line?.replace(/^-- /, "") ?? "") as Partial<BackupHeader>;
  } catch {
    throw new BackupFileError("its second line is not the backup's description");
  }
  if (header?.format !== BACKUP_FORMAT || !Array.isArray(header.migrations)) {
    throw new BackupFileError(`it is not in the ${BACKUP_FORMAT} format`);
  }
  return header as BackupHeader;
}

export interface RestoreResult {
  header: BackupHeader;
  /** Rows loaded per table. */
  tables: { name: string; rows: number }[];
}

/** Restores the backup in `file` into the connection's database (see the top of this file). */
export async function restoreBackup(
  connection: Connection,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const input = createReadStream(file).pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Infinity });
  const lines = reader[Symbol.asyncIterator]();
  try {
    const next = async () => {
      const { done, value } = await lines.next();
      return done ? undefined : (value as string);
    };
    await next();
    const header = readHeader(await next());
    checkMigrations(header);

    const existing = await publicTables(connection);
    const filled = await tablesWithRows(connection, existing.keys());
    if (filled.length > 0 && !force) {
      throw new RestoreRefused(
        `The database is not empty (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? "..." : ""} hold rows): ` +
          `restore into an empty database, or run again with --force to replace everything in it.`,
        "not_empty",
      );
    }
    await dropEverything(connection, existing.keys());
    await migrateTo(connection, header.migrations.length);
    const shapes = await publicTables(connection);

    const loaded = await loadTables(connection, shapes, next);
    await migrateDatabase(connection);
    return { header, tables: loaded };
  } finally {
    reader.close();
    input.destroy();
  }
}

/** Loads every COPY block and sequence position of the rest of the file in one transaction. */
async function loadTables(
  connection: Connection,
  shapes: Map<string, string[]>,
  next: () => Promise<string | undefined>,
): Promise<{ name: string; rows: number }[]> {
  return inCopyTransaction(connection, "load", async (session) => {
    // Triggers would write rows the backup holds already (derived tables); they are back on at commit.
    const tables = [...shapes.keys()].map((table) => `"public".${quoteName(table)}`);
    for (const table of tables) await session.run(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    const loaded: { name: string; rows: number }[] = [];
    for (let line = await next(); line !== undefined; line = await next()) {
      const copy = COPY_LINE.exec(line);
      if (copy) {
        const table = unquote(copy[1]!);
        const columns = [...copy[2]!.matchAll(new RegExp(NAME, "g"))].map((match) => unquote(match[1]!));
        const known = shapes.get(table);
        if (!known || columns.some((column) => !known.includes(column))) {
          throw new BackupFileError(`its table ${table} does not match this database's`);
        }
        const counted = { name: table, rows: 0 };
        let ended = false;
        await session.copyIn(
          copyHead(table, columns),
          (async function* rows() {
            for (let row = await next(); row !== undefined; row = await next()) {
              if (row === "\\.") {
                ended = true;
                return;
              }
              counted.rows += 1;
              yield `${row}\n`;
            }
          })(),
        );
        if (!ended) throw new BackupFileError(`it ends inside table ${table}`);
        loaded.push(counted);
        continue;
      }
      const setval = SETVAL_LINE.exec(line);
      if (setval) {
        await session.run(setvalLine(unquote(setval[1]!), setval[2]!, setval[3] === "true").trim());
        continue;
      }
      const rows = ROWS_LINE.exec(line);
      if (rows) {
        if (JSON.stringify(loaded) !== rows[1]) throw new BackupFileError("the rows read differ from the rows written");
        for (const table of tables) await session.run(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
        return loaded;
      }
    }
    throw new BackupFileError("it ends before its last line");
  });
}
