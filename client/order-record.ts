// The browser's session-storage records of the order being paid:
// "lastOrderDetails" with the order's summary and "currentOrderNumber", written from the
// server's answer just before the browser leaves for the payment page.
import { centsToDollars } from "@/lib/money";
import type { OrderView } from "@/lib/orders/order-view";

export const LAST_ORDER_KEY = "lastOrderDetails";
export const CURRENT_ORDER_KEY = "currentOrderNumber";

export interface LastOrderDetails {
  customer_email: string;
  order_id: string;
  order_date: string;
  order_type: "pickup" | "delivery";
  product_name: string;
  brand: string;
  model_number: string;
  category: string;
  quantity: number;
  description: string[];
  product_price: number;
  delivery_fee: number;
  sales_tax: number;
  total_amount: number;
  delivery_address: { line1: string; city: string; state: string; postal_code: string } | null;
  items: { name: string; price: number; quantity: number }[];
  customer: { name: string | null; email: string; address: string | null };
  orderNumber: string;
}

function single<T>(values: T[], multiple: string): T | string {
  return new Set(values).size === 1 ? values[0]! : multiple;
}

export function lastOrderDetails(order: OrderView): LastOrderDetails {
  const delivery = order.delivery;
  const items = order.items;
  return {
    customer_email: order.customer.email,
    order_id: order.id,
    order_date: order.createdAt,
    order_type: order.fulfillment,
    product_name: items.length === 1 ? items[0]!.name : `${items.length} Items`,
    brand: String(
      single(
        items.map((item) => item.brand),
        "Multiple Brands",
      ),
    ),
    model_number: items.length === 1 ? items[0]!.modelNumber : "",
    category: String(
      single(
        items.map((item) => item.category),
        "Multiple Categories",
      ),
    ),
    quantity: order.totals.unitCount,
    description: items.map((item) => `${item.quantity} x ${item.name}`),
    product_price: centsToDollars(order.totals.merchandiseCents),
    delivery_fee: centsToDollars(order.totals.deliveryFeeCents),
    sales_tax: centsToDollars(order.totals.taxCents),
    total_amount: centsToDollars(order.totals.totalCents),
    delivery_address: delivery
      ? { line1: delivery.line1, city: delivery.city, state: delivery.state, postal_code: delivery.postalCode }
      : null,
    items: items.map((item) => ({
      name: item.name,
      price: centsToDollars(item.unitPriceCents),
      quantity: item.quantity,
    })),
    customer: {
      name: order.customer.name,
      email: order.customer.email,
      address: delivery ? `${delivery.line1}, ${delivery.city}, ${delivery.state} ${delivery.postalCode}` : null,
    },
    orderNumber: order.orderNumber,
  };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Before each checkout attempt. */
export function forgetCurrentOrderNumber(): void {
  storage()?.removeItem(CURRENT_ORDER_KEY);
}

export function rememberOrder(order: OrderView): void {
  const store = storage();
  store?.setItem(LAST_ORDER_KEY, JSON.stringify(lastOrderDetails(order)));
  store?.setItem(CURRENT_ORDER_KEY, order.orderNumber);
}
