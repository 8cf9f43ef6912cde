// The checkout dialogs' state (Buy Now and the cart's): the step on the path, what the shopper chose
// and typed (checked by the shared checkout rules, each message at its field), the delivery fee,
// the server's quote on the summary, and placing the order (a refused contact detail goes back to
// its field).
import { useState } from "react";
import type { CartProduct } from "@/lib/cart/cart-item";
import { checkoutItems } from "@/lib/checkout/cart-lines";
import {
  addressComplete,
  addressPayload,
  defaultDeliveryChoices,
  emptyAddress,
  emptyContact,
  type AddressDraft,
  type ContactDraft,
  type DeliveryChoices,
} from "@/lib/checkout/checkout-draft";
import {
  contactSchemas,
  deliveryAddressSchema,
  MISSING_ADDRESS,
  type CheckoutItem,
} from "@/lib/checkout/checkout-schema";
import {
  nextStep,
  previousStep,
  type DialogMode,
  type FulfillmentChoice,
  type StepId,
} from "@/lib/checkout/dialog-steps";
import { refusalTitle } from "@/lib/checkout/refusal-title";
import { distanceNote } from "@/lib/delivery/fee";
import type { DeliveryQuoteResult } from "@/lib/delivery/quote";
import { formatCents, formatCentsShort } from "@/lib/money";
import { DELIVERY, WARRANTY, type WarrantyId } from "@/lib/store";
import { postJson } from "./api-client";
import { useCart } from "./stored-cart";
import { usePlaceOrder } from "./submit-checkout";
import { toast } from "./toast";
import { useQuote } from "./use-quote";

export type DeliveryAnswer = DeliveryQuoteResult & { message?: string };

/** Each field's first message from the shared rules. */
function messagesByField(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

/** The messages of the fields whose value is the same in `next` as in `previous`. */
function unchanged<T extends object>(errors: Record<string, string>, next: T, previous: T): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => next[key as keyof T] === previous[key as keyof T]),
  );
}

function standardFeeToast(feeCents: number) {
  toast.error("Standard Delivery Fee Applied", {
    description: `Could not calculate exact distance. Standard fee: ${formatCentsShort(feeCents)}`,
  });
}

export function useCheckoutFlow(mode: DialogMode, product: CartProduct | undefined, quantity: number) {
  const cart = useCart();
  const [step, setStep] = useState<StepId>("method");
  const [method, setMethodState] = useState<FulfillmentChoice>("pickup");
  const [contact, setContactState] = useState<ContactDraft>(emptyContact);
  const [contactErrors, setContactErrors] = useState<Record<string, string>>({});
  const [address, setAddressState] = useState<AddressDraft>(emptyAddress);
  const [addressErrors, setAddressErrors] = useState<Record<string, string>>({});
  const [choices, setChoices] = useState<DeliveryChoices>(() => defaultDeliveryChoices());
  const [delivery, setDelivery] = useState<DeliveryAnswer | null>(null);
  const [warrantyId, setWarrantyId] = useState<WarrantyId>(WARRANTY.defaultPlan);
  const [busy, setBusy] = useState(false);
  const { place } = usePlaceOrder();

  const items: CheckoutItem[] =
    mode === "buy-now" && product
      ? [{ product_id: product.id, quantity, warranty_id: warrantyId }]
      : checkoutItems(cart);
  const isDelivery = method === "delivery";
  const quote = useQuote(
    step === "summary"
      ? {
          order_type: method,
          cart_items: items,
          ...(isDelivery && {
            delivery_address: addressPayload(address),
            haul_away_units: choices.haul_away_units,
            stair_flights: choices.stair_flights,
          }),
        }
      : null,
  );

  const forward = () => setStep(nextStep(mode, method, step) ?? step);
  const back = () => setStep(previousStep(mode, method, step) ?? step);

  /** Another way to get it asks again whether a phone is needed: the contact messages go. */
  function setMethod(next: FulfillmentChoice) {
    setMethodState(next);
    if (next !== method) setContactErrors({});
  }

  /** A changed contact field loses its message. */
  function setContact(next: ContactDraft) {
    setContactState(next);
    setContactErrors((errors) => unchanged(errors, next, contact));
  }

  /** A changed address needs its fee again; a changed field loses its message. */
  function setAddress(next: AddressDraft) {
    setAddressState(next);
    setDelivery(null);
    setAddressErrors((errors) => unchanged(errors, next, address));
  }

  /** Name and e-mail always, a phone for delivery: each problem under its field. */
  function continueFromContact() {
    const parsed = contactSchemas[method].safeParse(contact);
    if (!parsed.success) {
      const messages = messagesByField(parsed.error.issues);
      setContactErrors(messages);
      toast.error(messages.customer_email ? "Invalid Email" : "Please check your contact details");
      return;
    }
    forward();
  }

  async function calculate() {
    const parsed = deliveryAddressSchema.safeParse(addressPayload(address));
    if (!parsed.success) {
      setAddressErrors(messagesByField(parsed.error.issues));
      if (addressComplete(address)) toast.error("Check Your Address");
      else toast.error("Missing Address", { description: MISSING_ADDRESS });
      return;
    }
    setBusy(true);
    const answer = await postJson<{ quote: DeliveryAnswer }>("/api/delivery/quote", parsed.data);
    setBusy(false);
    if (!answer.ok) {
      const feeCents = DELIVERY.unknownDistanceFeeCents;
      setDelivery({ kind: "unknown", miles: null, feeCents, source: "unknown" });
      standardFeeToast(feeCents);
      forward();
      return;
    }
    const quoted = answer.data.quote;
    setDelivery(quoted);
    if (quoted.kind === "refused" || quoted.kind === "po_box" || quoted.kind === "unknown_zip") {
      toast.error(refusalTitle(quoted.kind)!, { description: quoted.message });
      return;
    }
    if (quoted.kind === "unknown") {
      standardFeeToast(quoted.feeCents);
    } else {
      const fee = quoted.feeCents === 0 ? "free delivery" : formatCents(quoted.feeCents);
      toast.success("Delivery Fee Calculated", { description: `${distanceNote(quoted.miles, quoted.source)}: ${fee}` });
    }
    forward();
  }

  async function pay() {
    setBusy(true);
    toast("Processing Payment", { description: "Placing your order and opening the secure payment page..." });
    const refused = await place({
      source: mode === "buy-now" ? "buy_now" : "cart",
      cart_items: items,
      customer_name: contact.customer_name.trim(),
      customer_email: contact.customer_email.trim(),
      ...(contact.customer_phone.trim() && { customer_phone: contact.customer_phone.trim() }),
      cancel_path: mode === "buy-now" && product ? `/product/${product.id}` : "/cart",
      ...(isDelivery
        ? { order_type: "delivery", delivery_address: addressPayload(address), delivery: choices }
        : { order_type: "pickup" }),
    });
    if (!refused) return;
    setBusy(false);
    if (refused.field && refused.field in contact && refused.error) {
      setContactErrors({ [refused.field]: refused.error });
      setStep("contact");
    }
    const description =
      mode === "cart"
        ? `There was an error processing your order: ${refused.error ?? "the server could not be reached"}. Please try again.`
        : (refused.error ??
          (refused.status === 0
            ? "Failed to process payment. Please try again."
            : "Failed to create checkout session"));
    toast.error(refusalTitle(refused.code) ?? "Payment Error", { description });
  }

  return {
    step,
    method,
    setMethod,
    contact,
    setContact,
    contactErrors,
    address,
    setAddress,
    addressErrors,
    choices,
    setChoices,
    /** The fee's answer when it refused the address (shown under it). */
    refusal: delivery?.message ? delivery : null,
    warrantyId,
    setWarrantyId,
    busy,
    unitCount: items.reduce((sum, item) => sum + item.quantity, 0),
    isDelivery,
    quote,
    summaryReady:
      quote.state.status === "ready" &&
      quote.state.answer.breakdown !== null &&
      quote.state.answer.problems.length === 0,
    forward,
    back,
    continueFromContact,
    // For the step's button and Enter; neither rejects: postJson and place answer a failed request.
    calculate: () => void calculate(),
    pay: () => void pay(),
  };
}
