// Customers for staff: the people who ordered, one per e-mail address whatever its case, with the
// name and phone of their latest order that had them, how many orders they placed, what they spent
// (paid orders, less what was refunded) and when they last ordered; searched by name, e-mail or
// phone and sorted by last order, amount spent or name, in one grouped query a page at a time.
// A customer's page gathers all their orders, their contact-form messages and the e-mails the shop
// sent them. Someone who only wrote through the contact form is not listed (the inbox holds them),
// but their page opens from their message all the same.
import "server-only";
import { asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  contactMessages,
  emailMessages,
  orders,
  type ContactMessage,
  type EmailMessage,
  type Order,
} from "@/db/schema";
import { readPage, readPageNumber, type Paged } from "./paging";
import { phoneSearchDigits } from "./orders";

export const CUSTOMER_SORTS = {
  "last-order": "Last order",
  spent: "Total spent",
  name: "Name",
} as const;

export type CustomerSort = keyof typeof CUSTOMER_SORTS;

export interface CustomerFilters {
  search: string;
  sort: CustomerSort;
  page: number;
}

/** Forgiving reading of the list's URL: an unknown sort is the default, newest order first. */
export function readCustomerFilters(params: Record<string, string | string[] | undefined>): CustomerFilters {
  const one = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  };
  const sort = one("sort");
  return {
    search: one("search").slice(0, 100),
    sort: Object.hasOwn(CUSTOMER_SORTS, sort) ? (sort as CustomerSort) : "last-order",
    page: readPageNumber(params.page),
  };
}

/** The list's address for `filters` at `page`. */
export function customerListHref(filters: CustomerFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.search) query.set("search", filters.search);
  if (filters.sort !== "last-order") query.set("sort", filters.sort);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/admin/customers?${text}` : "/admin/customers";
}

/**
 * The customer's key in their page's address: their e-mail, lower case, in base64url. It keeps the
 * address readable by no one glancing at a URL (it is not a secret: the page is for staff only).
 */
export function customerKey(email: string): string {
  return Buffer.from(email.trim().toLowerCase(), "utf8").toString("base64url");
}

export function customerHref(email: string): string {
  return `/admin/customers/${customerKey(email)}`;
}

/** The e-mail address a key stands for, or null for a key that is not one. */
export function emailOfCustomerKey(key: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(key)) return null;
  const email = Buffer.from(key, "base64url").toString("utf8");
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) && customerKey(email) === key ? email : null;
}

export interface CustomerRow {
  /** The e-mail in lower case: what groups their orders. */
  email: string;
  name: string | null;
  phone: string | null;
  orderCount: number;
  /** Paid orders' totals less what was refunded of them, in cents. */
  spentCents: number;
  lastOrderAt: Date;
}

const emailKey = sql`lower(${orders.customerEmail})`;

/** Money the shop kept: each paid order's total less its refunds. */
const spentCents = sql<number>`coalesce(sum(${orders.totalCents} - coalesce(${orders.refundedCents}, 0)) filter (where ${orders.paidAt} is not null), 0)::int`;

const lastOrderAt = sql<Date>`max(${orders.createdAt})`;

/**
 * The customer's name or phone: the value of their latest order that has one (through the index
 * on their e-mail), for the customer whose lower-case e-mail is `email`.
 */
const latest = (column: "customer_name" | "customer_phone", email: SQL) => {
  const value = sql.raw(`their.${column}`);
  return sql<string | null>`(select ${value} from ${orders} their
    where lower(their.customer_email) = ${email} and coalesce(trim(${value}), '') <> ''
    order by their.created_at desc, their.id desc limit 1)`;
};

/** An order matches the search when its name, e-mail or phone (typed in any common form) does. */
function searchWhere(search: string): SQL | undefined {
  if (!search) return undefined;
  const like = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const digits = phoneSearchDigits(search);
  const conditions = [sql`${orders.customerName} ilike ${like}`, sql`${orders.customerEmail} ilike ${like}`];
  if (digits) {
    conditions.push(
      sql`regexp_replace(coalesce(${orders.customerPhone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`,
    );
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * One page of customers. A customer matches a search when any of their orders does (an old name
 * or phone finds them too); their figures always count every order. The page is chosen from the
 * grouped orders first; only its customers' names and phones are then looked up.
 */
export async function listCustomers(db: Db, filters: CustomerFilters): Promise<Paged<CustomerRow>> {
  const where = searchWhere(filters.search);
  const [count] = await db
    .select({ total: sql<number>`count(distinct ${emailKey})::int` })
    .from(orders)
    .where(where);
  const order: Record<CustomerSort, SQL[]> = {
    "last-order": [sql`${lastOrderAt} desc`],
    spent: [sql`${spentCents} desc`, sql`${lastOrderAt} desc`],
    // The group's e-mail as min() of its one value: a subquery may name it only through an aggregate.
    name: [sql`lower(${latest("customer_name", sql`min(${emailKey})`)}) asc nulls last`],
  };
  return readPage(filters.page, count?.total ?? 0, async ({ limit, offset }) => {
    const page = db
      .select({
        email: sql<string>`${emailKey}`.as("email"),
        orderCount: sql<number>`count(*)::int`.as("order_count"),
        spentCents: spentCents.as("spent_cents"),
        lastOrderAt: lastOrderAt.as("last_order_at"),
        position:
          sql<number>`row_number() over (order by ${sql.join([...order[filters.sort], sql`${emailKey} asc`], sql`, `)})`.as(
            "position",
          ),
      })
      .from(orders)
      // Only the matching customers' orders are grouped (through the index on their e-mail).
      .where(where ? sql`${emailKey} in (select ${emailKey} from ${orders} where ${where})` : undefined)
      .groupBy(emailKey)
      .orderBy(sql`"position"`)
      .limit(limit)
      .offset(offset)
      .as("page");
    const rows = await db
      .select({
        email: page.email,
        name: latest("customer_name", sql.raw('"page"."email"')),
        phone: latest("customer_phone", sql.raw('"page"."email"')),
        orderCount: page.orderCount,
        spentCents: page.spentCents,
        lastOrderAt: page.lastOrderAt,
      })
      .from(page)
      .orderBy(page.position);
    return rows.map((row) => ({ ...row, lastOrderAt: new Date(row.lastOrderAt) }));
  });
}

export interface Customer {
  email: string;
  name: string | null;
  phone: string | null;
  /** Newest first. */
  orders: Order[];
  spentCents: number;
  /** Their contact-form messages, newest first. */
  messages: ContactMessage[];
  /** Every e-mail the shop sent (or stored) to their address, newest first. */
  emails: Pick<EmailMessage, "id" | "subject" | "kind" | "status" | "createdAt" | "sentAt">[];
}

/**
 * Everything about the customer with this e-mail (any case): null when the shop has no order,
 * message or e-mail of theirs. Name and phone come from their latest order that has them, else
 * from their latest message.
 */
export async function getCustomer(db: Db, email: string): Promise<Customer | null> {
  const key = email.trim().toLowerCase();
  const [[summary], placed, messages, emails] = await Promise.all([
    db
      .select({ name: latest("customer_name", sql`${key}`), phone: latest("customer_phone", sql`${key}`), spentCents })
      .from(orders)
      .where(eq(emailKey, key)),
    db.select().from(orders).where(eq(emailKey, key)).orderBy(desc(orders.createdAt), asc(orders.id)),
    db
      .select()
      .from(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, key))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    db
      .select({
        id: emailMessages.id,
        subject: emailMessages.subject,
        kind: emailMessages.kind,
        status: emailMessages.status,
        createdAt: emailMessages.createdAt,
        sentAt: emailMessages.sentAt,
      })
      .from(emailMessages)
      .where(eq(sql`lower(${emailMessages.toAddress})`, key))
      .orderBy(desc(emailMessages.id)),
  ]);
  if (placed.length === 0 && messages.length === 0 && emails.length === 0) return null;
  const fromMessages = (pick: (message: ContactMessage) => string | null) =>
    messages.map(pick).find((value) => value?.trim()) ?? null;
  return {
    email: key,
    name: summary?.name ?? fromMessages((message) => message.name),
    phone: summary?.phone ?? fromMessages((message) => message.phone),
    orders: placed,
    spentCents: summary?.spentCents ?? 0,
    messages,
    emails,
  };
}
