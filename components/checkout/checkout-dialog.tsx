"use client";

// The checkout dialogs: Buy Now (5 steps: method, contact details, address for delivery only,
// warranty, summary) and the cart's (4 steps, no warranty step), over client/use-checkout-flow.ts. Back walks
// the path in reverse; closing resets everything (the flow unmounts) but is blocked while the
// address suggestions are open. The summary shows the server's price; Continue to Payment places
// the order and leaves for the payment page.
import { useCallback, useState } from "react";
import { Loader2 } from "lucide-react";
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
import { addressComplete } from "@/lib/checkout/checkout-draft";
import { stepNumber, stepPath, type DialogMode, type StepId } from "@/lib/checkout/dialog-steps";
import { unitPriceCents } from "@/lib/product-price";
import { useCheckoutFlow } from "@/client/use-checkout-flow";
import { AddressStep } from "./steps/address-step";
import { ContactStep } from "./steps/contact-step";
import { MethodStep } from "./steps/method-step";
import { SummaryStep } from "./steps/summary-step";
import { WarrantyStep } from "./steps/warranty-step";

const TITLES: Record<StepId, string> = {
  method: "How would you like to get it?",
  contact: "How can we reach you?",
  address: "Delivery address",
  warranty: "Protect your appliance",
  summary: "Review your order",
};

export interface CheckoutDialogProps {
  mode: DialogMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Buy Now's product and quantity. */
  product?: CartProduct;
  quantity?: number;
}

/** The step's button: Continue, Calculate Delivery Fee or Continue to Payment. */
function PrimaryButton({ flow }: { flow: ReturnType<typeof useCheckoutFlow> }) {
  const busy = flow.busy && <Loader2 className="animate-spin" aria-hidden="true" />;
  if (flow.step === "contact") return <Button onClick={flow.continueFromContact}>Continue</Button>;
  if (flow.step === "address") {
    return (
      <Button onClick={flow.calculate} disabled={!addressComplete(flow.address) || flow.busy}>
        {busy}
        {flow.busy ? "Calculating..." : "Calculate Delivery Fee"}
      </Button>
    );
  }
  if (flow.step === "summary") {
    return (
      <Button onClick={flow.pay} disabled={!flow.summaryReady || flow.busy} variant="deal">
        {busy}
        {flow.busy ? "Processing..." : "Continue to Payment"}
      </Button>
    );
  }
  return <Button onClick={flow.forward}>Continue</Button>;
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
  const flow = useCheckoutFlow(mode, product, quantity);
  const { step } = flow;
  const path = stepPath(mode, flow.method);
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
          if (step === "contact") flow.continueFromContact();
          else if (step === "address" && !flow.busy) flow.calculate();
        }}
      >
        {step === "method" && <MethodStep value={flow.method} onChange={flow.setMethod} />}
        {step === "contact" && (
          <ContactStep
            method={flow.method}
            value={flow.contact}
            onChange={flow.setContact}
            errors={flow.contactErrors}
          />
        )}
        {step === "address" && (
          <AddressStep
            address={flow.address}
            onAddressChange={flow.setAddress}
            errors={flow.addressErrors}
            refusal={flow.refusal}
            choices={flow.choices}
            onChoicesChange={flow.setChoices}
            unitCount={flow.unitCount}
            onListOpenChange={onListOpenChange}
          />
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
            contact={flow.contact}
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
          <Button variant="outline" onClick={flow.back} disabled={flow.busy}>
            Back
          </Button>
        )}
        <PrimaryButton flow={flow} />
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
