// The staff dashboard's figures: catalogue counts, orders awaiting action, units held by unpaid
// checkouts, revenue today and this week (store time) net of refunds (payments received in the
// period less refunds made in it, so a refund counts on the day the money went back), the first
// products, and the setup checklist of everything still running on a placeholder or an offline
// stand-in.
import "server-only";
import { and, asc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderItems, orderRefunds, orders, products } from "@/db/schema";
import { configuredSiteUrl, isLocalSite } from "@/lib/site-address";
import type { FeedCounts } from "@/lib/feeds/feed-source";
import { STORE } from "@/lib/store";
import { AWAITING_ACTION, countAdminOrders } from "./orders";
import { staffConfig } from "./staff-config";

export interface DashboardFigures {
  totalProducts: number;
  inStockProducts: number;
  brands: number;
  awaitingStaff: number;
  heldUnits: number;
  revenueTodayCents: number;
  revenueWeekCents: number;
}

export async function dashboardFigures(db: Db): Promise<DashboardFigures> {
  const live = isNull(products.archivedAt);
  // Days and weeks in the store's time zone (Monday starts the week).
  const today = sql`date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York'`;
  const week = sql`date_trunc('week', now() at time zone 'America/New_York') at time zone 'America/New_York'`;
  const [[catalogue], awaitingStaff, [held], [paid], [refunded]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        inStock: sql<number>`count(*) filter (where ${products.stockQuantity} > 0)::int`,
        brands: sql<number>`count(distinct ${products.brand})::int`,
      })
      .from(products)
      .where(live),
    // Counted as the orders list counts the list the figure links to.
    countAdminOrders(db, AWAITING_ACTION),
    db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
      .where(and(sql`${orders.status} = 'pending_payment'`, sql`${orders.stockState} = 'held'`)),
    db
      .select({
        today: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paidAt} >= ${today}), 0)::int`,
        week: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
      })
      .from(orders)
      .where(gte(orders.paidAt, week)),
    db
      .select({
        today: sql<number>`coalesce(sum(${orderRefunds.amountCents}) filter (where ${orderRefunds.completedAt} >= ${today}), 0)::int`,
        week: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int`,
      })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.state, "succeeded"), gte(orderRefunds.completedAt, week))),
  ]);
  return {
    totalProducts: catalogue?.total ?? 0,
    inStockProducts: catalogue?.inStock ?? 0,
    brands: catalogue?.brands ?? 0,
    awaitingStaff,
    heldUnits: held?.units ?? 0,
    revenueTodayCents: (paid?.today ?? 0) - (refunded?.today ?? 0),
    revenueWeekCents: (paid?.week ?? 0) - (refunded?.week ?? 0),
  };
}

/** The first products in catalogue order, for the dashboard's table. */
export async function firstProducts(db: Db, count = 10) {
  return db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      priceCents: products.priceCents,
      salePriceCents: products.salePriceCents,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.position))
    .limit(count);
}

export interface SetupItem {
  id: string;
  title: string;
  fix: string;
}

/**
 * What still stands at a placeholder or an offline stand-in, each with what to do about it; with
 * the feed counts, also the products whose feed picture is still drawn art.
 */
export function setupChecklist(
  env: NodeJS.ProcessEnv = process.env,
  feeds?: Pick<FeedCounts, "drawnArtOnly">,
): SetupItem[] {
  const items: SetupItem[] = [];
  const staff = staffConfig(env);
  if (isLocalSite(configuredSiteUrl(env))) {
    items.push({
      id: "site-url",
      title: "The site address is still localhost",
      fix: "Set SITE_URL to the shop's public https address and restart (no rebuild needed): canonical links, the sitemap, structured data, feeds, e-mails and payment return pages use it.",
    });
  }
  if (/\b555-01\d\d\b/.test(STORE.phone)) {
    items.push({
      id: "phone",
      title: `The store phone is still the placeholder ${STORE.phone}`,
      fix: "Set NEXT_PUBLIC_STORE_PHONE to the showroom's number and rebuild.",
    });
  }
  if (!env.STRIPE_SECRET_KEY?.trim()) {
    items.push({
      id: "stripe",
      title: "No Stripe key: shoppers pay on the built-in test payment page",
      fix: "Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (webhook: /api/webhooks/stripe).",
    });
  }
  if (!env.RESEND_API_KEY?.trim()) {
    items.push({
      id: "resend",
      title: "No Resend key: e-mails stay in the outbox and nobody receives them",
      fix: "Set RESEND_API_KEY and EMAIL_FROM (a sender on a domain verified in Resend).",
    });
  }
  if (!env.GOOGLE_MAPS_API_KEY?.trim()) {
    items.push({
      id: "google",
      title: "No Google Maps key: delivery distances are estimated from ZIP codes",
      fix: "Set GOOGLE_MAPS_API_KEY (Routes API and Places API (New) enabled).",
    });
  }
  if (staff.usesDevelopmentPassword || staff.usesDevelopmentSecret) {
    items.push({
      id: "staff",
      title: "Staff sign-in uses the development password or session secret",
      fix: "Set ADMIN_PASSWORD_HASH (npm run admin:hash) and SESSION_SECRET (32+ random characters).",
    });
  }
  if (feeds && feeds.drawnArtOnly > 0) {
    const count = feeds.drawnArtOnly;
    items.push({
      id: "feed-photos",
      title: `Google may disapprove ${count} product${count === 1 ? "" : "s"}: upload a photo`,
      fix: `${count === 1 ? "Its" : "Their"} only picture is the drawn art of the kind, which Google and Meta may refuse as generic. Upload a photo of the unit on its product page (the feeds show it first), or set FEEDS_REQUIRE_PHOTO=1 to leave products without one out of the feeds.`,
    });
  }
  return items;
}
