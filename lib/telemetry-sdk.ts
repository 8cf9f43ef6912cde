// The OpenTelemetry SDK, started by lib/telemetry.ts only when a collector is set: traces and
// metrics over OTLP to OTEL_EXPORTER_OTLP_ENDPOINT, as the standard OTEL_* variables configure
// them (OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER,
// OTEL_METRIC_EXPORT_INTERVAL...). Registering its tracer is what makes Next send its own spans.
import { metrics, SpanKind, SpanStatusCode, trace, type Counter } from "@opentelemetry/api";
import { NodeSDK, resources } from "@opentelemetry/sdk-node";
import type { Attributes, Telemetry } from "./telemetry";

/** The service's name in the collector when OTEL_SERVICE_NAME does not give one. */
const SERVICE_NAME = "appliance-shop";

/** An error as a span's error.type: its code (a Postgres SQLSTATE...) or its kind, never its message. */
function errorType(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") return code;
  return error instanceof Error ? error.name : typeof error;
}

export function startOpenTelemetry(env: Record<string, string | undefined>): Telemetry {
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || SERVICE_NAME,
    // The same server id as the request log's lines (scripts/serve.mjs sets it).
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes(env.SERVER_ID ? { "service.instance.id": env.SERVER_ID } : {})),
  });
  sdk.start();
  const meter = metrics.getMeter("shop");
  const tracer = trace.getTracer("shop");
  const counters = new Map<string, Counter>();
  return {
    count(name, attributes) {
      let counter = counters.get(name);
      if (!counter) counters.set(name, (counter = meter.createCounter(name)));
      counter.add(1, attributes);
    },
    inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>) {
      return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
        try {
          return await work();
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.setAttribute("error.type", errorType(error));
          throw error;
        } finally {
          span.end();
        }
      });
    },
    shutdown: () => sdk.shutdown(),
  };
}
