// An order as the success page, tracking, verify answer, e-mails and staff screens show it: the
// stored lines and totals (written by the pricing function when the order was placed), the
// delivery day the shopper requested and the one staff scheduled, and when it reached each status
// (staff notes stay on the staff page). Pure, so browser code and e-mail templates can use the
// type (read-order-view.ts loads it).
import type { DistanceSource, Order, OrderItem, OrderStatus } from "@/db/schema";
import { deliveryWindowLabel } from "@/lib/delivery/schedule";
import type { PriceTotals } from "@/lib/pricing";
import { warrantyPlan, type WarrantyId } from "@/lib/store";
import { STATUS_LABELS } from "./order-status";

export interface OrderLineView {
  productId: string;
  name: string;
  brand: string;
  modelNumber: string;
  category: string;
  image: string | null;
  quantity: number;
  unitPriceCents: number;
  merchandiseCents: number;
  warrantyId: WarrantyId;
  warrantyLabel: string;
  warrantyYears: number;
  warrantyUnitCents: number;
  warrantyCents: number;
  lineTotalCents: number;
}

/** A delivery day: the date ("YYYY-MM-DD"), the window's id and its label ("2PM-4PM"). */
export interface DeliveryDay {
  date: string;
  window: string | null;
  windowLabel: string | null;
}

export interface OrderView {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  statusLabel: string;
  /** Paid on the built-in test payment page: no money moved (staff screens and e-mails say TEST). */
  testPayment: boolean;
  createdAt: string;
  paidAt: string | null;
  customer: { email: string; name: string | null; phone: string | null };
  fulfillment: "pickup" | "delivery";
  delivery: {
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    postalCode: string;
    miles: number | null;
    distanceSource: DistanceSource | null;
    /** What the shopper asked for at checkout. */
    requested: DeliveryDay | null;
    /** What staff scheduled and told the shopper. */
    scheduled: DeliveryDay | null;
    haulAwayUnits: number;
    stairFlights: number;
  } | null;
  items: OrderLineView[];
  totals: PriceTotals;
  /** Cents given back to the shopper so far (a cancellation's refund, returns, refunds of money). */
  refundedCents: number;
  history: { status: OrderStatus; at: string }[];
}

function deliveryDay(date: string | null, window: string | null): DeliveryDay | null {
  return date ? { date, window, windowLabel: window ? deliveryWindowLabel(window) : null } : null;
}

export function toOrderView(
  order: Order,
  items: OrderItem[],
  events: { status: OrderStatus; createdAt: Date }[],
): OrderView {
  const lines = [...items]
    .sort((a, b) => a.position - b.position)
    .map((item): OrderLineView => {
      const plan = warrantyPlan(item.warrantyId as WarrantyId);
      const merchandiseCents = item.unitPriceCents * item.quantity;
      const warrantyCents = item.warrantyUnitCents * item.quantity;
      return {
        productId: item.productId,
        name: item.productName,
        brand: item.brand,
        modelNumber: item.modelNumber,
        category: item.category,
        image: item.image,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
        merchandiseCents,
        warrantyId: plan.id,
        warrantyLabel: plan.label,
        warrantyYears: plan.years,
        warrantyUnitCents: item.warrantyUnitCents,
        warrantyCents,
        lineTotalCents: merchandiseCents + warrantyCents,
      };
    });
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: STATUS_LABELS[order.status],
    testPayment: order.paymentProvider === "test",
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    customer: { email: order.customerEmail, name: order.customerName, phone: order.customerPhone },
    fulfillment: order.fulfillment,
    delivery:
      order.fulfillment === "delivery"
        ? {
            line1: order.addressLine1 ?? "",
            line2: order.addressLine2,
            city: order.city ?? "",
            state: order.state ?? "",
            postalCode: order.postalCode ?? "",
            miles: order.deliveryMiles,
            distanceSource: order.distanceSource,
            requested: deliveryDay(order.deliveryDate, order.deliveryWindow),
            scheduled: deliveryDay(order.scheduledDate, order.scheduledWindow),
            haulAwayUnits: order.haulAwayUnits,
            stairFlights: order.stairFlights,
          }
        : null,
    items: lines,
    totals: {
      unitCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      fulfillment: order.fulfillment,
      merchandiseCents: order.merchandiseCents,
      warrantyCents: order.warrantyCents,
      deliveryFeeCents: order.deliveryFeeCents,
      haulAwayUnits: order.haulAwayUnits,
      haulAwayCents: order.haulAwayCents,
      stairFlights: order.stairFlights,
      stairCarryCents: order.stairCarryCents,
      taxableCents: order.totalCents - order.taxCents,
      taxBps: order.taxBps,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
    },
    refundedCents: order.refundedCents ?? 0,
    history: events.map((event) => ({ status: event.status, at: event.createdAt.toISOString() })),
  };
}
