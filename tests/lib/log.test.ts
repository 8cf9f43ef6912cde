import { afterEach, describe, expect, it, vi } from "vitest";
import { describeError, logError, logWarning } from "@/lib/log";

describe("error logs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("never print the customer's e-mail, phone, name or address from a failed query", () => {
    const query = new Error(
      'Failed query: insert into "orders" ("customer_email", "customer_name") values ($1, $2)\nparams: pat@example.com,Pat Shopper,(614) 555-0199,7000 E Main St',
      { cause: Object.assign(new Error("duplicate key: Key (email)=(pat@example.com) exists"), { code: "23505" }) },
    );
    const line = describeError(query);
    expect(line).toContain('Failed query: insert into "orders"');
    expect(line).toContain("23505");
    expect(line).not.toMatch(/pat@example\.com|Pat Shopper|555-0199|Main St/);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    logError("Checkout failed", new Error("call 614-555-0199 or write a@b.co\nforged line"));
    const printed = String(error.mock.calls[0]![0]);
    expect(printed.split("\n")[0]).toBe("Checkout failed: Error: call [number] or write [e-mail] | forged line");
    expect(printed).not.toContain("a@b.co");
    expect(printed).not.toContain("555-0199");
  });

  it("show control characters from outside escaped, so no line can be forged or a terminal driven", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logError("Event evt_\u0000\u001b[2J", new Error("bell\u0007 tab\t"));
    logWarning("[404] /a\r\n[404] /forged\u009b");
    expect(String(error.mock.calls[0]![0]).split("\n")[0]).toBe("Event evt_\\x00\\x1b[2J: Error: bell\\x07 tab\\x09");
    expect(warn).toHaveBeenCalledWith("[404] /a\\x0d\\x0a[404] /forged\\x9b");
  });
});
