import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckoutError } from "@/lib/checkout/checkout-error";
import { ShopError, ShopRefusal, UnavailableError } from "@/lib/errors";
import { answer, answerRead } from "@/lib/http/answer";
import { OrderStatusError } from "@/lib/orders/change-status";
import { PricingError } from "@/lib/pricing";

async function read(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe("answering route handlers", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers every domain error with its own status, message and code", async () => {
    const cases: [ShopError, number, string][] = [
      [new CheckoutError(409, "This checkout is already being processed", "in_progress"), 409, "in_progress"],
      [new PricingError("quantity must be a whole number from 1 to 10, got 11"), 400, "invalid_order"],
      [new OrderStatusError("Order not found", 404), 404, "status_change_refused"],
    ];
    for (const [error, status, code] of cases) {
      expect(error).toBeInstanceOf(ShopError);
      const result = await read(await answer("Test", async () => Promise.reject(error)));
      expect(result).toEqual({ status, body: { success: false, error: error.message, code } });
    }
  });

  it("answers a refusal the page expects with 200, so the browser logs no failed request", async () => {
    const refusal = new ShopRefusal("Your card was declined.", "card_declined");
    expect(refusal).toBeInstanceOf(ShopError);
    const result = await read(await answer("Test", async () => Promise.reject(refusal)));
    expect(result).toEqual({
      status: 200,
      body: { success: false, error: "Your card was declined.", code: "card_declined" },
    });
  });

  it("logs anything else and answers a generic 500 without the error's text", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await read(
      await answer("Test work", async () => Promise.reject(new Error("secret stack detail")), { extra: { x: 1 } }),
    );
    expect(result.status).toBe(500);
    expect(JSON.stringify(result.body)).not.toContain("secret");
    expect(result.body).toMatchObject({ success: false, x: 1 });
    expect(String(log.mock.calls[0]![0])).toMatch(/^Test work failed: Error: secret stack detail\n\s+at /);
  });

  it("answers a lost database connection 503 with Retry-After, in one log line without a stack", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const closed = Object.assign(new Error("write CONNECTION_CLOSED 10.0.0.5:5432"), { code: "CONNECTION_CLOSED" });
    const shutDown = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    for (const lost of [new Error("Failed query: select 1\nparams: pat@example.com", { cause: closed }), shutDown]) {
      const response = await answer("Checkout", async () => Promise.reject(lost));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({
        success: false,
        error: new UnavailableError().message,
        code: "unavailable",
      });
    }
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /^Checkout failed, the database connection was lost: .*CONNECTION_CLOSED/,
    );
    expect(String(warn.mock.calls[0]![0])).not.toMatch(/pat@example|\n/);
  });

  it("keeps the catalogue envelope for catalogue reads", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await read(await answerRead("Failed to fetch brands", async () => Promise.reject(new Error("x"))));
    expect(result).toEqual({ status: 500, body: { success: false, error: "Failed to fetch brands", data: null } });
  });
});
