// The checkout form's state (/checkout): its fields under the shared checkout rules (react-hook-form
// with the zod schema the server uses), kept for this tab as a draft, the server's live quote for
// what is chosen, and placing the order with a refusal shown at its field.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { checkoutItems } from "@/lib/checkout/cart-lines";
import {
  ADDRESS_FIELDS,
  addressPayload,
  defaultDeliveryChoices,
  emptyCheckoutForm,
  type CheckoutFormInput,
  type DeliveryChoices,
} from "@/lib/checkout/checkout-draft";
import { checkoutFormSchema, deliveryAddressSchema, type CheckoutFormValues } from "@/lib/checkout/checkout-schema";
import { isAddressRefusal, refusalTitle } from "@/lib/checkout/refusal-title";
import { readAttribution } from "./attribution";
import { readCheckoutFormDraft, saveCheckoutFormDraft } from "./checkout-form-draft";
import { useCart } from "./stored-cart";
import { usePlaceOrder } from "./submit-checkout";
import { toast } from "./toast";
import { useDebounced } from "./use-debounced";
import { useQuote } from "./use-quote";

type Field = FieldPath<CheckoutFormInput>;

/** The fields a server refusal may name (the request's own paths, which the form shares). */
const SERVER_FIELDS: readonly string[] = [
  "customer_name",
  "customer_email",
  "customer_phone",
  ...ADDRESS_FIELDS.map((key) => `delivery_address.${key}`),
];

export function useCheckoutForm() {
  const items = useCart();
  const [choices, setChoices] = useState<DeliveryChoices>(() => defaultDeliveryChoices());
  const { place, leaving } = usePlaceOrder();
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    // The form holds every field whichever way is chosen, so its values fit either branch of the schema.
    resolver: zodResolver(checkoutFormSchema) as Resolver<CheckoutFormInput, unknown, CheckoutFormValues>,
    reValidateMode: "onSubmit",
    defaultValues: emptyCheckoutForm(),
  });
  const { control, clearErrors, setError, setFocus } = form;
  const [fulfillment, address] = useWatch({ control, name: ["fulfillment", "delivery_address"] });
  const isDelivery = fulfillment === "delivery";

  // The delivery is priced once the address passes the rules (Apt/Suite does not change the
  // price) and has stayed put for half a second.
  const candidate = deliveryAddressSchema.safeParse({ ...address, line2: undefined });
  const candidateKey = isDelivery && candidate.success ? JSON.stringify(candidate.data) : null;
  const quotedKey = useDebounced(candidateKey, 500);
  const cartItems = checkoutItems(items);
  const quote = useQuote(
    items.length === 0
      ? null
      : quotedKey
        ? {
            order_type: "delivery",
            cart_items: cartItems,
            delivery_address: JSON.parse(quotedKey),
            haul_away_units: choices.haul_away_units,
            stair_flights: choices.stair_flights,
          }
        : { order_type: "pickup", cart_items: cartItems },
  );
  const answer = quote.state.status === "ready" ? quote.state.answer : null;

  useEffect(() => {
    if (!isDelivery) clearErrors("delivery_address");
  }, [isDelivery, clearErrors]);

  // What was typed comes back after a cancelled payment, Back or a reload (this tab only).
  useEffect(() => {
    const draft = readCheckoutFormDraft();
    if (draft) form.reset(draft);
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveCheckoutFormDraft(values),
    });
  }, [form]);

  function showError(field: Field, message: string) {
    setError(field, { message });
    setFocus(field.startsWith("delivery_address") ? "delivery_address" : field);
  }

  async function onValid(values: CheckoutFormValues) {
    // The quote already refused this very address (not one still being typed): say so now,
    // nothing is sent or held. Otherwise the server decides.
    const delivery = answer?.delivery;
    if (values.fulfillment === "delivery" && candidateKey === quotedKey && delivery?.message) {
      showError("delivery_address.line1", delivery.message);
      toast.error(refusalTitle(delivery.kind) ?? "We can't deliver there", { description: delivery.message });
      return;
    }
    const attribution = readAttribution();
    const refused = await place({
      source: attribution ? "social" : "checkout_form",
      cart_items: checkoutItems(items),
      customer_email: values.customer_email,
      customer_name: values.customer_name,
      customer_phone: values.customer_phone,
      cancel_path: "/checkout",
      ...(attribution && { attribution }),
      ...(values.fulfillment === "delivery"
        ? { order_type: "delivery", delivery_address: addressPayload(values.delivery_address), delivery: choices }
        : { order_type: "pickup" }),
    });
    if (!refused) {
      toast.success("Success!", { description: "Redirecting to secure payment..." });
      return;
    }
    const target =
      refused.field && SERVER_FIELDS.includes(refused.field)
        ? (refused.field as Field)
        : isAddressRefusal(refused.code)
          ? "delivery_address.line1"
          : undefined;
    if (target && refused.error) showError(target, refused.error);
    toast.error(
      refusalTitle(refused.code) ?? "There was an error processing your order. Please try again.",
      refused.error ? { description: refused.error } : undefined,
    );
  }

  return {
    form,
    items,
    choices,
    setChoices,
    isDelivery,
    /** Whether the quote priced the delivery address (not pickup while it is typed). */
    addressQuoted: quotedKey !== null,
    answer,
    leaving,
    processing: form.formState.isSubmitting || leaving,
    /** For the form's onSubmit; never rejects (onValid answers every refusal with a toast). */
    submit: (event?: React.BaseSyntheticEvent) =>
      void form.handleSubmit(onValid, () => toast.error("Please fill in all required fields"))(event),
  };
}
