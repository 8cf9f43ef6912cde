"use client";

// The checkout form (/checkout): contact and address fields checked by the same zod schema as the
// server, delivery or pickup with the delivery choices, and the server's live order summary.
// Submitting places the order, clears the cart and leaves for the payment page.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch, type FieldPath } from "react-hook-form";
import { Loader2, Lock } from "lucide-react";
import { toast } from "@/client/toast";
import { EmptyCart } from "@/components/cart/cart-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { TextField } from "@/components/ui/text-field";
import { checkoutItems } from "@/lib/checkout/cart-lines";
import { useCart } from "@/client/stored-cart";
import { distanceNote } from "@/lib/delivery/fee";
import { readAttribution } from "@/client/attribution";
import { defaultDeliveryChoices, type DeliveryChoices } from "@/lib/checkout/checkout-draft";
import {
  checkoutFormSchema,
  deliveryAddressSchema,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from "@/lib/checkout/checkout-schema";
import { goToPayment, submitCheckout } from "@/client/submit-checkout";
import { useQuote } from "@/client/use-quote";
import { useZipFill } from "@/client/use-zip-fill";
import { PICKUP, STORE_ADDRESS_LINE } from "@/lib/store";
import { useDebounced } from "@/client/use-debounced";
import { useHydrated } from "@/client/use-hydrated";
import { cn } from "@/lib/utils";
import { DeliveryOptionsFields } from "./delivery-options-fields";
import { PendingCheckoutNotice } from "./pending-checkout-notice";
import { CheckoutWarranties } from "./checkout-warranties";
import { readCheckoutFormDraft, saveCheckoutFormDraft } from "@/client/checkout-form-draft";
import { OrderLines } from "@/components/orders/order-lines";
import { OrderSummaryRows } from "@/components/orders/order-summary";

type Field = FieldPath<CheckoutFormInput>;

/** The toast's title for a refusal the shopper can act on (quote kinds and server codes). */
const REFUSAL_TITLES: Record<string, string> = {
  hold_limit: "We can't hold that many appliances for you",
  refused: "Outside Delivery Area",
  outside_delivery_area: "Outside Delivery Area",
  po_box: "We can't deliver to P.O. boxes",
  unknown_zip: "Please check the ZIP code",
};

/** Where a server refusal belongs on the form. */
const SERVER_FIELDS: Record<string, Field> = {
  customer_name: "fullName",
  customer_email: "email",
  customer_phone: "phone",
  "delivery_address.line1": "address",
  "delivery_address.line2": "address2",
  "delivery_address.city": "city",
  "delivery_address.state": "state",
  "delivery_address.postal_code": "zipCode",
};

export function CheckoutForm() {
  const hydrated = useHydrated();
  const items = useCart();
  const [choices, setChoices] = useState<DeliveryChoices>(() => defaultDeliveryChoices());
  // One key per attempt (see the checkout dialog): a new one after the server refused.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    reValidateMode: "onSubmit",
    defaultValues: {
      fulfillment: "delivery",
      fullName: "",
      email: "",
      phone: "",
      address: "",
      address2: "",
      city: "",
      state: "OH",
      zipCode: "",
    },
  });
  const { register, handleSubmit, formState, clearErrors, setError, setValue, control } = form;
  const [leaving, setLeaving] = useState(false);
  const errors = formState.errors;
  const field = (name: Field) => register(name, { onChange: () => clearErrors(name) });

  const [fulfillment, address, city, state, zipCode] = useWatch({
    control,
    name: ["fulfillment", "address", "city", "state", "zipCode"],
  });
  const isDelivery = fulfillment === "delivery";
  useZipFill(zipCode ?? "", (place) => {
    if (!city?.trim()) setValue("city", place.city);
    setValue("state", place.state);
    clearErrors(["city", "state"]);
  });
  const candidate = deliveryAddressSchema.safeParse({ line1: address, city, state, postal_code: zipCode });
  const quotedAddress = useDebounced(isDelivery && candidate.success ? candidate.data : null, 500);
  const cartItems = checkoutItems(items);
  const quote = useQuote(
    items.length === 0
      ? null
      : quotedAddress
        ? {
            order_type: "delivery",
            cart_items: cartItems,
            delivery_address: quotedAddress,
            haul_away_units: choices.haul_away_units,
            stair_flights: choices.stair_flights,
          }
        : { order_type: "pickup", cart_items: cartItems },
  );

  useEffect(() => {
    if (!isDelivery) clearErrors(["address", "city", "state", "zipCode"]);
  }, [isDelivery, clearErrors]);

  // What was typed comes back after a cancelled payment, Back or a reload (this tab only).
  useEffect(() => {
    const draft = readCheckoutFormDraft();
    if (draft) form.reset({ ...form.getValues(), ...draft });
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveCheckoutFormDraft(values),
    });
  }, [form]);

  if (!hydrated) return <Skeleton className="h-96" />;
  if (items.length === 0 && !leaving) return <EmptyCart />;

  async function onValid(values: CheckoutFormValues) {
    // The quote already refused this very address (not one still being typed): say so now,
    // nothing is sent or held. Otherwise the server decides.
    const quotedThisAddress = candidate.success && JSON.stringify(candidate.data) === JSON.stringify(quotedAddress);
    if (
      values.fulfillment === "delivery" &&
      quotedThisAddress &&
      delivery &&
      "message" in delivery &&
      delivery.message
    ) {
      setError("address", { message: delivery.message }, { shouldFocus: true });
      toast.error(REFUSAL_TITLES[delivery.kind] ?? "We can't deliver there", { description: delivery.message });
      return;
    }
    const attribution = readAttribution();
    const answer = await submitCheckout(
      {
        source: attribution ? "social" : "checkout_form",
        cart_items: checkoutItems(items),
        customer_email: values.email,
        customer_name: values.fullName,
        customer_phone: values.phone,
        cancel_path: "/checkout",
        ...(attribution && { attribution }),
        ...(values.fulfillment === "delivery"
          ? {
              order_type: "delivery" as const,
              delivery_address: {
                line1: values.address,
                ...(values.address2 && { line2: values.address2 }),
                city: values.city,
                state: values.state,
                postal_code: values.zipCode,
              },
              delivery: choices,
            }
          : { order_type: "pickup" as const }),
      },
      idempotencyKey,
    );
    if (answer.ok) {
      toast.success("Success!", { description: "Redirecting to secure payment..." });
      setLeaving(true);
      goToPayment(answer.data);
      return;
    }
    if (answer.status !== 0) setIdempotencyKey(crypto.randomUUID());
    const target = answer.field
      ? SERVER_FIELDS[answer.field]
      : answer.code === "outside_delivery_area" || answer.code === "po_box" || answer.code === "unknown_zip"
        ? "address"
        : undefined;
    if (target && answer.error) setError(target, { message: answer.error }, { shouldFocus: true });
    toast.error(
      (answer.code && REFUSAL_TITLES[answer.code]) || "There was an error processing your order. Please try again.",
      answer.error ? { description: answer.error } : undefined,
    );
  }

  const submit = handleSubmit(onValid, () => toast.error("Please fill in all required fields"));
  const processing = formState.isSubmitting || leaving;
  const answer = quote.state.status === "ready" ? quote.state.answer : null;
  const delivery = answer?.delivery;
  const unitCount = cartItems.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <form noValidate onSubmit={submit} className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        <PendingCheckoutNotice />
        <Card className="gap-4">
          <CardHeader>
            <CardTitle className="text-lg">Contact</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="fullName"
              label="Full Name"
              required
              autoComplete="name"
              error={errors.fullName?.message}
              className="sm:col-span-2"
              {...field("fullName")}
            />
            <TextField
              id="email"
              label="Email Address"
              type="email"
              required
              autoComplete="email"
              error={errors.email?.message}
              {...field("email")}
            />
            <TextField
              id="phone"
              label="Phone Number"
              type="tel"
              required
              autoComplete="tel"
              error={errors.phone?.message}
              {...field("phone")}
            />
          </CardContent>
        </Card>
        <CheckoutWarranties items={items} disabled={!hydrated || processing} />
        <Card className="gap-4">
          <CardHeader>
            <CardTitle className="text-lg">Delivery or pickup</CardTitle>
          </CardHeader>
          <CardContent className="space-y-5">
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
                  {(
                    [
                      ["delivery", "Home Delivery", "Priced by distance from our showroom"],
                      ["pickup", "Store Pickup", `Free, ready in ${PICKUP.readyInHours} hours`],
                    ] as const
                  ).map(([value, title, detail]) => (
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
                <div className="grid gap-4 sm:grid-cols-6">
                  <TextField
                    id="address"
                    label="Street Address"
                    required
                    autoComplete="address-line1"
                    error={errors.address?.message}
                    className="sm:col-span-4"
                    {...field("address")}
                  />
                  <TextField
                    id="address2"
                    label="Apt/Suite (optional)"
                    autoComplete="address-line2"
                    error={errors.address2?.message}
                    className="sm:col-span-2"
                    {...field("address2")}
                  />
                  <TextField
                    id="zipCode"
                    label="ZIP Code"
                    required
                    inputMode="numeric"
                    autoComplete="postal-code"
                    error={errors.zipCode?.message}
                    className="sm:col-span-2"
                    {...field("zipCode")}
                  />
                  <TextField
                    id="city"
                    label="City"
                    required
                    autoComplete="address-level2"
                    error={errors.city?.message}
                    className="sm:col-span-2"
                    {...field("city")}
                  />
                  <TextField
                    id="state"
                    label="State"
                    required
                    maxLength={2}
                    autoComplete="address-level1"
                    error={errors.state?.message}
                    className="sm:col-span-1"
                    {...field("state")}
                  />
                  <TextField id="country" label="Country" value="United States" readOnly className="sm:col-span-1" />
                </div>
                {delivery && "message" in delivery && (
                  <p
                    role="alert"
                    className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
                  >
                    {delivery.kind === "refused" && <strong className="block">Outside Delivery Area</strong>}
                    {delivery.message}
                    {delivery.kind === "refused" && (
                      <>
                        {" "}
                        Store Pickup is free and ready in {PICKUP.readyInHours} hours.{" "}
                        <button
                          type="button"
                          className="font-semibold underline"
                          onClick={() => setValue("fulfillment", "pickup")}
                        >
                          Switch to Store Pickup
                        </button>
                      </>
                    )}
                  </p>
                )}
                <DeliveryOptionsFields
                  idPrefix="form-delivery"
                  value={choices}
                  onChange={setChoices}
                  unitCount={unitCount}
                />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                Pick it up at {STORE_ADDRESS_LINE}. Bring your order number and a photo ID.
              </p>
            )}
          </CardContent>
        </Card>
      </div>
      <Card className="gap-4 lg:sticky lg:top-4">
        <CardHeader>
          <CardTitle className="text-lg">Order Summary</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {!answer ? (
            <Skeleton className="h-40" aria-label="Pricing your order" />
          ) : (
            <>
              {answer.problems.length > 0 && (
                <ul role="alert" className="space-y-1 text-sm text-destructive">
                  {answer.problems.map((problem) => (
                    <li key={problem.product_id}>{problem.message}</li>
                  ))}
                </ul>
              )}
              {answer.breakdown && <OrderLines lines={answer.breakdown.lines} />}
              {answer.breakdown &&
                (isDelivery && !quotedAddress ? (
                  <p className="rounded-md bg-muted/60 p-3 text-sm text-muted-foreground">
                    Enter your delivery address to see the delivery fee, tax and total.
                  </p>
                ) : (
                  <OrderSummaryRows
                    totals={answer.breakdown}
                    deliveryNote={
                      delivery && "feeCents" in delivery ? distanceNote(delivery.miles, delivery.source) : undefined
                    }
                  />
                ))}
            </>
          )}
          <Button
            type="submit"
            size="lg"
            variant="deal"
            className="w-full"
            disabled={processing || (answer?.problems.length ?? 0) > 0}
          >
            {processing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {processing ? "Processing..." : "Continue to Payment"}
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            You pay on a secure card payment page. Nothing is charged until then.
          </p>
        </CardContent>
      </Card>
    </form>
  );
}
