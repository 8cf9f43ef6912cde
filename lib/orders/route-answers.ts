// How the checkout's route handlers answer: `{ success: false, error }` with a status for every
// refusal, and one logged, generic 500 for anything unexpected (never a stack trace).
import "server-only";
import { PricingError } from "@/lib/pricing";
import { CheckoutError } from "./checkout-error";

export function failure(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ success: false, error, ...extra }, { status });
}

export async function answer(what: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CheckoutError) return failure(error.status, error.message, { code: error.code });
    if (error instanceof PricingError) return failure(400, error.message, { code: "invalid_order" });
    console.error(`${what} failed`, error);
    return failure(500, "There was an error processing your order. Please try again.");
  }
}
