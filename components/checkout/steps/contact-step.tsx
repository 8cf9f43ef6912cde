"use client";

// Step 2: who the order is for and how to reach them, in the shared contact fields: the name (the
// one on the photo ID at pickup), the e-mail for the receipt and updates, and the phone, which a
// delivery needs (the crew calls ahead) and a pickup may leave out.
import type { ContactDraft } from "@/lib/checkout/checkout-draft";
import type { FulfillmentChoice } from "@/lib/checkout/dialog-steps";
import { DELIVERY_SCHEDULE } from "@/lib/store";
import { ContactFields } from "../contact-fields";

export function ContactStep({
  method,
  value,
  onChange,
  errors,
}: {
  method: FulfillmentChoice;
  value: ContactDraft;
  onChange: (value: ContactDraft) => void;
  errors: Record<string, string>;
}) {
  const input = (key: keyof ContactDraft) => ({
    value: value[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: event.target.value }),
    error: errors[key],
  });
  const delivery = method === "delivery";
  return (
    <ContactFields
      idPrefix="checkout"
      name={{ ...input("customer_name"), autoFocus: true }}
      email={{ ...input("customer_email"), placeholder: "you@example.com" }}
      phone={{ ...input("customer_phone"), required: delivery, placeholder: "(614) 555-0123" }}
      help={{
        name: delivery ? undefined : "Bring a photo ID in this name when you pick up.",
        email: "We send your receipt and order updates here. No account needed.",
        phone: delivery
          ? `We call ${DELIVERY_SCHEDULE.callAheadHours} hours ahead to confirm your delivery window.`
          : "Optional: we call only if something about your pickup changes.",
      }}
    />
  );
}
