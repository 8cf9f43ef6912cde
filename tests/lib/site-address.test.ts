import { describe, expect, it } from "vitest";
import { isLocalSite, siteUrl } from "@/lib/site-address";
import { testPaymentsAllowed } from "@/lib/payments/test-mode";

/** An environment with only the given variables. */
function env(values: Record<string, string>): NodeJS.ProcessEnv {
  return values as unknown as NodeJS.ProcessEnv;
}

describe("the site address", () => {
  it("is read when the server runs: SITE_URL first, then the build's address, then localhost", () => {
    expect(
      siteUrl(
        env({
          SITE_URL: "https://shop.example.com/",
          NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
        }),
      ),
    ).toBe("https://shop.example.com");
    expect(siteUrl(env({ NEXT_PUBLIC_SITE_URL: "https://build.example.com" }))).toBe("https://build.example.com");
    expect(siteUrl(env({ SITE_URL: "  " }))).toBe(
      process.env.NEXT_PUBLIC_SITE_URL?.replace(/\/+$/, "") || "http://localhost:3000",
    );
  });

  it("a deployed SITE_URL turns the test payment page off", () => {
    const deployed = {
      NODE_ENV: "production",
      SITE_URL: "https://shop.example.com",
      NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
    };
    expect(testPaymentsAllowed(env(deployed))).toBe(false);
    expect(isLocalSite(siteUrl(env(deployed)))).toBe(false);
  });
});
