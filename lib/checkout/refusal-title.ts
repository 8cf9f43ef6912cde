// The heading over a refusal the shopper can act on, one wording for the checkout form and the
// dialogs: by the delivery quote's kind or the checkout's refusal code.
const TITLES: Record<string, string> = {
  hold_limit: "We can't hold that many appliances for you",
  refused: "Outside Delivery Area",
  outside_delivery_area: "Outside Delivery Area",
  po_box: "Check Your Address",
  unknown_zip: "Check Your Address",
};

/** The heading for a refusal, or undefined when the code has none (the caller says it generally). */
export function refusalTitle(code: string | undefined): string | undefined {
  return code === undefined ? undefined : TITLES[code];
}

/** Refusals about where to deliver: the form shows them at the address. */
export function isAddressRefusal(code: string | undefined): boolean {
  return code === "outside_delivery_area" || code === "po_box" || code === "unknown_zip";
}
