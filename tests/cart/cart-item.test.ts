import { describe, expect, it } from "vitest";
import {
  addToItems,
  cartWarranty,
  isPurchasable,
  mergeItems,
  refreshItems,
  removeFromItems,
  setItemQuantity,
  setItemWarranty,
  type CartProduct,
} from "@/lib/cart/cart-item";
import { cartCount, parseCart } from "@/lib/cart/stored-cart";

function product(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: "lg-wm4000hwa",
    name: "LG Front Load Washer",
    priceCents: 129999,
    salePriceCents: 77999,
    image: "/products/washer-front-load/white-front.svg",
    brand: "LG",
    subcategory: "Washer - Front Load",
    description: "A washer",
    rating: 4.6,
    stockQuantity: 3,
    modelNumber: "WM4000HWA",
    images: [],
    features: [],
    ...overrides,
  };
}

describe("cart items", () => {
  it("adds a new product with the recommended 2-year warranty", () => {
    const { items, added } = addToItems([], product(), 1);
    expect(added).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]!.warranty).toEqual({ id: "2year", priceCents: 8000, years: 2, label: "2-Year Protection" });
  });

  it("increases the quantity of a product already in the cart, up to its stock", () => {
    let { items } = addToItems([], product(), 2);
    const second = addToItems(items, product(), 5);
    items = second.items;
    expect(second.added).toBe(1);
    expect(items[0]!.quantity).toBe(3);
    expect(addToItems(items, product(), 1).added).toBe(0);
  });

  it("adds nothing for an out-of-stock product", () => {
    expect(addToItems([], product({ stockQuantity: 0 }), 1)).toEqual({ items: [], added: 0 });
  });

  it("keeps quantities between 1 and the stock", () => {
    const { items } = addToItems([], product(), 1);
    expect(setItemQuantity(items, "lg-wm4000hwa", 0)[0]!.quantity).toBe(1);
    expect(setItemQuantity(items, "lg-wm4000hwa", 99)[0]!.quantity).toBe(3);
    expect(setItemQuantity(items, "lg-wm4000hwa", 2.7)[0]!.quantity).toBe(2);
  });

  it("prices warranties by the unit's sale price tier and removes them for none", () => {
    const expensive = product({ priceCents: 249999, salePriceCents: 150001 });
    expect(cartWarranty("5year", expensive)?.priceCents).toBe(25000);
    expect(cartWarranty("5year", product({ priceCents: 249999, salePriceCents: 150000 }))?.priceCents).toBe(20000);
    const { items } = addToItems([], expensive, 1);
    expect(setItemWarranty(items, expensive.id, "none")[0]!.warranty).toBeUndefined();
    expect(setItemWarranty(items, expensive.id, "3year")[0]!.warranty?.priceCents).toBe(15000);
  });

  it("removes one line and counts units", () => {
    const first = addToItems([], product(), 2).items;
    const both = addToItems(first, product({ id: "other" }), 1).items;
    expect(cartCount(both)).toBe(3);
    expect(removeFromItems(both, "other").map((item) => item.product.id)).toEqual(["lg-wm4000hwa"]);
  });

  it("reads only valid stored items and survives garbage", () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart("not json")).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    const valid = addToItems([], product(), 1).items[0];
    const stored = JSON.stringify([valid, { product: { id: 5 }, quantity: 1 }, { ...valid, quantity: -2 }, valid]);
    expect(parseCart(stored)).toEqual([valid]);
  });

  it("takes fresh prices and stock from the server, re-pricing warranties and shrinking quantities", () => {
    const { items } = addToItems([], product(), 3);
    expect(refreshItems(items, [product()])).toBe(items);
    const fresher = refreshItems(items, [product({ priceCents: 249999, salePriceCents: 159999, stockQuantity: 2 })]);
    expect(fresher[0]).toMatchObject({ quantity: 2, warranty: { id: "2year", priceCents: 10000 } });
    const soldOut = refreshItems(items, [product({ stockQuantity: 0 })]);
    expect(soldOut[0]!.quantity).toBe(1);
    expect(isPurchasable(soldOut[0]!)).toBe(false);
    expect(refreshItems(items, [])).toBe(items);
  });
});

describe("reading stored cart lines", () => {
  const valid = {
    product: {
      id: "x",
      name: "X",
      priceCents: 10000,
      salePriceCents: null,
      image: "/i.svg",
      brand: "LG",
      subcategory: "Dryer - Gas",
      description: "",
      rating: 4,
      stockQuantity: 2,
      modelNumber: "M",
      images: [],
      features: [],
    },
    quantity: 1,
  };

  it("keeps only known fields", () => {
    const stored = JSON.stringify([{ ...valid, extra: true, product: { ...valid.product, injected: "<b>" } }]);
    expect(parseCart(stored)).toEqual([valid]);
  });

  it("drops a line with a bad warranty, quantity or price", () => {
    expect(
      parseCart(JSON.stringify([{ ...valid, warranty: { id: "9year", priceCents: 100, years: 9, label: "x" } }])),
    ).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...valid, quantity: 0 }]))).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...valid, product: { ...valid.product, priceCents: -500 } }]))).toEqual([]);
  });

  it("drops a line whose price is not a whole number of cents", () => {
    expect(parseCart(JSON.stringify([{ ...valid, product: { ...valid.product, priceCents: 99.5 } }]))).toEqual([]);
  });

  // How carts were stored before prices were kept in cents: dollars, snake_case, the subtype as
  // "category", the stock twice and the warranty's years as "duration".
  const storedInDollars = {
    product: {
      id: "lg-wm4000hwa",
      name: "LG Front Load Washer",
      price: 1299.99,
      sale_price: 779.99,
      image: "/products/washer-front-load/white-front.svg",
      brand: "LG",
      category: "Washer - Front Load",
      description: "A washer",
      rating: 4.6,
      stock: 3,
      stock_quantity: 3,
      model_number: "WM4000HWA",
      images: [],
      features: [],
    },
    quantity: 2,
    warranty: { id: "3year", price: 120, duration: 3, label: "3-Year Protection" },
  };

  it("reads a cart stored in dollars into cents and today's names", () => {
    expect(parseCart(JSON.stringify([storedInDollars, { ...storedInDollars, warranty: undefined }]))).toEqual([
      {
        product: product(),
        quantity: 2,
        warranty: { id: "3year", priceCents: 12000, years: 3, label: "3-Year Protection" },
      },
    ]);
    const noSale = { ...storedInDollars, product: { ...storedInDollars.product, sale_price: null, price: 0.1 } };
    expect(parseCart(JSON.stringify([noSale]))[0]!.product).toMatchObject({ priceCents: 10, salePriceCents: null });
  });

  it("prices, counts and refreshes a cart read from dollars like one stored in cents", () => {
    const [migrated] = parseCart(JSON.stringify([storedInDollars]));
    expect(isPurchasable(migrated!)).toBe(true);
    expect(refreshItems([migrated!], [product()])[0]).toEqual(migrated);
    expect(parseCart(JSON.stringify([migrated]))).toEqual([migrated]);
  });

  it("still drops a dollar-shaped line with a bad price or stock", () => {
    const bad = (change: Record<string, unknown>) =>
      parseCart(JSON.stringify([{ ...storedInDollars, product: { ...storedInDollars.product, ...change } }]));
    expect(bad({ price: -5 })).toEqual([]);
    expect(bad({ price: "12.00" })).toEqual([]);
    expect(bad({ stock_quantity: 1.5 })).toEqual([]);
    expect(bad({ model_number: undefined })).toEqual([]);
  });
});

describe("a shared link merged into the cart", () => {
  it("keeps what the cart had, raises a shared product to the larger quantity and adds the rest", () => {
    const washer = product();
    const dryer = product({ id: "lg-dlex4000w", name: "LG Dryer" });
    const range = product({ id: "ge-range", name: "GE Range" });
    const cart = addToItems(addToItems([], washer, 1).items, range, 2).items;
    const link = addToItems(addToItems([], washer, 2).items, dryer, 1).items;
    const merged = mergeItems(cart, link);
    expect(merged.items.map((item) => [item.product.id, item.quantity])).toEqual([
      ["lg-wm4000hwa", 2],
      ["ge-range", 2],
      ["lg-dlex4000w", 1],
    ]);
    expect(merged.kept).toBe(1);
    expect(merged.raised).toEqual(["LG Front Load Washer"]);
    expect(mergeItems(link, cart.slice(0, 1)).raised).toEqual([]);
  });
});
