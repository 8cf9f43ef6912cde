"use client";

// Step 3, delivery only: the shared address fields, why we cannot deliver there once the fee was
// asked, and the delivery choices (date, window, haul-away, stairs).
import type { AddressDraft, DeliveryChoices } from "@/lib/checkout/checkout-draft";
import type { DeliveryAnswer } from "@/client/use-checkout-flow";
import { AddressFields, type AddressErrors } from "../address-fields";
import { DeliveryOptionsFields } from "../delivery-options-fields";
import { DeliveryRefusal } from "../delivery-refusal";

export function AddressStep({
  address,
  onAddressChange,
  errors,
  refusal,
  choices,
  onChoicesChange,
  unitCount,
  onListOpenChange,
}: {
  address: AddressDraft;
  onAddressChange: (address: AddressDraft) => void;
  errors: AddressErrors;
  refusal: DeliveryAnswer | null;
  choices: DeliveryChoices;
  onChoicesChange: (choices: DeliveryChoices) => void;
  unitCount: number;
  onListOpenChange: (open: boolean) => void;
}) {
  return (
    <div className="space-y-5">
      <AddressFields
        idPrefix="dialog-address"
        value={address}
        onChange={onAddressChange}
        errors={errors}
        onListOpenChange={onListOpenChange}
      />
      {refusal?.message && <DeliveryRefusal kind={refusal.kind} message={refusal.message} />}
      <DeliveryOptionsFields
        idPrefix="dialog-delivery"
        value={choices}
        onChange={onChoicesChange}
        unitCount={unitCount}
      />
    </div>
  );
}
