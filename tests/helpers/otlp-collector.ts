// A stand-in for an OpenTelemetry collector, for the telemetry tests and e2e: an HTTP server on a
// free local port that keeps every OTLP/HTTP JSON export posted to it, and reads them back as
// spans and counter points with their attributes as plain records.
import http from "node:http";
import type { AddressInfo } from "node:net";

/** An OTLP attribute list, as the JSON protocol sends it. */
type OtlpAttributes = { key: string; value: { stringValue?: string; intValue?: string | number } }[];

interface Export {
  resourceSpans?: {
    resource: { attributes: OtlpAttributes };
    scopeSpans: {
      spans: {
        name: string;
        spanId: string;
        parentSpanId?: string;
        attributes?: OtlpAttributes;
        status?: { code?: number };
      }[];
    }[];
  }[];
  resourceMetrics?: {
    scopeMetrics: {
      metrics: { name: string; sum?: { dataPoints: { attributes?: OtlpAttributes; asInt?: string | number }[] } }[];
    }[];
  }[];
}

export type Attributes = Record<string, string | number | undefined>;

export interface ReceivedSpan {
  name: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Attributes;
  /** 2 for an error. */
  status?: number;
  /** Its resource's attributes: service.name, service.instance.id... */
  resource: Attributes;
}

function attributesOf(list: OtlpAttributes | undefined): Attributes {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, value.stringValue ?? value.intValue]));
}

export async function fakeCollector() {
  const received: { path: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const exports = (path: string) =>
    received.filter((post) => post.path === path).map((post) => JSON.parse(post.body) as Export);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Everything posted, as sent. */
    text: () => received.map((post) => post.body).join("\n"),
    spans: (): ReceivedSpan[] =>
      exports("/v1/traces").flatMap((body) =>
        body.resourceSpans!.flatMap((resource) =>
          resource.scopeSpans.flatMap((scope) =>
            scope.spans.map((span) => ({
              name: span.name,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId,
              attributes: attributesOf(span.attributes),
              status: span.status?.code,
              resource: attributesOf(resource.resource.attributes),
            })),
          ),
        ),
      ),
    /** Each counter's points, by name: their attributes and value. */
    counters: (): Map<string, Attributes[]> => {
      const counted = new Map<string, Attributes[]>();
      for (const body of exports("/v1/metrics")) {
        for (const resource of body.resourceMetrics!) {
          for (const metric of resource.scopeMetrics.flatMap((scope) => scope.metrics)) {
            const points = (metric.sum?.dataPoints ?? []).map((point) => ({
              ...attributesOf(point.attributes),
              value: Number(point.asInt),
            }));
            counted.set(metric.name, [...(counted.get(metric.name) ?? []), ...points]);
          }
        }
      }
      return counted;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
