// Staff accounts against the database: the environment's owner, the team the owner keeps (add,
// rename, roles, reset, disable), sessions that end at once, and a member's own password change.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appMeta, loginFailures, staffAccounts, staffSessions } from "@/db/schema";
import { hashPassword } from "@/lib/admin/password";
import { currentStaff, LOGIN_MESSAGES, signIn, type Staff } from "@/lib/admin/session";
import {
  newAccountSchema,
  passwordResetSchema,
  readRefundLimitCents,
  type NewAccount,
} from "@/lib/admin/staff-account-form";
import {
  AccountRefusal,
  addTeamMember,
  changeOwnPassword,
  listTeam,
  resetTeamMemberPassword,
  setTeamMemberDisabled,
  updateTeamMember,
} from "@/lib/admin/staff-accounts";
import { requireStaff } from "@/app/(admin)/admin/require-staff";
import { addAccountAction, saveAccountAction } from "@/app/(admin)/admin/team/actions";
import { EMPTY_TEAM_FORM } from "@/components/admin/password-choice";
import { STAFF_PATH_HEADER } from "@/lib/admin/return-path";
import { mayDo, orderRefundLimitCents, type OwnerTask } from "@/lib/admin/staff-roles";
import { DEVELOPMENT_PASSWORD } from "@/lib/admin/staff-config";
import { describeEachDatabase } from "../helpers/database";
import { asRequest, newBrowser, type Browser } from "../helpers/next-headers";

vi.mock("next/headers", () => import("../helpers/next-headers"));

let addresses = 0;
/** Each call from an address of its own, so no address limit is reached by accident. */
const nextAddress = () => `192.0.2.${(addresses++ % 250) + 1}`;

function signInAs(browser: Browser, username: string, password: string) {
  return asRequest(browser, nextAddress(), () => signIn(username, password));
}

function staffOf(browser: Browser): Promise<Staff | null> {
  return asRequest(browser, nextAddress(), () => currentStaff());
}

async function signedIn(username: string, password: string): Promise<{ browser: Browser; staff: Staff }> {
  const browser = newBrowser();
  expect(await signInAs(browser, username, password)).toEqual({ ok: true });
  const staff = await staffOf(browser);
  expect(staff).not.toBeNull();
  return { browser, staff: staff! };
}

function account(username: string, role: "owner" | "staff", password = `${username}-password`): NewAccount {
  return newAccountSchema.parse({
    username,
    displayName: `${username[0]!.toUpperCase()}${username.slice(1)} Person`,
    role,
    password: { generate: false, password, confirm: password },
  });
}

/** A staff account of that display name, its password generated. */
function named(username: string, displayName: string): NewAccount {
  return newAccountSchema.parse({
    username,
    displayName,
    role: "staff",
    password: { generate: true, password: "", confirm: "" },
  });
}

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AccountRefusal);
  return (error as AccountRefusal).notice;
}

describe("the account forms' rules", () => {
  it("ask for a long enough password typed twice, or generate one", () => {
    const reset = (password: string, confirm: string, generate = false) =>
      passwordResetSchema.safeParse({ password: { generate, password, confirm } });
    expect(reset("short", "short").error?.issues[0]?.message).toBe("The password must be at least 10 characters long");
    expect(reset("long-enough-1", "long-enough-2").error?.issues[0]?.message).toBe("The two passwords do not match");
    expect(reset("long-enough-1", "long-enough-1").success).toBe(true);
    expect(reset("", "", true).success).toBe(true);
  });

  it("keep usernames to letters, digits, dots, dashes and underscores, in lowercase", () => {
    expect(account("Sam.Lee_2", "staff").username).toBe("sam.lee_2");
    expect(newAccountSchema.safeParse({ ...account("sam", "staff"), username: "sam lee" }).success).toBe(false);
    expect(newAccountSchema.safeParse({ ...account("sam", "staff"), role: "boss" }).success).toBe(false);
  });

  it("read the refund limit in dollars", () => {
    expect(["500", "$1,250.50", "0", "12.5", "abc", "-5", "1.999", ""].map(readRefundLimitCents)).toEqual([
      50_000,
      125_050,
      0,
      1_250,
      null,
      null,
      null,
      null,
    ]);
  });

  it("leave the owner's tasks to owners and refunds over the limit to them", () => {
    for (const task of ["manage-accounts", "import-products", "set-refund-limit"] as const) {
      expect([mayDo("owner", task), mayDo("staff", task)]).toEqual([true, false]);
    }
    expect(orderRefundLimitCents("staff", 50_000)).toBe(50_000);
    expect(orderRefundLimitCents("owner", 0)).toBeNull();
  });
});

describeEachDatabase("staff accounts", (context) => {
  beforeEach(async () => {
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    vi.stubEnv("ADMIN_USERNAME", "admin");
    vi.stubEnv("ADMIN_PASSWORD_HASH", "");
    vi.stubEnv("SESSION_SECRET", "");
    await context.db.delete(loginFailures);
    await context.db.delete(staffAccounts);
    await context.db.delete(appMeta).where(eq(appMeta.key, "staff_owner_password_hash_sha256"));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("makes the environment's owner at its first sign-in, and every session names its account", async () => {
    expect(await context.db.select().from(staffAccounts)).toEqual([]);
    const { staff } = await signedIn("Admin", DEVELOPMENT_PASSWORD);
    expect(staff).toMatchObject({ username: "admin", displayName: "admin", role: "owner" });
    const [session] = await context.db.select().from(staffSessions).where(eq(staffSessions.id, staff.sessionId));
    expect(session?.accountId).toBe(staff.accountId);
    const [member] = await listTeam(context.db);
    expect(member).toMatchObject({ username: "admin", role: "owner", disabledAt: null });
    expect(member?.lastSignedInAt).toBeInstanceOf(Date);
  });

  it("the owner's first sign-ins racing each other make one account and all stay signed in", async () => {
    const browsers = Array.from({ length: 5 }, () => newBrowser());
    const answers = await Promise.all(browsers.map((browser) => signInAs(browser, "admin", DEVELOPMENT_PASSWORD)));
    expect(answers).toEqual(browsers.map(() => ({ ok: true })));
    const signedInNow = await Promise.all(browsers.map((browser) => staffOf(browser)));
    expect(signedInNow.map((staff) => staff?.username)).toEqual(browsers.map(() => "admin"));
    expect(await listTeam(context.db)).toHaveLength(1);
  });

  it("keeps the owner's own new password until the environment's hash changes, which wins again", async () => {
    const first = await signedIn("admin", DEVELOPMENT_PASSWORD);
    const second = await signedIn("admin", DEVELOPMENT_PASSWORD);
    expect(await changeOwnPassword(context.db, first.staff, DEVELOPMENT_PASSWORD, "owners-own-secret")).toBe("changed");
    expect(await staffOf(first.browser)).not.toBeNull();
    expect(await staffOf(second.browser)).toBeNull();
    expect(await signInAs(newBrowser(), "admin", DEVELOPMENT_PASSWORD)).toMatchObject({ ok: false });
    await signedIn("admin", "owners-own-secret");

    // The owner forgot it, or another owner disabled and demoted them: a new hash in the environment.
    await context.db.update(staffAccounts).set({ disabledAt: new Date(), role: "staff" });
    vi.stubEnv("ADMIN_PASSWORD_HASH", await hashPassword("reset-from-the-environment"));
    expect(await signInAs(newBrowser(), "admin", "owners-own-secret")).toMatchObject({ ok: false });
    const reset = await signedIn("admin", "reset-from-the-environment");
    expect(reset.staff.role).toBe("owner");
    expect(reset.staff.accountId).toBe(first.staff.accountId);
    expect(await staffOf(first.browser)).toBeNull();
    // From then on, the account's password is the one that counts, and may change again.
    expect(await changeOwnPassword(context.db, reset.staff, "reset-from-the-environment", "newer-own-secret")).toBe(
      "changed",
    );
    await signedIn("admin", "newer-own-secret");
  });

  it("adds accounts the owner makes, with a typed or generated password, and refuses a taken username", async () => {
    const { staff: owner } = await signedIn("admin", DEVELOPMENT_PASSWORD);
    await addTeamMember(context.db, owner, account("sam", "staff"));
    const generated = await addTeamMember(
      context.db,
      owner,
      newAccountSchema.parse({
        username: "gen",
        displayName: "Gen Erated",
        role: "staff",
        password: { generate: true, password: "", confirm: "" },
      }),
    );
    expect(generated.generatedPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(await refusal(addTeamMember(context.db, owner, account("SAM", "owner")))).toBe("username-taken");

    const sam = await signedIn("Sam", "sam-password");
    expect(sam.staff).toMatchObject({ username: "sam", displayName: "Sam Person", role: "staff" });
    expect((await signedIn("gen", generated.generatedPassword!)).staff.displayName).toBe("Gen Erated");
    // A staff account cannot change the team.
    expect(await refusal(addTeamMember(context.db, sam.staff, account("eve", "owner")))).toBe("owner-only");
    expect(await refusal(setTeamMemberDisabled(context.db, sam.staff, owner.accountId, true))).toBe("owner-only");
    expect((await listTeam(context.db)).map((member) => member.username)).toEqual(["admin", "gen", "sam"]);
  });

  it("gives every account a display name of its own, whatever its case or the spaces around it", async () => {
    const admin = await signedIn("admin", DEVELOPMENT_PASSWORD);
    const owner = admin.staff;
    const { id: samId } = await addTeamMember(context.db, owner, named("sam", "Sam Lee"));
    expect(await refusal(addTeamMember(context.db, owner, named("sam2", "  sam LEE ")))).toBe("display-name-taken");
    // A taken username is named first, as before.
    expect(await refusal(addTeamMember(context.db, owner, named("SAM", "Sam Lee")))).toBe("username-taken");
    const { id: kimId } = await addTeamMember(context.db, owner, named("kim", "Kim Park"));
    expect(await refusal(updateTeamMember(context.db, owner, kimId, { displayName: "SAM LEE", role: "staff" }))).toBe(
      "display-name-taken",
    );
    // An account keeps its own name in another case.
    await updateTeamMember(context.db, owner, samId, { displayName: "Sam LEE", role: "staff" });
    await updateTeamMember(context.db, owner, kimId, { displayName: "Kim Lee", role: "staff" });
    expect((await listTeam(context.db)).map((member) => member.displayName)).toEqual(["admin", "Kim Lee", "Sam LEE"]);

    // The team page's forms say so beside the name.
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    const added = await asRequest(admin.browser, nextAddress(), () =>
      addAccountAction(
        EMPTY_TEAM_FORM,
        form({ username: "lee", displayName: "kim lee", role: "staff", passwordMode: "generate" }),
      ),
    );
    expect(added).toMatchObject({
      errors: { displayName: "Another account has that name, or had it before a rename" },
      values: { displayName: "kim lee" },
      done: null,
    });
    const saved = await asRequest(admin.browser, nextAddress(), () =>
      saveAccountAction(EMPTY_TEAM_FORM, form({ id: String(samId), displayName: " KIM LEE", role: "staff" })),
    );
    expect(saved).toMatchObject({
      errors: { displayName: "Another account has that name, or had it before a rename" },
    });

    // The database holds it too, whoever writes.
    await expect(
      context.db
        .insert(staffAccounts)
        .values({ username: "other", displayName: "KIM LEE", role: "staff", passwordHash: "x" }),
    ).rejects.toThrow();
  });

  it("keeps a name an account had before a rename its own, so the history's entries under it stay its", async () => {
    const { staff: owner } = await signedIn("admin", DEVELOPMENT_PASSWORD);
    const { id: patId } = await addTeamMember(context.db, owner, named("pat", "Pat Jones"));
    await updateTeamMember(context.db, owner, patId, { displayName: "Pat Smith", role: "staff" });
    // Nobody else may take the old name, in any case, by adding or renaming.
    expect(await refusal(addTeamMember(context.db, owner, named("pj", "pat JONES")))).toBe("display-name-taken");
    const { id: kimId } = await addTeamMember(context.db, owner, named("kim", "Kim Park"));
    expect(await refusal(updateTeamMember(context.db, owner, kimId, { displayName: "Pat Jones", role: "staff" }))).toBe(
      "display-name-taken",
    );
    // The account itself may take it back; its other name stays its own too.
    await updateTeamMember(context.db, owner, patId, { displayName: "Pat Jones", role: "staff" });
    expect(await refusal(updateTeamMember(context.db, owner, kimId, { displayName: "pat smith", role: "staff" }))).toBe(
      "display-name-taken",
    );
    expect((await listTeam(context.db)).map((member) => member.displayName)).toEqual([
      "admin",
      "Kim Park",
      "Pat Jones",
    ]);
  });

  it("names the environment's new owner account apart from an account that has its name", async () => {
    await context.db
      .insert(staffAccounts)
      .values({ username: "frontdesk", displayName: "Admin", role: "staff", passwordHash: "x" });
    const { staff } = await signedIn("admin", DEVELOPMENT_PASSWORD);
    expect(staff).toMatchObject({ username: "admin", displayName: "admin (2)", role: "owner" });
  });

  it("disabling an account ends its sessions at once and refuses its sign-in; enabling lets it back", async () => {
    const { staff: owner } = await signedIn("admin", DEVELOPMENT_PASSWORD);
    const { id } = await addTeamMember(context.db, owner, account("dana", "staff"));
    const phone = await signedIn("dana", "dana-password");
    const truck = await signedIn("dana", "dana-password");

    await setTeamMemberDisabled(context.db, owner, id, true);
    expect(await staffOf(phone.browser)).toBeNull();
    expect(await staffOf(truck.browser)).toBeNull();
    expect(await context.db.select().from(staffSessions).where(eq(staffSessions.accountId, id))).toEqual([]);
    expect(await signInAs(phone.browser, "dana", "dana-password")).toEqual({
      ok: false,
      message: LOGIN_MESSAGES.disabled,
    });
    expect(await signInAs(newBrowser(), "dana", "wrong-password")).toEqual({
      ok: false,
      message: LOGIN_MESSAGES.invalid,
    });

    // A session that is still in the table (made just before) is refused too: every request checks.
    await context.db.insert(staffSessions).values({
      id: "left-over",
      username: "dana",
      accountId: id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const leftOver = newBrowser();
    await asRequest(leftOver, nextAddress(), async () => {
      const { getIronSession } = await import("iron-session");
      const { cookies } = await import("next/headers");
      const { staffConfig } = await import("@/lib/admin/staff-config");
      const session = await getIronSession<{ sid?: string }>(await cookies(), {
        password: staffConfig().sessionSecret!,
        cookieName: "staff_session",
      });
      session.sid = "left-over";
      await session.save();
    });
    expect(await staffOf(leftOver)).toBeNull();

    await setTeamMemberDisabled(context.db, owner, id, false);
    expect(await signedIn("dana", "dana-password")).toBeTruthy();
  });

  it("never leaves the shop without an enabled owner", async () => {
    const { staff: owner } = await signedIn("admin", DEVELOPMENT_PASSWORD);
    expect(await refusal(setTeamMemberDisabled(context.db, owner, owner.accountId, true))).toBe("cannot-disable-self");
    expect(
      await refusal(updateTeamMember(context.db, owner, owner.accountId, { displayName: "Me", role: "staff" })),
    ).toBe("needs-an-owner");

    const { id: partnerId } = await addTeamMember(context.db, owner, account("pat", "owner"));
    const { staff: partner } = await signedIn("pat", "pat-password");
    // Two owners disabling each other at the same moment: one of them stays.
    const outcomes = await Promise.allSettled([
      setTeamMemberDisabled(context.db, owner, partnerId, true),
      setTeamMemberDisabled(context.db, partner, owner.accountId, true),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const owners = (await listTeam(context.db)).filter((member) => member.role === "owner" && !member.disabledAt);
    expect(owners).toHaveLength(1);

    // With another enabled owner, an owner may step down to staff.
    const [survivor] = owners;
    const actor = survivor!.id === owner.accountId ? owner : partner;
    const other = survivor!.id === owner.accountId ? partnerId : owner.accountId;
    await setTeamMemberDisabled(context.db, actor, other, false);
    await updateTeamMember(context.db, actor, actor.accountId, { displayName: "Stepped Down", role: "staff" });
    expect((await listTeam(context.db)).find((member) => member.id === actor.accountId)).toMatchObject({
      role: "staff",
      displayName: "Stepped Down",
    });
  });

  it("a reset password ends the account's sessions; the old password stops working", async () => {
    const { staff: owner } = await signedIn("admin", DEVELOPMENT_PASSWORD);
    const { id } = await addTeamMember(context.db, owner, account("lee", "staff"));
    const lee = await signedIn("lee", "lee-password");
    const { generatedPassword } = await resetTeamMemberPassword(context.db, owner, id, {
      generate: true,
      password: "",
      confirm: "",
    });
    expect(await staffOf(lee.browser)).toBeNull();
    expect(await signInAs(newBrowser(), "lee", "lee-password")).toMatchObject({ ok: false });
    await signedIn("lee", generatedPassword!);
    // The owner resetting their own password keeps their session.
    await resetTeamMemberPassword(context.db, owner, owner.accountId, {
      generate: false,
      password: "owner-reset-1",
      confirm: "owner-reset-1",
    });
    expect(await context.db.select().from(staffSessions).where(eq(staffSessions.id, owner.sessionId))).toHaveLength(1);
  });

  it("sends staff away from an owner's task, and strangers to sign-in with the page they asked for", async () => {
    const { staff: owner } = await signedIn("admin", DEVELOPMENT_PASSWORD);
    await addTeamMember(context.db, owner, account("ray", "staff"));
    const ray = await signedIn("ray", "ray-password");
    const redirectOf = async (browser: Browser, task?: OwnerTask) => {
      const error = await asRequest(browser, nextAddress(), () => requireStaff(task), {
        [STAFF_PATH_HEADER]: "/admin/orders?status=paid",
      }).then(
        () => null,
        (caught: { digest?: string }) => caught.digest ?? String(caught),
      );
      return error?.split(";")[2] ?? null;
    };
    for (const task of ["manage-accounts", "import-products", "set-refund-limit"] as const) {
      expect(await redirectOf(ray.browser, task)).toBe("/admin?notice=owner-only");
    }
    expect(await redirectOf(ray.browser)).toBeNull();
    expect(await redirectOf(newBrowser(), "import-products")).toBe("/admin?next=%2Fadmin%2Forders%3Fstatus%3Dpaid");
    const ownerBrowser = newBrowser();
    await signInAs(ownerBrowser, "admin", DEVELOPMENT_PASSWORD);
    expect(await redirectOf(ownerBrowser, "import-products")).toBeNull();
  });

  it("a member changes their own password knowing the current one; their other sessions end", async () => {
    const { staff: owner } = await signedIn("admin", DEVELOPMENT_PASSWORD);
    await addTeamMember(context.db, owner, account("kim", "staff"));
    const here = await signedIn("kim", "kim-password");
    const elsewhere = await signedIn("kim", "kim-password");
    expect(await changeOwnPassword(context.db, here.staff, "not-it", "kims-new-password")).toBe("wrong-password");
    expect(await changeOwnPassword(context.db, here.staff, "kim-password", "kims-new-password")).toBe("changed");
    expect(await staffOf(here.browser)).toMatchObject({ username: "kim" });
    expect(await staffOf(elsewhere.browser)).toBeNull();
    await signedIn("kim", "kims-new-password");
    // A session left open cannot guess the password on and on.
    const tries = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      tries.push(await changeOwnPassword(context.db, here.staff, `guess-${attempt}`, "another-password"));
    }
    expect(tries).toEqual(["wrong-password", "wrong-password", "wrong-password", "too-many"]);
  });
});
