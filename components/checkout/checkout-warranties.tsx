"use client";

// The extended warranty of each cart line, changeable on /checkout as everywhere else: the
// choice goes to the cart, and the order summary's quote follows.
import { updateCartWarranty } from "@/client/cart-store";
import { NativeSelect } from "@/components/ui/native-select";
import type { CartItem } from "@/lib/cart/cart-item";
import { unitPriceCents } from "@/lib/product-price";
import { formatCents } from "@/lib/money";
import { WARRANTY, warrantyPriceCents, type WarrantyId } from "@/lib/store";
import { FormSection } from "./form-section";

export function CheckoutWarranties({ items, disabled }: { items: readonly CartItem[]; disabled: boolean }) {
  return (
    <FormSection title="Extended warranty">
      {items.map((item) => {
        const unitPrice = unitPriceCents(item.product);
        const id = `checkout-warranty-${item.product.id}`;
        return (
          <div key={item.product.id} className="grid gap-1.5">
            <label htmlFor={id} className="text-sm font-medium">
              {item.product.name}
              {item.quantity > 1 ? ` (${item.quantity} units)` : ""}
            </label>
            <NativeSelect
              id={id}
              value={item.warranty?.id ?? "none"}
              disabled={disabled}
              onChange={(event) => updateCartWarranty(item.product.id, event.target.value as WarrantyId)}
            >
              {WARRANTY.plans.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.id === "none"
                    ? plan.label
                    : `${plan.label}: ${formatCents(warrantyPriceCents(plan.id, unitPrice))} per unit`}
                </option>
              ))}
            </NativeSelect>
          </div>
        );
      })}
    </FormSection>
  );
}
