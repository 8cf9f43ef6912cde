import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as placeRoute } from "@/app/api/delivery/place/route";
import { POST as quoteRoute } from "@/app/api/delivery/quote/route";
import { GET as zipRoute } from "@/app/api/delivery/zip/route";
import { describeEachDatabase } from "@/tests/helpers/database";
import { call } from "@/tests/helpers/checkout";
import { ABROAD, startFakeGoogle, type FakeGoogle } from "@/tests/helpers/fake-google";

async function get(route: (request: NextRequest) => Response | Promise<Response>, url: string) {
  const response = await route(new NextRequest(`http://shop.test${url}`));
  return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
}

describe("GET /api/delivery/zip", () => {
  it("fills city and state for an Ohio ZIP", async () => {
    expect(await get(zipRoute, "/api/delivery/zip?code=43068")).toEqual({
      status: 200,
      body: { success: true, found: true, city: "Reynoldsburg", state: "OH", po_box_only: false },
      cache: "public, max-age=86400",
    });
  });

  it("answers a ZIP it does not know as a lookup that found nothing, not a failed request", async () => {
    expect(await get(zipRoute, "/api/delivery/zip?code=43999")).toEqual({
      status: 200,
      body: { success: true, found: false, message: "We don't know this ZIP code in Ohio" },
      cache: "public, max-age=86400",
    });
  });

  it("refuses a code that is not five digits, which the form never asks about", async () => {
    expect(await get(zipRoute, "/api/delivery/zip?code=4306")).toMatchObject({
      status: 400,
      body: { success: false, error: "Please enter a 5-digit ZIP code" },
    });
  });
});

describe("GET /api/delivery/place", () => {
  let fake: FakeGoogle;
  beforeAll(async () => {
    fake = await startFakeGoogle();
  });
  afterAll(() => fake.close());
  afterEach(() => vi.unstubAllEnvs());

  it("answers a place without a US address as found: false, and refuses without a maps key", async () => {
    expect(await get(placeRoute, "/api/delivery/place?id=place-abc")).toMatchObject({ status: 404 });
    vi.stubEnv("GOOGLE_MAPS_API_KEY", "new-key");
    vi.stubEnv("GOOGLE_MAPS_BASE_URL", fake.url);
    expect((await get(placeRoute, "/api/delivery/place?id=place-abc")).body).toMatchObject({
      success: true,
      found: true,
      address: { line1: "1480 Brice Rd", city: "Reynoldsburg", postal_code: "43068" },
    });
    expect(await get(placeRoute, `/api/delivery/place?id=${ABROAD.id}`)).toMatchObject({
      status: 200,
      body: { success: true, found: false, message: "We could not find that address: please type it in" },
    });
    expect(await get(placeRoute, "/api/delivery/place?id=not%20an%20id")).toMatchObject({ status: 400 });
  });
});

describeEachDatabase("POST /api/delivery/quote", () => {
  const quote = (body: unknown, client: string) =>
    call(quoteRoute, "/api/delivery/quote", body, { "x-forwarded-for": client });

  it("answers every quote, a refusal included, with 200 and the message to show", async () => {
    const unknown = await quote(
      { line1: "12 Main St", city: "Columbus", state: "OH", postal_code: "43999" },
      "10.3.0.1",
    );
    expect(unknown).toEqual({
      status: 200,
      body: {
        success: true,
        quote: {
          kind: "unknown_zip",
          zip: "43999",
          message:
            "ZIP code 43999 is not an Ohio ZIP code: please check it. We deliver within 60 miles of our showroom.",
        },
      },
    });
    const far = await quote({ line1: "1 Public Sq", city: "Cleveland", state: "OH", postal_code: "44114" }, "10.3.0.1");
    expect(far).toMatchObject({ status: 200, body: { success: true, quote: { kind: "refused" } } });
  });

  it("refuses with 400 an address the dialog's own checks never let through", async () => {
    expect(await quote({ line1: "", city: "Columbus", postal_code: "43215" }, "10.3.0.2")).toMatchObject({
      status: 400,
      body: { success: false, error: "Address is required", field: "line1" },
    });
  });
});
