// The shop's staff accounts: the owner's team page (add, rename, change role, reset a password,
// disable and enable), each member's own password change, and the account a sign-in names. No two
// accounts share a display name, whatever its case, and a name an account had before a rename stays
// its own, so a name in the history points at one account.
//
// The owner from the environment: ADMIN_USERNAME signs in with the password of
// ADMIN_PASSWORD_HASH the first time, which makes its account (role owner). From then on the
// account's own password counts, and the owner may change it in the staff area. Whenever the
// environment's ADMIN_PASSWORD_HASH changes, it wins again at that account's next sign-in: the
// account takes that password, is the owner and enabled again, and its other sessions end. So an
// owner who forgot the password (or was locked out by another owner) resets it by setting a new
// hash (`npm run admin:hash`) and restarting.
import "server-only";
import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { Tx } from "@/db/transaction";
import { appMeta, staffAccounts, staffNames, staffSessions, type StaffRole } from "@/db/schema";
import { dbHitCounter } from "@/db/hit-counter";
import { ShopError } from "@/lib/errors";
import { takeLimit } from "@/lib/http/rate-limit";
import { NOTICES, type NoticeCode } from "./notices";
import { hashPassword, verifyPassword } from "./password";
import type { NewAccount, PasswordChoice } from "./staff-account-form";

/** A change to the team that cannot be made; its notice says why in plain words. */
export class AccountRefusal extends ShopError {
  override name = "AccountRefusal";
  constructor(readonly notice: NoticeCode) {
    super(NOTICES[notice].text, 409, "account_refused");
  }
}

/** An account as the team page lists it. */
export interface TeamMember {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  disabledAt: Date | null;
  lastSignedInAt: Date | null;
  /** Set while new browsers wait after failed sign-ins. */
  lockedUntil: Date | null;
  passwordChangedAt: Date | null;
  createdAt: Date;
}

/** The signed-in account an action acts as. */
export interface Actor {
  accountId: number;
  sessionId: string;
}

const memberColumns = {
  id: staffAccounts.id,
  username: staffAccounts.username,
  displayName: staffAccounts.displayName,
  role: staffAccounts.role,
  disabledAt: staffAccounts.disabledAt,
  lastSignedInAt: staffAccounts.lastSignedInAt,
  lockedUntil: sql<Date | null>`case when ${staffAccounts.lockedUntil} > now() then ${staffAccounts.lockedUntil} end`,
  passwordChangedAt: staffAccounts.passwordChangedAt,
  createdAt: staffAccounts.createdAt,
};

/** Every account: active ones first, owners before staff, then by name. */
export async function listTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(staffAccounts)
    .orderBy(
      sql`${staffAccounts.disabledAt} is not null`,
      sql`${staffAccounts.role} <> 'owner'`,
      asc(sql`lower(${staffAccounts.displayName})`),
    );
  return rows.map(withDates);
}

export async function getTeamMember(db: Db | Tx, id: number): Promise<TeamMember | null> {
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await db.select(memberColumns).from(staffAccounts).where(eq(staffAccounts.id, id));
  return row ? withDates(row) : null;
}

/** Raw SQL columns come back as text on some drivers. */
function withDates(row: TeamMember): TeamMember {
  return { ...row, lockedUntil: row.lockedUntil ? new Date(row.lockedUntil) : null };
}

const PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A password the shop makes: 16 letters and digits easy to read out, in groups of four. */
export function generatePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

/** The password a choice names: the typed one, or a new generated one. */
function chosenPassword(choice: PasswordChoice): { password: string; generated: string | null } {
  if (!choice.generate) return { password: choice.password, generated: null };
  const generated = generatePassword();
  return { password: generated, generated };
}

/** Serialises every change to the team, so two owners cannot together leave the shop without one. */
async function lockTeam(tx: Tx | Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-accounts'))`);
}

/** Refuses unless the actor is (still) an enabled owner. */
async function requireOwnerAccount(tx: Tx | Db, actor: Actor): Promise<void> {
  const [row] = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(eq(staffAccounts.id, actor.accountId), eq(staffAccounts.role, "owner"), isNull(staffAccounts.disabledAt)),
    );
  if (!row) throw new AccountRefusal("owner-only");
}

/**
 * Whether an account other than `exceptId` has this username or display name, whatever its case; a
 * display name also when another account had it before a rename.
 */
async function taken(
  tx: Tx | Db,
  field: "username" | "displayName",
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const key = value.trim().toLowerCase();
  const [row] = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        eq(sql`lower(${staffAccounts[field]})`, key),
        exceptId === undefined ? undefined : ne(staffAccounts.id, exceptId),
      ),
    )
    .limit(1);
  if (row || field === "username") return row !== undefined;
  const [had] = await tx
    .select({ id: staffNames.accountId })
    .from(staffNames)
    .where(and(eq(staffNames.nameKey, key), exceptId === undefined ? undefined : ne(staffNames.accountId, exceptId)))
    .limit(1);
  return had !== undefined;
}

/** Keeps `name` the account's for good (see taken); under the team's lock, after checking it is free. */
async function keepName(tx: Tx, accountId: number, name: string): Promise<void> {
  await tx.insert(staffNames).values({ nameKey: name.trim().toLowerCase(), accountId }).onConflictDoNothing();
}

/** `wanted`, or the first of "wanted (2)", "wanted (3)"... that no account has. */
async function freeName(tx: Tx | Db, wanted: string): Promise<string> {
  let name = wanted;
  for (let n = 2; await taken(tx, "displayName", name); n += 1) name = `${wanted} (${n})`;
  return name;
}

async function enabledOwnersBesides(tx: Tx | Db, id: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, "owner"), isNull(staffAccounts.disabledAt), ne(staffAccounts.id, id)));
  return Number(row?.count ?? 0);
}

/**
 * Adds an account with a display name no other account has; answers its id and the generated
 * password (shown once), if one was made.
 */
export async function addTeamMember(
  db: Db,
  actor: Actor,
  account: NewAccount,
): Promise<{ id: number; generatedPassword: string | null }> {
  const { password, generated } = chosenPassword(account.password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await lockTeam(tx);
    await requireOwnerAccount(tx, actor);
    const [row] = await tx
      .insert(staffAccounts)
      .values({
        username: account.username,
        displayName: account.displayName,
        passwordHash,
        role: account.role,
        passwordChangedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: staffAccounts.id });
    // Its username or display name is another account's (the database refuses either).
    if (!row) {
      const username = await taken(tx, "username", account.username);
      throw new AccountRefusal(username ? "username-taken" : "display-name-taken");
    }
    // Or it was another account's before a rename.
    if (await taken(tx, "displayName", account.displayName, row.id)) throw new AccountRefusal("display-name-taken");
    await keepName(tx, row.id, account.displayName);
    return { id: row.id, generatedPassword: generated };
  });
}

/**
 * Changes an account's display name (one no other account has) and role; the last enabled owner
 * stays an owner.
 */
export async function updateTeamMember(
  db: Db,
  actor: Actor,
  id: number,
  details: { displayName: string; role: StaffRole },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTeam(tx);
    await requireOwnerAccount(tx, actor);
    const member = await getTeamMember(tx, id);
    if (!member) throw new AccountRefusal("account-not-found");
    if (await taken(tx, "displayName", details.displayName, id)) throw new AccountRefusal("display-name-taken");
    if (member.role === "owner" && details.role !== "owner" && !member.disabledAt) {
      if ((await enabledOwnersBesides(tx, id)) === 0) {
        throw new AccountRefusal("needs-an-owner");
      }
    }
    await tx
      .update(staffAccounts)
      .set({ displayName: details.displayName, role: details.role, updatedAt: new Date() })
      .where(eq(staffAccounts.id, id));
    await keepName(tx, id, details.displayName);
  });
}

/** Disables an account (its sessions end at once) or enables it again. */
export async function setTeamMemberDisabled(db: Db, actor: Actor, id: number, disabled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTeam(tx);
    await requireOwnerAccount(tx, actor);
    const member = await getTeamMember(tx, id);
    if (!member) throw new AccountRefusal("account-not-found");
    if (disabled && id === actor.accountId) throw new AccountRefusal("cannot-disable-self");
    if (disabled && member.role === "owner" && (await enabledOwnersBesides(tx, id)) === 0) {
      throw new AccountRefusal("needs-an-owner");
    }
    await tx
      .update(staffAccounts)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(staffAccounts.id, id));
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.accountId, id));
  });
}

/**
 * The owner sets a new password for an account (a forgotten one): every session of that account
 * ends, except the owner's own when it is their account. Answers the generated password, if any.
 */
export async function resetTeamMemberPassword(
  db: Db,
  actor: Actor,
  id: number,
  choice: PasswordChoice,
): Promise<{ generatedPassword: string | null }> {
  const { password, generated } = chosenPassword(choice);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await lockTeam(tx);
    await requireOwnerAccount(tx, actor);
    if (!(await getTeamMember(tx, id))) throw new AccountRefusal("account-not-found");
    await setPassword(tx, id, passwordHash, actor.sessionId);
  });
  return { generatedPassword: generated };
}

/** Stores a new password hash and ends the account's sessions but `keepSession`. */
async function setPassword(tx: Tx | Db, id: number, passwordHash: string, keepSession: string): Promise<void> {
  await tx
    .update(staffAccounts)
    .set({ passwordHash, passwordChangedAt: new Date(), failedSignIns: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(staffAccounts.id, id));
  await tx.delete(staffSessions).where(and(eq(staffSessions.accountId, id), ne(staffSessions.id, keepSession)));
}

/** Password changes an account may try in 15 minutes: a session left open cannot guess on and on. */
const OWN_PASSWORD_LIMIT = { name: "own-password", limit: 5, windowMs: 15 * 60 * 1000 };

/**
 * A staff member changes their own password, knowing the current one: their other sessions end,
 * this one stays.
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  current: string,
  next: string,
): Promise<"changed" | "wrong-password" | "too-many"> {
  const allowed = await takeLimit(dbHitCounter(db), OWN_PASSWORD_LIMIT, String(actor.accountId));
  if (!allowed.ok) return "too-many";
  const [row] = await db
    .select({ passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, actor.accountId));
  if (!row || !(await verifyPassword(current, row.passwordHash))) return "wrong-password";
  const passwordHash = await hashPassword(next);
  await db.transaction((tx) => setPassword(tx, actor.accountId, passwordHash, actor.sessionId));
  return "changed";
}

/** The account a sign-in names, once its password was checked. */
export interface SignInAccount {
  id: number;
  username: string;
  disabled: boolean;
}

/** The environment's owner: its username and the scrypt hash its password is checked against. */
export interface EnvironmentOwner {
  username: string;
  passwordHash: string;
}

/** Where the fingerprint of the last ADMIN_PASSWORD_HASH the owner's account took is kept. */
const OWNER_HASH_KEY = "staff_owner_password_hash_sha256";

/** A hash checked for unknown usernames, so they take as long as known ones. */
let decoyHash: Promise<string> | undefined;

/**
 * The account whose username and password these are, or null. `username` is lowercase. The
 * environment's owner is made, or reset, here (see the top of this file).
 */
export async function checkSignIn(
  db: Db,
  owner: EnvironmentOwner,
  username: string,
  password: string,
): Promise<SignInAccount | null> {
  const [row] = await db
    .select({
      id: staffAccounts.id,
      username: staffAccounts.username,
      passwordHash: staffAccounts.passwordHash,
      disabledAt: staffAccounts.disabledAt,
    })
    .from(staffAccounts)
    .where(eq(sql`lower(${staffAccounts.username})`, username));
  if (username === owner.username.toLowerCase()) {
    const fingerprint = createHash("sha256").update(owner.passwordHash).digest("hex");
    const [taken] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, OWNER_HASH_KEY));
    if (!row || taken?.value !== fingerprint) {
      if (!(await verifyPassword(password, owner.passwordHash))) return null;
      return takeEnvironmentPassword(db, owner, fingerprint);
    }
  }
  if (!row) {
    decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verifyPassword(password, await decoyHash);
    return null;
  }
  if (!(await verifyPassword(password, row.passwordHash))) return null;
  return { id: row.id, username: row.username, disabled: row.disabledAt !== null };
}

/** The environment's owner's new account, named after `name` as freeName finds it free. */
async function addEnvironmentOwner(
  tx: Tx,
  values: Omit<typeof staffAccounts.$inferInsert, "displayName">,
  name: string,
): Promise<{ id: number; username: string }> {
  const displayName = await freeName(tx, name);
  const [account] = await tx
    .insert(staffAccounts)
    .values({ ...values, displayName })
    .returning({ id: staffAccounts.id, username: staffAccounts.username });
  await keepName(tx, account!.id, displayName);
  return account!;
}

/**
 * Makes (or resets) the environment's owner account with the environment's password. A new one is
 * named after its username, or "username (2)" and on when another account has that name.
 */
async function takeEnvironmentPassword(db: Db, owner: EnvironmentOwner, fingerprint: string): Promise<SignInAccount> {
  return db.transaction(async (tx) => {
    await lockTeam(tx);
    const username = owner.username.toLowerCase();
    const [current] = await tx
      .select({ id: staffAccounts.id, username: staffAccounts.username, disabledAt: staffAccounts.disabledAt })
      .from(staffAccounts)
      .where(eq(sql`lower(${staffAccounts.username})`, username));
    const [taken] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, OWNER_HASH_KEY));
    // A sign-in racing this one took the environment's password first: nothing to reset again.
    if (current && taken?.value === fingerprint) {
      return { id: current.id, username: current.username, disabled: current.disabledAt !== null };
    }
    const reset = {
      passwordHash: owner.passwordHash,
      role: "owner" as const,
      disabledAt: null,
      failedSignIns: 0,
      lockedUntil: null,
      passwordChangedAt: new Date(),
      updatedAt: new Date(),
    };
    const [existing] = current
      ? await tx
          .update(staffAccounts)
          .set(reset)
          .where(eq(staffAccounts.id, current.id))
          .returning({ id: staffAccounts.id, username: staffAccounts.username })
      : [];
    const account = existing ?? (await addEnvironmentOwner(tx, { ...reset, username }, owner.username));
    // A password reset through the environment ends every session the account had.
    if (existing) await tx.delete(staffSessions).where(eq(staffSessions.accountId, account.id));
    await tx
      .insert(appMeta)
      .values({ key: OWNER_HASH_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: fingerprint, updatedAt: new Date() } });
    return { id: account.id, username: account.username, disabled: false };
  });
}

/** Notes a sign-in on the account. */
export async function recordSignIn(db: Db, accountId: number): Promise<void> {
  await db.update(staffAccounts).set({ lastSignedInAt: new Date() }).where(eq(staffAccounts.id, accountId));
}
