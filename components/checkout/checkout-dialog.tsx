"use client";

// The checkout dialogs: Buy Now (5 steps: method, e-mail, address for delivery
// only, warranty, summary) and the cart's (4 steps, no warranty step). Back walks the path in
// reverse; closing resets everything (the flow unmounts) but is blocked while the address
// suggestions are open. The summary shows the server's price; Continue to Payment places the
// order and leaves for the payment page.
import { useCallback, useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { CartProduct } from "@/lib/cart/cart-item";
import { unitPriceCents } from "@/lib/product-price";
import { checkoutItems } from "@/lib/checkout/cart-lines";
import { useCart } from "@/client/stored-cart";
import type { DeliveryQuoteResult } from "@/lib/delivery/quote";
import { distanceNote } from "@/lib/delivery/fee";
import { formatCents, formatCentsShort } from "@/lib/money";
import { postJson } from "@/client/api-client";
import {
  addressComplete,
  addressPayload,
  defaultDeliveryChoices,
  emptyAddress,
  type AddressDraft,
  type DeliveryChoices,
} from "@/lib/checkout/checkout-draft";
import {
  contactEmailSchema,
  deliveryAddressSchema,
  MISSING_ADDRESS,
  type CheckoutItem,
} from "@/lib/checkout/checkout-schema";
import {
  nextStep,
  previousStep,
  stepNumber,
  stepPath,
  type DialogMode,
  type FulfillmentChoice,
  type StepId,
} from "@/lib/checkout/dialog-steps";
import { goToPayment, submitCheckout } from "@/client/submit-checkout";
import { useQuote } from "@/client/use-quote";
import { DELIVERY, WARRANTY, type WarrantyId } from "@/lib/store";
import { AddressFields } from "./address-fields";
import { DeliveryOptionsFields } from "./delivery-options-fields";
import { EmailStep } from "./steps/email-step";
import { MethodStep } from "./steps/method-step";
import { SummaryStep } from "./steps/summary-step";
import { WarrantyStep } from "./steps/warranty-step";

const TITLES: Record<StepId, string> = {
  method: "How would you like to get it?",
  email: "Where should we send your receipt?",
  address: "Delivery address",
  warranty: "Protect your appliance",
  summary: "Review your order",
};

type DeliveryAnswer = DeliveryQuoteResult & { message?: string };

export interface CheckoutDialogProps {
  mode: DialogMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Buy Now's product and quantity. */
  product?: CartProduct;
  quantity?: number;
}

function useFlow(mode: DialogMode, product: CartProduct | undefined, quantity: number) {
  const cart = useCart();
  const [step, setStep] = useState<StepId>("method");
  const [method, setMethod] = useState<FulfillmentChoice>("pickup");
  const [email, setEmail] = useState("");
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [address, setAddressState] = useState<AddressDraft>(emptyAddress);
  const [addressMissing, setAddressMissing] = useState(false);
  const [choices, setChoices] = useState<DeliveryChoices>(() => defaultDeliveryChoices());
  const [delivery, setDelivery] = useState<DeliveryAnswer | null>(null);
  const [warrantyId, setWarrantyId] = useState<WarrantyId>(WARRANTY.defaultPlan);
  const [busy, setBusy] = useState(false);
  // One key per attempt: a double click or a retried request finds the same order; a new attempt
  // after the server refused gets a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const items: CheckoutItem[] =
    mode === "buy-now" && product
      ? [{ product_id: product.id, quantity, warranty_id: warrantyId }]
      : checkoutItems(cart);
  const unitCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const isDelivery = method === "delivery";

  const setAddress = (next: AddressDraft) => {
    setAddressState(next);
    setDelivery(null);
  };

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

  return {
    step,
    setStep,
    method,
    setMethod,
    email,
    setEmail,
    emailInvalid,
    setEmailInvalid,
    address,
    setAddress,
    addressMissing,
    setAddressMissing,
    choices,
    setChoices,
    delivery,
    setDelivery,
    warrantyId,
    setWarrantyId,
    busy,
    setBusy,
    idempotencyKey,
    setIdempotencyKey,
    items,
    unitCount,
    isDelivery,
    quote,
  };
}

function CheckoutFlow({
  mode,
  product,
  quantity = 1,
  onListOpenChange,
  onCancel,
}: Omit<CheckoutDialogProps, "open" | "onOpenChange"> & {
  onListOpenChange: (open: boolean) => void;
  onCancel: () => void;
}) {
  const flow = useFlow(mode, product, quantity);
  const { step, method } = flow;
  const path = stepPath(mode, method);

  const forward = () => flow.setStep(nextStep(mode, method, step) ?? step);
  const back = () => flow.setStep(previousStep(mode, method, step) ?? step);

  function continueFromEmail() {
    const parsed = contactEmailSchema.safeParse(flow.email);
    if (!parsed.success) {
      flow.setEmailInvalid(true);
      toast.error("Invalid Email", { description: parsed.error.issues[0]!.message });
      return;
    }
    flow.setEmailInvalid(false);
    forward();
  }

  async function calculate() {
    const parsed = deliveryAddressSchema.safeParse(addressPayload(flow.address));
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      flow.setAddressMissing(message === MISSING_ADDRESS);
      toast.error(message === MISSING_ADDRESS ? "Missing Address" : "Check Your Address", { description: message });
      return;
    }
    flow.setAddressMissing(false);
    flow.setBusy(true);
    const answer = await postJson<{ quote: DeliveryAnswer }>("/api/delivery/quote", parsed.data);
    flow.setBusy(false);
    if (!answer.ok) {
      const feeCents = DELIVERY.unknownDistanceFeeCents;
      flow.setDelivery({ kind: "unknown", miles: null, feeCents, source: "unknown" });
      toast.error("Standard Delivery Fee Applied", {
        description: `Could not calculate exact distance. Standard fee: ${formatCentsShort(feeCents)}`,
      });
      forward();
      return;
    }
    const quote = answer.data.quote;
    flow.setDelivery(quote);
    if (quote.kind === "refused") {
      toast.error("Outside Delivery Area", { description: quote.message });
      return;
    }
    if (quote.kind === "po_box" || quote.kind === "unknown_zip") {
      toast.error("Check Your Address", { description: quote.message });
      return;
    }
    if (quote.kind === "unknown") {
      toast.error("Standard Delivery Fee Applied", {
        description: `Could not calculate exact distance. Standard fee: ${formatCentsShort(quote.feeCents)}`,
      });
    } else {
      toast.success("Delivery Fee Calculated", {
        description: `${distanceNote(quote.miles, quote.source)}: ${quote.feeCents === 0 ? "free delivery" : formatCents(quote.feeCents)}`,
      });
    }
    forward();
  }

  async function pay() {
    flow.setBusy(true);
    toast("Processing Payment", { description: "Placing your order and opening the secure payment page..." });
    const answer = await submitCheckout(
      {
        source: mode === "buy-now" ? "buy_now" : "cart",
        cart_items: flow.items,
        customer_email: flow.email.trim(),
        cancel_path: mode === "buy-now" && product ? `/product/${product.id}` : "/cart",
        ...(flow.isDelivery
          ? { order_type: "delivery" as const, delivery_address: addressPayload(flow.address), delivery: flow.choices }
          : { order_type: "pickup" as const }),
      },
      flow.idempotencyKey,
    );
    if (answer.ok) {
      goToPayment(answer.data);
      return;
    }
    flow.setBusy(false);
    if (answer.status !== 0) flow.setIdempotencyKey(crypto.randomUUID());
    const description =
      mode === "cart"
        ? `There was an error processing your order: ${answer.error ?? "the server could not be reached"}. Please try again.`
        : (answer.error ??
          (answer.status === 0 ? "Failed to process payment. Please try again." : "Failed to create checkout session"));
    toast.error("Payment Error", { description });
  }

  const refused =
    flow.delivery?.kind === "refused" || flow.delivery?.kind === "po_box" || flow.delivery?.kind === "unknown_zip";
  const summaryReady =
    flow.quote.state.status === "ready" &&
    flow.quote.state.answer.breakdown !== null &&
    flow.quote.state.answer.problems.length === 0;

  let primary: React.ReactNode;
  switch (step) {
    case "method":
      primary = <Button onClick={forward}>Continue</Button>;
      break;
    case "email":
      primary = <Button onClick={continueFromEmail}>Continue</Button>;
      break;
    case "address":
      primary = (
        <Button onClick={calculate} disabled={!addressComplete(flow.address) || flow.busy}>
          {flow.busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {flow.busy ? "Calculating..." : "Calculate Delivery Fee"}
        </Button>
      );
      break;
    case "warranty":
      primary = <Button onClick={forward}>Continue</Button>;
      break;
    case "summary":
      primary = (
        <Button onClick={pay} disabled={!summaryReady || flow.busy} variant="deal">
          {flow.busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {flow.busy ? "Processing..." : "Continue to Payment"}
        </Button>
      );
      break;
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{TITLES[step]}</DialogTitle>
        <DialogDescription>
          Step {stepNumber(mode, step)} of {mode === "buy-now" ? 5 : 4}
          {product && mode === "buy-now" ? ` · ${quantity} × ${product.name}` : ""}
        </DialogDescription>
        <ol className="flex gap-1.5 pt-1" aria-hidden="true">
          {path.map((id) => (
            <li
              key={id}
              className={`h-1.5 flex-1 rounded-full ${path.indexOf(id) <= path.indexOf(step) ? "bg-primary" : "bg-muted"}`}
            />
          ))}
        </ol>
      </DialogHeader>
      {/* Enter in a field moves on like the step's button (the autocomplete keeps Enter while its list is open). */}
      <div
        className="min-w-0 space-y-4"
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.defaultPrevented || !(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          if (step === "email") continueFromEmail();
          else if (step === "address" && !flow.busy) calculate();
        }}
      >
        {step === "method" && <MethodStep value={method} onChange={flow.setMethod} />}
        {step === "email" && (
          <EmailStep
            value={flow.email}
            onChange={(email) => {
              flow.setEmail(email);
              flow.setEmailInvalid(false);
            }}
            invalid={flow.emailInvalid}
          />
        )}
        {step === "address" && (
          <div className="space-y-5">
            <AddressFields
              idPrefix="dialog-address"
              value={flow.address}
              onChange={flow.setAddress}
              onListOpenChange={onListOpenChange}
              missing={flow.addressMissing}
            />
            {refused && flow.delivery && (
              <div
                role="alert"
                className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
              >
                <p className="font-semibold">
                  {flow.delivery.kind === "refused" ? "Outside Delivery Area" : "Check Your Address"}
                </p>
                <p>{flow.delivery.message}</p>
              </div>
            )}
            <DeliveryOptionsFields
              idPrefix="dialog-delivery"
              value={flow.choices}
              onChange={flow.setChoices}
              unitCount={flow.unitCount}
            />
          </div>
        )}
        {step === "warranty" && product && (
          <WarrantyStep
            unitPriceCents={unitPriceCents(product)}
            value={flow.warrantyId}
            onChange={flow.setWarrantyId}
          />
        )}
        {step === "summary" && (
          <SummaryStep
            quote={flow.quote.state}
            onRetry={flow.quote.retry}
            email={flow.email.trim()}
            address={flow.isDelivery ? flow.address : null}
            choices={flow.choices}
          />
        )}
      </div>
      <DialogFooter className="gap-2">
        {step === "method" ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <Button variant="outline" onClick={back} disabled={flow.busy}>
            Back
          </Button>
        )}
        {primary}
      </DialogFooter>
    </>
  );
}

export default function CheckoutDialog({ open, onOpenChange, ...flow }: CheckoutDialogProps) {
  const [listOpen, setListOpen] = useState(false);
  const onListOpenChange = useCallback((next: boolean) => setListOpen(next), []);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && listOpen) return;
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-xl" onInteractOutside={(event) => listOpen && event.preventDefault()}>
        {open && <CheckoutFlow {...flow} onListOpenChange={onListOpenChange} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
