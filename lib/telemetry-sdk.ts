// The OpenTelemetry SDK, started by lib/telemetry.ts only when a collector is set: traces and
// metrics as OTLP over HTTP (JSON bodies, the collector's port 4318) to OTEL_EXPORTER_OTLP_ENDPOINT,
// with the standard OTEL_* settings for the rest (OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME,
// OTEL_TRACES_SAMPLER, OTEL_METRIC_EXPORT_INTERVAL...). Registering its tracer is what makes Next
// send its own spans; the addresses in them go out without their query string, which may hold
// what a shopper typed or a service's key.
import { metrics as metricsApi, SpanKind, SpanStatusCode, trace, type Counter } from "@opentelemetry/api";
import { OTLPMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { metrics, NodeSDK, resources, type tracing } from "@opentelemetry/sdk-node";
import type { Attributes, Telemetry } from "./telemetry";

/** The service's name in the collector when OTEL_SERVICE_NAME does not give one. */
const SERVICE_NAME = "appliance-shop";

/** Where Next's spans name an address: the one asked of us, and one our code fetched. */
const ADDRESS_ATTRIBUTES = ["http.target", "http.url"];

/** An error as a span's error.type: its code (a Postgres SQLSTATE...) or its kind, never its message. */
function errorType(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") return code;
  return error instanceof Error ? error.name : typeof error;
}

/** The OTLP exporter of spans, each sent with its address's path only. */
function pathOnlyExporter(exporter: tracing.SpanExporter): tracing.SpanExporter {
  return {
    export(spans, done) {
      for (const span of spans) {
        for (const name of ADDRESS_ATTRIBUTES) {
          const value = span.attributes[name];
          if (typeof value === "string" && value.includes("?")) span.attributes[name] = value.split("?")[0];
        }
      }
      exporter.export(spans, done);
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

export function startOpenTelemetry(env: Record<string, string | undefined>): Telemetry {
  const interval = Number(env.OTEL_METRIC_EXPORT_INTERVAL) || 60_000;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || SERVICE_NAME,
    // The same server id as the request log's lines (scripts/serve.mjs sets it).
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes(env.SERVER_ID ? { "service.instance.id": env.SERVER_ID } : {})),
    traceExporter: pathOnlyExporter(new OTLPTraceExporter()),
    metricReaders: [
      new metrics.PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter(),
        exportIntervalMillis: interval,
        exportTimeoutMillis: Math.min(interval, 30_000),
      }),
    ],
    // The shop writes its log lines to the console (scripts/request-log.mjs), not to OpenTelemetry.
    logRecordProcessors: [],
  });
  sdk.start();
  const meter = metricsApi.getMeter("shop");
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
