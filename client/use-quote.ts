// Asks the server to price what the shopper chose (POST /api/checkout/quote) whenever the choice
// changes, so summaries show the server's numbers.
import { useEffect, useState } from "react";
import { postJson } from "./api-client";
import type { QuoteRequest } from "@/lib/checkout/checkout-schema";
import type { QuoteAnswer } from "@/lib/checkout/quote";

export type QuoteState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; answer: QuoteAnswer }
  | { status: "error"; message: string };

/** `request` null means there is nothing to price yet. */
export function useQuote(request: QuoteRequest | null): { state: QuoteState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: QuoteState } | null>(null);
  const key = request ? `${attempt}:${JSON.stringify(request)}` : "";
  useEffect(() => {
    if (!key) return;
    let current = true;
    const body = JSON.parse(key.slice(key.indexOf(":") + 1)) as QuoteRequest;
    // postJson never rejects: a failed request is an answer with ok false.
    void postJson<QuoteAnswer>("/api/checkout/quote", body).then((answer) => {
      if (!current) return;
      setResult({
        key,
        state: answer.ok
          ? { status: "ready", answer: answer.data }
          : { status: "error", message: answer.error ?? "We could not price your order. Please try again." },
      });
    });
    return () => {
      current = false;
    };
  }, [key]);
  const state: QuoteState = !key ? { status: "idle" } : result?.key === key ? result.state : { status: "loading" };
  return { state, retry: () => setAttempt((value) => value + 1) };
}
