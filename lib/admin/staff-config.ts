// Who may sign in to the staff area and how its sessions are sealed, from the environment:
// ADMIN_USERNAME, ADMIN_PASSWORD_HASH (`npm run admin:hash`) and SESSION_SECRET. A shop on
// localhost may run on development defaults (printed at start); a deployed shop refuses them.
import { configuredSiteUrl, isLocalSite } from "@/lib/site-address";

/** The development password, for a shop on localhost with no ADMIN_PASSWORD_HASH. */
export const DEVELOPMENT_PASSWORD = "outlet-admin";
/** A hash of DEVELOPMENT_PASSWORD (scrypt, see password.ts). */
const DEVELOPMENT_PASSWORD_HASH =
  "scrypt$16384$8$1$fkw0zCUPD/tKA39p7DMDJw==$XMzGMfH6VWMcAtZUbxRB164LTNFZl8n0ZKOHsfFDt3A=";
const DEVELOPMENT_SECRET = "development-only-session-secret-do-not-deploy";
export const MIN_SECRET_LENGTH = 32;

export interface StaffConfig {
  username: string;
  /** The scrypt hash to check passwords against; null when sign-in is not set up. */
  passwordHash: string | null;
  sessionSecret: string | null;
  usesDevelopmentPassword: boolean;
  usesDevelopmentSecret: boolean;
  /** Sentences saying what stops staff sign-in on this deployment (empty when it works). */
  problems: string[];
}

export function staffConfig(env: NodeJS.ProcessEnv = process.env): StaffConfig {
  const local = isLocalSite(configuredSiteUrl(env));
  const username = env.ADMIN_USERNAME?.trim() || "admin";
  const hash = env.ADMIN_PASSWORD_HASH?.trim() || null;
  const secret = env.SESSION_SECRET?.trim() || null;
  const problems: string[] = [];
  if (secret && secret.length < MIN_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  if (!local && !secret) problems.push("Set SESSION_SECRET (32+ random characters) for a deployed shop.");
  if (!local && !hash) problems.push("Set ADMIN_PASSWORD_HASH (from `npm run admin:hash`) for a deployed shop.");
  const usableSecret = secret && secret.length >= MIN_SECRET_LENGTH ? secret : local ? DEVELOPMENT_SECRET : null;
  return {
    username,
    passwordHash: hash ?? (local ? DEVELOPMENT_PASSWORD_HASH : null),
    sessionSecret: problems.length > 0 ? null : usableSecret,
    usesDevelopmentPassword: !hash,
    usesDevelopmentSecret: !secret,
    problems,
  };
}

/** At server start: a deployed shop without staff credentials stops; a local one says its defaults. */
export function checkStaffConfigOrExit(): void {
  const staff = staffConfig();
  if (staff.problems.length > 0) {
    console.error(`The staff area is not safe to serve: ${staff.problems.join(" ")}`);
    process.exit(1);
  }
  if (staff.usesDevelopmentPassword) {
    console.log(
      `Staff area: /admin, user "${staff.username}", development password "${DEVELOPMENT_PASSWORD}" (set ADMIN_PASSWORD_HASH and SESSION_SECRET before deploying).`,
    );
  }
}
