"use client";

// The cart page (/cart): lines with warranty choosers, quantities and Remove; Clear Cart; the
// order summary from the pricing function; Proceed to Checkout opens the 4-step dialog.
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { ArrowLeft, ShoppingCart } from "lucide-react";
import { toast } from "@/client/toast";
import { OrderSummaryRows } from "@/components/orders/order-summary";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading, Skeleton } from "@/components/ui/skeleton";
import { isPurchasable } from "@/lib/cart/cart-item";
import { cartPricingItems } from "@/lib/checkout/cart-lines";
import { clearCart } from "@/client/cart-store";
import { useCart } from "@/client/stored-cart";
import { PendingCheckoutNotice } from "@/components/checkout/pending-checkout-notice";
import { useCartRefresh } from "@/client/use-cart-refresh";
import { priceOrder } from "@/lib/pricing";
import { DELIVERY, PICKUP } from "@/lib/store";
import { useHydrated } from "@/client/use-hydrated";
import { CartLine } from "./cart-line";

const CheckoutDialog = dynamic(() => import("@/components/checkout/checkout-dialog"), { ssr: false });

export function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-muted">
        <ShoppingCart className="size-8 text-muted-foreground" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">Your Cart is Empty</h1>
      <p className="text-muted-foreground">
        Find a scratch-and-dent deal on a washer, fridge or range and it will show up here.
      </p>
      <Button asChild size="lg">
        <Link href="/products">Continue Shopping</Link>
      </Button>
    </div>
  );
}

export function CartView() {
  const hydrated = useHydrated();
  const items = useCart();
  const problems = useCartRefresh(items);
  const [checkoutOpen, setCheckoutOpen] = useState(false);

  // The server's HTML (the cart lives in the browser): the page's heading over placeholders.
  if (!hydrated) {
    return (
      <>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Shopping Cart</h1>
        <Loading label="Loading your cart" className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <Skeleton className="h-64" />
          <Skeleton className="h-72" />
        </Loading>
      </>
    );
  }
  if (items.length === 0) return <EmptyCart />;

  const buyable = items.filter((item) => isPurchasable(item) && !problems[item.product.id]);
  const blocked = buyable.length !== items.length;
  const totals = buyable.length > 0 ? priceOrder(cartPricingItems(buyable), { type: "pickup" }) : null;

  return (
    <>
      <PendingCheckoutNotice />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Shopping Cart</h1>
        <Button asChild variant="link" className="px-0">
          <Link href="/products">
            <ArrowLeft aria-hidden="true" />
            Continue Shopping
          </Link>
        </Button>
      </div>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-label="Items in your cart" className="rounded-xl border bg-card px-4 shadow-sm sm:px-6">
          <ul className="divide-y">
            {items.map((item) => (
              <CartLine key={item.product.id} item={item} problem={problems[item.product.id]} />
            ))}
          </ul>
          <div className="flex justify-end border-t py-4">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                clearCart();
                toast.success("Cart has been cleared");
              }}
            >
              Clear Cart
            </Button>
          </div>
        </section>
        <Card className="gap-4 lg:sticky lg:top-4">
          <CardHeader>
            <CardTitle className="text-lg">Order Summary</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            {totals ? (
              <OrderSummaryRows totals={totals} totalLabel="Estimated total" />
            ) : (
              <p className="text-sm text-muted-foreground">Nothing in your cart can be bought right now.</p>
            )}
            <p className="rounded-md bg-muted/60 p-3 text-xs text-muted-foreground">
              Free pickup (ready in {PICKUP.readyInHours} hours), or delivery priced at checkout: free within{" "}
              {DELIVERY.freeRadiusMiles} miles, ${DELIVERY.flatFeeCents / 100} up to {DELIVERY.maxMiles} miles.
            </p>
            {blocked && (
              <p role="status" className="text-sm font-medium text-destructive">
                Remove the items that are no longer available to check out.
              </p>
            )}
          </CardContent>
          <CardFooter className="flex-col gap-2">
            <Button
              type="button"
              size="lg"
              className="w-full"
              disabled={blocked || !totals}
              onClick={() => setCheckoutOpen(true)}
            >
              Proceed to Checkout
            </Button>
            <Button asChild variant="link" size="sm" className={blocked ? "pointer-events-none opacity-50" : undefined}>
              <Link href="/checkout" aria-disabled={blocked}>
                Or fill in the full checkout form
              </Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
      {checkoutOpen && <CheckoutDialog mode="cart" open onOpenChange={setCheckoutOpen} />}
    </>
  );
}
