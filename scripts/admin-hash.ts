// `npm run admin:hash`: asks for a staff password (or reads it from stdin) and prints the
// ADMIN_PASSWORD_HASH line to put in the environment. The password itself is never stored.
import { createInterface } from "node:readline";
import { hashPassword } from "../lib/admin/password";

async function readPassword(): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stdin.isTTY ? process.stderr : undefined });
  if (process.stdin.isTTY) process.stderr.write("Staff password (12+ characters): ");
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

async function main() {
  const password = (await readPassword()).trim();
  if (password.length < 12) {
    console.error("Use a password of at least 12 characters.");
    process.exit(1);
  }
  console.log(`ADMIN_PASSWORD_HASH='${await hashPassword(password)}'`);
}

void main();
