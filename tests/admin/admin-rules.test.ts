import { describe, expect, it } from "vitest";
import { CsvSyntaxError, parseCsv, toCsv, unguardCell } from "@/lib/csv";
import { hashPassword, verifyPassword } from "@/lib/admin/password";
import { EMPTY_PRODUCT_TEXT, readProductText } from "@/lib/admin/product-form";
import { setupChecklist } from "@/lib/admin/dashboard";
import { staffConfig } from "@/lib/admin/staff-config";
import { readNotice } from "@/lib/admin/notices";

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe("staff passwords", () => {
  it("verifies the right password only, and refuses malformed hashes", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$0$8$1$c2FsdA==$aGFzaA==")).toBe(false);
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });
});

describe("staff sign-in settings", () => {
  it("runs a local shop on development defaults", async () => {
    const config = staffConfig(env({ NEXT_PUBLIC_SITE_URL: "http://localhost:3000" }));
    expect(config).toMatchObject({ username: "admin", usesDevelopmentPassword: true, problems: [] });
    expect(config.sessionSecret).not.toBeNull();
    expect(await verifyPassword("outlet-admin", config.passwordHash!)).toBe(true);
  });

  it("refuses the defaults for a deployed shop and short secrets anywhere", () => {
    const deployed = staffConfig(env({ NEXT_PUBLIC_SITE_URL: "https://shop.example.com" }));
    expect(deployed.passwordHash).toBeNull();
    expect(deployed.sessionSecret).toBeNull();
    expect(deployed.problems).toHaveLength(2);
    const short = staffConfig(env({ SESSION_SECRET: "too-short" }));
    expect(short.problems).toEqual(["SESSION_SECRET must be at least 32 characters long."]);
    expect(short.sessionSecret).toBeNull();
    const ready = staffConfig(
      env({
        NEXT_PUBLIC_SITE_URL: "https://shop.example.com",
        ADMIN_USERNAME: "manager",
        ADMIN_PASSWORD_HASH: "scrypt$16384$8$1$abc$def",
        SESSION_SECRET: "x".repeat(40),
      }),
    );
    expect(ready).toMatchObject({ username: "manager", problems: [], usesDevelopmentPassword: false });
  });

  it("lists what still stands at a placeholder until it is set", () => {
    const fresh = setupChecklist(env({})).map((item) => item.id);
    expect(fresh).toEqual(expect.arrayContaining(["site-url", "stripe", "resend", "google", "staff"]));
    const done = setupChecklist(
      env({
        NEXT_PUBLIC_SITE_URL: "https://shop.example.com",
        STRIPE_SECRET_KEY: "sk_live_x",
        RESEND_API_KEY: "re_x",
        GOOGLE_MAPS_API_KEY: "AIza",
        ADMIN_PASSWORD_HASH: "scrypt$...",
        SESSION_SECRET: "y".repeat(40),
      }),
    ).map((item) => item.id);
    expect(done.filter((id) => id !== "phone")).toEqual([]);
  });

  it("says only the fixed notices a link may ask for", () => {
    expect(readNotice("signed-in")?.text).toBe("Login successful");
    expect(readNotice("signed-out")?.text).toBe("Logged out successfully");
    expect(readNotice("<script>")).toBeNull();
    expect(readNotice("toString")).toBeNull();
  });
});

describe("CSV", () => {
  it("round-trips commas, quotes, line breaks and formula-looking cells", () => {
    const rows = [
      ["id", "name", "notes"],
      ["a-1", 'Fridge, 36" wide', "line one\nline two"],
      ["b-2", "=HYPERLINK(1)", "-5% off"],
    ];
    const text = toCsv(rows);
    expect(text).toContain("'=HYPERLINK(1)");
    expect(parseCsv(text).map((row) => row.map(unguardCell))).toEqual(rows);
    expect(parseCsv("\uFEFFa,b\r\n\r\n1,2\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(() => parseCsv('a,"unclosed\n1,2')).toThrow(CsvSyntaxError);
  });

  it("reads what spreadsheets write by hand: doubled quotes, text after a closing quote, empty cells", () => {
    expect(parseCsv('"a""b",c\n""x,"",\n"say ""hi""\r\nthere"\r\nlast')).toEqual([
      ['a"b', "c"],
      ["x", "", ""],
      ['say "hi"\r\nthere'],
      ["last"],
    ]);
  });

  it("keeps a long cell whole", () => {
    const description = "Scratch on the left side; works perfectly. ".repeat(500);
    expect(parseCsv(`id,description\n1,${description}\n2,"${description}"`)).toEqual([
      ["id", "description"],
      ["1", description],
      ["2", description],
    ]);
  });

  it("stops reading at maxRows, so a caller can refuse a huge file without holding all of it", () => {
    expect(parseCsv("h\n1\n2\n3\n", { maxRows: 2 })).toEqual([["h"], ["1"]]);
    // What lies past the limit is never read, not even an unclosed quote.
    expect(parseCsv('h\n1\n"unclosed', { maxRows: 2 })).toEqual([["h"], ["1"]]);
    expect(parseCsv("h\n1\n", { maxRows: 5 })).toEqual([["h"], ["1"]]);
  });
});

describe("the product form", () => {
  const valid = {
    ...EMPTY_PRODUCT_TEXT,
    id: "Test-Washer-1",
    name: "Test Washer",
    brand: "LG",
    subcategory: "Washer - Front Load",
    modelNumber: "WM1000",
    price: "$1,099.99",
    salePrice: "899",
    stockQuantity: "3",
    conditionNote: "Small dent on the left side",
    description: "A washer.",
    features: "Steam\n\n  Quiet  ",
    specifications: "Capacity: 4.5 cu. ft.\nColour: White",
    competitorPrices: "Home Depot | 1299.00 | 2026-11-01",
    images: "/products/washer-front-load/white-front.svg",
  };

  it("reads typed text into a product row with its category from the type", () => {
    const read = readProductText(valid);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.row).toMatchObject({
      id: "test-washer-1",
      category: "washer",
      priceCents: 109999,
      salePriceCents: 89900,
      stockQuantity: 3,
      features: ["Steam", "Quiet"],
      specifications: [
        { name: "Capacity", value: "4.5 cu. ft." },
        { name: "Colour", value: "White" },
      ],
      competitorPrices: [{ name: "Home Depot", priceCents: 129900, lastUpdated: "2026-11-01" }],
    });
  });

  it("names every problem by its field", () => {
    const read = readProductText({
      ...valid,
      id: "bad id!",
      name: " ",
      subcategory: "Toaster",
      price: "cheap",
      salePrice: "2000",
      stockQuantity: "-1",
      specifications: "no colon here",
      competitorPrices: "Lowe's | lots | yesterday",
      images: "javascript:alert(1)",
      rating: "7",
      gtin: "12",
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors).sort()).toEqual(
      [
        "competitorPrices",
        "gtin",
        "id",
        "images",
        "name",
        "price",
        "rating",
        "specifications",
        "stockQuantity",
        "subcategory",
      ].sort(),
    );
    expect(read.errors.name).toBe("Name is required");
    const sale = readProductText({ ...valid, salePrice: "1200" });
    expect(sale.ok ? null : sale.errors.salePrice).toBe("Sale price must be below the price");
  });
});
