"use client";

// The checkout form's "Delivery or pickup" card: the choice, then for delivery the shared address
// fields, why we cannot deliver there (with the way to pickup) and the delivery choices; for
// pickup, where to collect.
import { Controller, type UseFormReturn } from "react-hook-form";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { ADDRESS_FIELDS, type CheckoutFormInput, type DeliveryChoices } from "@/lib/checkout/checkout-draft";
import type { CheckoutFormValues } from "@/lib/checkout/checkout-schema";
import type { QuoteAnswer } from "@/lib/checkout/quote";
import { PICKUP, STORE_ADDRESS_LINE } from "@/lib/store";
import { cn } from "@/lib/utils";
import { AddressFields } from "./address-fields";
import { DeliveryOptionsFields } from "./delivery-options-fields";
import { DeliveryRefusal } from "./delivery-refusal";
import { FormSection } from "./form-section";

const OPTIONS = [
  ["delivery", "Home Delivery", "Priced by distance from our showroom"],
  ["pickup", "Store Pickup", `Free, ready in ${PICKUP.readyInHours} hours`],
] as const;

export function FulfillmentSection({
  form,
  isDelivery,
  delivery,
  choices,
  onChoicesChange,
  unitCount,
}: {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;
  isDelivery: boolean;
  /** The quote's delivery answer for the address, once priced. */
  delivery: QuoteAnswer["delivery"] | undefined;
  choices: DeliveryChoices;
  onChoicesChange: (choices: DeliveryChoices) => void;
  unitCount: number;
}) {
  const { control, clearErrors, setValue, formState } = form;
  return (
    <FormSection title="Delivery or pickup">
      <Controller
        control={control}
        name="fulfillment"
        render={({ field: radio }) => (
          <RadioGroup
            value={radio.value}
            onValueChange={radio.onChange}
            className="grid gap-3 sm:grid-cols-2"
            aria-label="Delivery or pickup"
          >
            {OPTIONS.map(([value, title, detail]) => (
              <label
                key={value}
                htmlFor={`fulfillment-${value}`}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-lg border p-3",
                  radio.value === value && "border-primary bg-primary/5",
                )}
              >
                <RadioGroupItem id={`fulfillment-${value}`} value={value} className="mt-0.5" />
                <span>
                  <span className="block text-sm font-semibold">{title}</span>
                  <span className="block text-xs text-muted-foreground">{detail}</span>
                </span>
              </label>
            ))}
          </RadioGroup>
        )}
      />
      {isDelivery ? (
        <>
          <Controller
            control={control}
            name="delivery_address"
            render={({ field: address }) => (
              <AddressFields
                idPrefix="delivery-address"
                value={address.value}
                onChange={(next) => {
                  // A field's message goes once it changes (a ZIP also fills city and state).
                  const changed = ADDRESS_FIELDS.filter((key) => next[key] !== address.value[key]);
                  clearErrors(changed.map((key) => `delivery_address.${key}` as const));
                  address.onChange(next);
                }}
                errors={Object.fromEntries(
                  ADDRESS_FIELDS.flatMap((key) => {
                    const error = formState.errors.delivery_address?.[key];
                    return error ? [[key, error.message ?? ""]] : [];
                  }),
                )}
                focusRef={address.ref}
              />
            )}
          />
          {delivery?.message && (
            <DeliveryRefusal
              kind={delivery.kind}
              message={delivery.message}
              onChoosePickup={() => setValue("fulfillment", "pickup")}
            />
          )}
          <DeliveryOptionsFields
            idPrefix="form-delivery"
            value={choices}
            onChange={onChoicesChange}
            unitCount={unitCount}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Pick it up at {STORE_ADDRESS_LINE}. Bring your order number and a photo ID.
        </p>
      )}
    </FormSection>
  );
}
