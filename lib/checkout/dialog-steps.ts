// The checkout dialogs' step paths: Buy Now has five steps (method, contact details (name, e-mail,
// phone), address for delivery only, warranty, summary); the cart's dialog four (no warranty step,
// the cart already chose them). Back walks the same path in reverse.
export type DialogMode = "buy-now" | "cart";
export type FulfillmentChoice = "pickup" | "delivery";
export type StepId = "method" | "contact" | "address" | "warranty" | "summary";

export function stepPath(mode: DialogMode, method: FulfillmentChoice): StepId[] {
  const path: StepId[] = ["method", "contact"];
  if (method === "delivery") path.push("address");
  if (mode === "buy-now") path.push("warranty");
  path.push("summary");
  return path;
}

export function nextStep(mode: DialogMode, method: FulfillmentChoice, current: StepId): StepId | null {
  const path = stepPath(mode, method);
  return path[path.indexOf(current) + 1] ?? null;
}

export function previousStep(mode: DialogMode, method: FulfillmentChoice, current: StepId): StepId | null {
  const path = stepPath(mode, method);
  const index = path.indexOf(current);
  return index > 0 ? path[index - 1]! : null;
}

/** Step numbers: Buy Now 1 method, 2 contact, 3 address, 4 warranty, 5 summary. */
export function stepNumber(mode: DialogMode, step: StepId): number {
  return stepPath(mode, "delivery").indexOf(step) + 1;
}
