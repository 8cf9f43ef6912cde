"use client";

// The checkout form (/checkout): contact details, the warranties, delivery or pickup with the
// shared address fields, and the server's live order summary, checked by the same rules as the
// server (client/use-checkout-form.ts). Submitting places the order and leaves for the payment page.
import { EmptyCart } from "@/components/cart/cart-view";
import { Loading, Skeleton } from "@/components/ui/skeleton";
import { useCheckoutForm } from "@/client/use-checkout-form";
import { useHydrated } from "@/client/use-hydrated";
import { CheckoutWarranties } from "./checkout-warranties";
import { ContactFields } from "./contact-fields";
import { FormSection } from "./form-section";
import { FormSummary } from "./form-summary";
import { FulfillmentSection } from "./fulfillment-section";
import { PendingCheckoutNotice } from "./pending-checkout-notice";

export function CheckoutForm() {
  const hydrated = useHydrated();
  const checkout = useCheckoutForm();
  const { form, items, answer, isDelivery, processing } = checkout;
  if (!hydrated)
    return (
      <Loading label="Loading the checkout form">
        <Skeleton className="h-96" />
      </Loading>
    );
  if (items.length === 0 && !checkout.leaving) return <EmptyCart />;

  const errors = form.formState.errors;
  // A field's message goes as soon as the shopper changes it.
  const field = (name: "customer_name" | "customer_email" | "customer_phone") => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: errors[name]?.message,
  });
  const unitCount = items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <form noValidate onSubmit={checkout.submit} className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        <PendingCheckoutNotice />
        <FormSection title="Contact">
          <ContactFields
            idPrefix="contact"
            name={field("customer_name")}
            email={field("customer_email")}
            phone={field("customer_phone")}
          />
        </FormSection>
        <CheckoutWarranties items={items} disabled={processing} />
        <FulfillmentSection
          form={form}
          isDelivery={isDelivery}
          delivery={answer?.delivery}
          choices={checkout.choices}
          onChoicesChange={checkout.setChoices}
          unitCount={unitCount}
        />
      </div>
      <FormSummary answer={answer} waitingForAddress={isDelivery && !checkout.addressQuoted} processing={processing} />
    </form>
  );
}
