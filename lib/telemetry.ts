// Metrics and traces for an OpenTelemetry collector, sent only when OTEL_EXPORTER_OTLP_ENDPOINT is
// set: the server then starts the SDK once (instrumentation.ts), Next's own spans for requests,
// page renders and route handlers go out with ours for database queries (db/query-spans.ts), and
// count() adds to the shop's counters. Without it the SDK is never loaded (it is imported only
// behind that check) and every function here returns at once.

/** The shop's counters, each with the attributes it is counted by. */
export interface Counters {
  /** An order paid, by payment provider ("stripe", "test"). */
  "shop.orders.paid": { provider: string };
  /** A checkout refused, by the refusal's code ("out_of_stock", "outside_delivery_area"...). */
  "shop.checkouts.refused": { code: string };
  /** An e-mail the sender failed to send, by its kind ("order-confirmation"...). */
  "shop.emails.failed": { kind: string };
  /** A Stripe webhook call refused for its signature or failing while it was handled. */
  "shop.webhooks.failed": { reason: "signature" | "processing" };
}

export type Attributes = Record<string, string | number | boolean>;

/** The started SDK (lib/telemetry-sdk.ts), kept on globalThis: Next loads this module in several bundles. */
export interface Telemetry {
  count(name: string, attributes: Attributes): void;
  /** Runs `work` in a span for a call to another system (the database) named `name`. */
  inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T>;
  /** Sends what is still waiting and stops. */
  shutdown(): Promise<void>;
}

const shared = globalThis as typeof globalThis & { __shopTelemetry?: Telemetry };

/** Starts sending metrics and traces when OTEL_EXPORTER_OTLP_ENDPOINT is set; loads nothing when it is not. */
export async function startTelemetry(env: Record<string, string | undefined> = process.env): Promise<boolean> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return false;
  if (!shared.__shopTelemetry) {
    const { startOpenTelemetry } = await import("./telemetry-sdk");
    shared.__shopTelemetry = startOpenTelemetry(env);
  }
  return true;
}

/** Whether spans are being sent: the database wraps its client in spans only then. */
export function tracing(): boolean {
  return shared.__shopTelemetry !== undefined;
}

/** Adds one to a counter (nothing without a collector). */
export function count<Name extends keyof Counters>(name: Name, attributes: Counters[Name]): void {
  shared.__shopTelemetry?.count(name, attributes);
}

/** Runs `work` in a span when spans are being sent, else just runs it. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  const telemetry = shared.__shopTelemetry;
  return telemetry ? telemetry.inSpan(name, attributes, work) : work();
}
