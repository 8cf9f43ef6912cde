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
    ...overrides,
  };
}

describe("cart items", () => {
  it("adds a new product with the recommended 2-year warranty", () => {
    const { items, added } = addToItems([], product(), 1);
    expect(added).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]!.warranty).toEqual({ id: "2year", price: 80, duration: 2, label: "2-Year Protection" });
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
    expect(addToItems([], product({ stock: 0, stock_quantity: 0 }), 1)).toEqual({ items: [], added: 0 });
  });

  it("keeps quantities between 1 and the stock", () => {
    const { items } = addToItems([], product(), 1);
    expect(setItemQuantity(items, "lg-wm4000hwa", 0)[0]!.quantity).toBe(1);
    expect(setItemQuantity(items, "lg-wm4000hwa", 99)[0]!.quantity).toBe(3);
    expect(setItemQuantity(items, "lg-wm4000hwa", 2.7)[0]!.quantity).toBe(2);
  });

  it("prices warranties by the unit's sale price tier and removes them for none", () => {
    const expensive = product({ price: 2499.99, sale_price: 1500.01 });
    expect(cartWarranty("5year", expensive)?.price).toBe(250);
    expect(cartWarranty("5year", product({ price: 2499.99, sale_price: 1500 }))?.price).toBe(200);
    const { items } = addToItems([], expensive, 1);
    expect(setItemWarranty(items, expensive.id, "none")[0]!.warranty).toBeUndefined();
    expect(setItemWarranty(items, expensive.id, "3year")[0]!.warranty?.price).toBe(150);
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
    const fresher = refreshItems(items, [
      product({ price: 2499.99, sale_price: 1599.99, stock: 2, stock_quantity: 2 }),
    ]);
    expect(fresher[0]).toMatchObject({ quantity: 2, warranty: { id: "2year", price: 100 } });
    const soldOut = refreshItems(items, [product({ stock: 0, stock_quantity: 0 })]);
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
      price: 100,
      sale_price: null,
      image: "/i.svg",
      brand: "LG",
      category: "Dryer - Gas",
      description: "",
      rating: 4,
      stock: 2,
      stock_quantity: 2,
      model_number: "M",
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
      parseCart(JSON.stringify([{ ...valid, warranty: { id: "9year", price: 1, duration: 9, label: "x" } }])),
    ).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...valid, quantity: 0 }]))).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...valid, product: { ...valid.product, price: -5 } }]))).toEqual([]);
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
