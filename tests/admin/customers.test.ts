import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { contactMessages, orders, type Product } from "@/db/schema";
import {
  customerHref,
  customerKey,
  customerListHref,
  emailOfCustomerKey,
  getCustomer,
  listCustomers,
  readCustomerFilters,
  type CustomerFilters,
} from "@/lib/admin/customers";
import { moveOrder } from "@/lib/admin/orders";
import { describeEachDatabase } from "../helpers/database";
import { deliveryBody, item, pickupBody, placePaidOrder, postCheckout, stockedProduct } from "../helpers/checkout";

const ALL: CustomerFilters = { search: "", sort: "last-order", page: 1 };

it("reads the list's address forgivingly and writes it back", () => {
  expect(readCustomerFilters({ search: "  Dana ", sort: "spent", page: "2" })).toEqual({
    search: "Dana",
    sort: "spent",
    page: 2,
  });
  expect(readCustomerFilters({ sort: "shoe-size", page: "-3" })).toEqual(ALL);
  expect(customerListHref(ALL)).toBe("/admin/customers");
  expect(customerListHref({ search: "614 555", sort: "name", page: 1 }, 3)).toBe(
    "/admin/customers?search=614+555&sort=name&page=3",
  );
});

it("keys a customer by their e-mail in any case, and reads back only keys it made", () => {
  expect(customerKey(" Dana.Smith+1@Example.com ")).toBe(customerKey("dana.smith+1@example.com"));
  expect(customerHref("Dana@Example.com")).toMatch(/^\/admin\/customers\/[A-Za-z0-9_-]+$/);
  expect(emailOfCustomerKey(customerKey("Dana@Example.com"))).toBe("dana@example.com");
  expect(emailOfCustomerKey("not a key")).toBeNull();
  expect(emailOfCustomerKey(Buffer.from("no-at-sign").toString("base64url"))).toBeNull();
  expect(emailOfCustomerKey(Buffer.from("Upper@Example.com").toString("base64url"))).toBeNull();
});

describeEachDatabase("customers", (context) => {
  let product: Product;
  beforeEach(async () => {
    product = await stockedProduct(context.db, 20);
  });

  const setCreated = (id: string, at: string) =>
    context.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.id, id));

  it("groups orders by e-mail whatever its case, with the latest name and phone, and spends net of refunds", async () => {
    const first = await placePaidOrder(
      context.db,
      deliveryBody([item(product.id)], {
        customer_email: "Dana.Customer@Example.com",
        customer_name: "Dana Smith",
        customer_phone: "614-555-0123",
      }),
    );
    const second = await placePaidOrder(
      context.db,
      pickupBody([item(product.id, 2)], { customer_email: "dana.customer@example.COM", customer_name: "Dana S." }),
    );
    const refunded = await placePaidOrder(
      context.db,
      pickupBody([item(product.id)], { customer_email: "DANA.customer@example.com", customer_name: "Dana" }),
    );
    // A partly refunded order counts what was kept; a cancelled and refunded one nothing.
    await context.db
      .update(orders)
      .set({ refundedCents: 5000, refundedAt: new Date() })
      .where(eq(orders.id, second.id));
    await moveOrder(context.db, refunded.id, "cancelled", { staffName: "sam" });
    // An order never paid counts as an order, but not as money spent.
    const unpaid = await postCheckout(
      pickupBody([item(product.id)], { customer_email: "dana.customer@example.com", customer_name: "Dana C." }),
    );
    expect(unpaid.status).toBe(200);
    const other = await placePaidOrder(
      context.db,
      pickupBody([item(product.id)], { customer_email: "lee@example.com", customer_name: "Lee Other" }),
    );
    await setCreated(first.id, "2026-01-05T15:00:00Z");
    await setCreated(second.id, "2026-02-05T15:00:00Z");
    await setCreated(refunded.id, "2026-03-05T15:00:00Z");
    await setCreated(other.id, "2026-01-01T15:00:00Z");

    const list = await listCustomers(context.db, ALL);
    expect(list.total).toBe(2);
    const dana = list.rows.find((row) => row.email === "dana.customer@example.com")!;
    expect(dana).toMatchObject({
      // The latest order gives the name; the phone comes from the only order that had one.
      name: "Dana C.",
      phone: "+16145550123",
      orderCount: 4,
      spentCents: first.totalCents + second.totalCents - 5000,
    });
    // The unpaid order placed just now is their last order.
    expect(list.rows[0]!.email).toBe("dana.customer@example.com");
    expect(dana.lastOrderAt.getTime()).toBeGreaterThan(new Date("2026-03-05T15:00:00Z").getTime());

    const customer = (await getCustomer(context.db, "DANA.CUSTOMER@example.com"))!;
    expect(customer).toMatchObject({ email: "dana.customer@example.com", name: "Dana C.", phone: "+16145550123" });
    expect(customer.spentCents).toBe(dana.spentCents);
    expect(customer.orders.map((order) => order.id).slice(1)).toEqual([refunded.id, second.id, first.id]);
    // Their confirmation e-mails, addressed in whatever case they typed.
    expect(customer.emails.filter((email) => email.kind === "order_confirmation")).toHaveLength(3);
  });

  it("finds customers by name, e-mail or phone typed in any common form, and by an older order's details", async () => {
    await placePaidOrder(
      context.db,
      deliveryBody([item(product.id)], {
        customer_email: "robin@search.example.com",
        customer_name: "Robin Fields",
        customer_phone: "(614) 555-0199",
      }),
    );
    await placePaidOrder(
      context.db,
      pickupBody([item(product.id)], {
        customer_email: "Robin@Search.Example.com",
        customer_name: "Robin Married-Name",
      }),
    );
    await placePaidOrder(
      context.db,
      deliveryBody([item(product.id)], { customer_email: "kim@search.example.com", customer_name: "Kim Park" }),
    );
    const emails = async (search: string) =>
      (await listCustomers(context.db, { ...ALL, search })).rows.map((row) => row.email).sort();
    for (const typed of ["614-555-0199", "6145550199", "+1 614 555 0199", "1 (614) 555-0199", "614.555.0199", "0199"]) {
      expect(await emails(typed)).toEqual(["robin@search.example.com"]);
    }
    expect(await emails("fields")).toEqual(["robin@search.example.com"]);
    expect(await emails("KIM@")).toEqual(["kim@search.example.com"]);
    expect(await emails("search.example.com")).toEqual(["kim@search.example.com", "robin@search.example.com"]);
    expect(await emails("100%")).toEqual([]);
    const found = await listCustomers(context.db, { ...ALL, search: "Fields" });
    // Found by an older order's name, shown with the latest one and every order counted.
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({ name: "Robin Married-Name", orderCount: 2 });
  });

  it("sorts by last order, amount spent or name, a page at a time", async () => {
    const placed = [];
    for (const [name, quantity] of [
      ["Casey", 1],
      ["ava", 3],
      ["Blake", 2],
    ] as const) {
      placed.push(
        await placePaidOrder(
          context.db,
          pickupBody([item(product.id, quantity)], { customer_email: `${name}@sort.example.com`, customer_name: name }),
        ),
      );
    }
    await setCreated(placed[0]!.id, "2026-03-01T15:00:00Z");
    await setCreated(placed[1]!.id, "2026-01-01T15:00:00Z");
    await setCreated(placed[2]!.id, "2026-02-01T15:00:00Z");
    const names = async (sort: CustomerFilters["sort"]) =>
      (await listCustomers(context.db, { ...ALL, search: "sort.example", sort })).rows.map((row) => row.name);
    expect(await names("last-order")).toEqual(["Casey", "Blake", "ava"]);
    expect(await names("spent")).toEqual(["ava", "Blake", "Casey"]);
    expect(await names("name")).toEqual(["ava", "Blake", "Casey"]);
    const beyond = await listCustomers(context.db, { ...ALL, search: "sort.example", page: 9 });
    expect(beyond).toMatchObject({ page: 1, pageCount: 1, total: 3 });
  });

  it("shows a customer's contact messages, and opens the page of someone who only wrote", async () => {
    await context.db.insert(contactMessages).values([
      { name: "Jo Writer", email: "Jo@Example.com", phone: "614 555 0111", category: "general", message: "Hi" },
      { name: "Jo Writer", email: "jo@example.com", category: "delivery", message: "When?" },
    ]);
    const jo = (await getCustomer(context.db, "jo@example.com"))!;
    expect(jo).toMatchObject({ name: "Jo Writer", phone: "614 555 0111", orders: [], spentCents: 0 });
    expect(jo.messages.map((message) => message.message)).toEqual(["When?", "Hi"]);
    // Not listed: the list is of people who ordered.
    expect((await listCustomers(context.db, { ...ALL, search: "jo@" })).total).toBe(0);
    expect(await getCustomer(context.db, "nobody@example.com")).toBeNull();
  });
});
