// The address that cancels an unpaid order (the payment page's Cancel, and the cart's "Cancel and
// change my order"): it puts the units back and returns the shopper where they started.
export function cancelPath(orderId: string): string {
  return `/api/checkout/cancel?order=${encodeURIComponent(orderId)}`;
}
