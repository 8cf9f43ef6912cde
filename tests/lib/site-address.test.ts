import { describe, expect, it } from "vitest";
import { isLocalSite, siteUrl } from "@/lib/site-address";
import { testPaymentsAllowed } from "@/lib/payments/test-mode";

describe("the site address", () => {
  it("is read when the server runs: SITE_URL first, then the build's address, then localhost", () => {
    expect(
      siteUrl({
        SITE_URL: "https://shop.example.com/",
        NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
      } as NodeJS.ProcessEnv),
    ).toBe("https://shop.example.com");
    expect(siteUrl({ NEXT_PUBLIC_SITE_URL: "https://build.example.com" } as NodeJS.ProcessEnv)).toBe(
      "https://build.example.com",
    );
    expect(siteUrl({ SITE_URL: "  " } as NodeJS.ProcessEnv)).toBe(
      process.env.NEXT_PUBLIC_SITE_URL?.replace(/\/+$/, "") || "http://localhost:3000",
    );
  });

  it("a deployed SITE_URL turns the test payment page off", () => {
    const deployed = {
      NODE_ENV: "production",
      SITE_URL: "https://shop.example.com",
      NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
    };
    expect(testPaymentsAllowed(deployed as NodeJS.ProcessEnv)).toBe(false);
    expect(isLocalSite(siteUrl(deployed as NodeJS.ProcessEnv))).toBe(false);
  });
});
