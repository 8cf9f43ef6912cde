"use client";

// The social shopping hand-off (/facebook-checkout): reads the link's products, fills the cart
// with what can be bought (current prices and stock from the server), merged with what the cart
// already holds, shows the source, coupon
// and campaign tags, and leads on to /checkout.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { AlertCircle, Tag } from "lucide-react";
import { toast } from "@/client/toast";
import { ArtImage } from "@/components/shared/art-image";
import { OrderSummaryRows } from "@/components/orders/order-summary";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading, Skeleton } from "@/components/ui/skeleton";
import { addToItems, mergeItems, type CartItem } from "@/lib/cart/cart-item";
import { unitPriceCents } from "@/lib/product-price";
import { cartPricingItems } from "@/lib/checkout/cart-lines";
import { replaceCart } from "@/client/cart-store";
import { getCart } from "@/client/stored-cart";
import { parseSocialLink, type SocialLink } from "@/lib/cart/social-link";
import { formatCents } from "@/lib/money";
import { postJson } from "@/client/api-client";
import { saveAttribution } from "@/client/attribution";
import type { QuoteAnswer } from "@/lib/checkout/quote";
import { priceOrder } from "@/lib/pricing";

type State =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; items: CartItem[]; link: SocialLink; notes: string[] };

async function load(link: SocialLink): Promise<State> {
  if (link.error) return { status: "error", message: link.error };
  const answer = await postJson<QuoteAnswer>("/api/checkout/quote", {
    order_type: "pickup",
    cart_items: link.entries.map((entry) => ({
      product_id: entry.productId,
      quantity: entry.quantity,
      warranty_id: "2year",
    })),
  });
  if (!answer.ok) return { status: "error", message: "Failed to process checkout data" };
  const { products, problems } = answer.data;
  if (products.length === 0)
    return { status: "error", message: "None of the specified products were found in our catalog" };
  const notes: string[] = [];
  const missing = link.entries.length - products.length;
  if (missing > 0) notes.push(`${missing} product(s) could not be found`);
  let items: CartItem[] = [];
  for (const entry of link.entries) {
    const product = products.find((candidate) => candidate.id === entry.productId);
    if (!product) continue;
    const refusal = problems.find((problem) => problem.product_id === product.id && problem.code !== "short_stock");
    if (refusal) {
      notes.push(refusal.message);
      continue;
    }
    const added = addToItems(items, product, entry.quantity);
    if (added.added < entry.quantity) notes.push(`Only ${added.added} of ${product.name} in stock: quantity reduced`);
    items = added.items;
  }
  if (items.length === 0)
    return { status: "error", message: notes.join(". ") || "None of the specified products can be ordered online" };
  return { status: "ready", items, link, notes };
}

export function SocialCheckout({ query }: { query: string }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = parseSocialLink(new URLSearchParams(query));
    for (const entry of link.skipped) console.warn(`Skipped checkout link entry "${entry}": expected id:quantity`);
    // load never rejects: a failed request comes back as the error state.
    void load(link).then((next) => {
      if (next.status !== "ready") {
        setState(next);
        return;
      }
      // The link adds to the cart, never empties it.
      const merged = mergeItems(getCart(), next.items);
      replaceCart(merged.items);
      const notes = [...next.notes];
      if (merged.kept > 0) {
        notes.push(
          `Your cart already had ${merged.kept} other product${merged.kept === 1 ? "" : "s"}: ${merged.kept === 1 ? "it is" : "they are"} still in it`,
        );
      }
      for (const name of merged.raised) notes.push(`${name} was already in your cart: quantity raised to the link's`);
      setState({ ...next, notes });
      saveAttribution({
        source: next.link.source,
        ...(next.link.coupon && { coupon: next.link.coupon }),
        utm: next.link.tracking,
      });
      toast.success(`Added ${next.items.length} product(s) to cart from Facebook`);
    });
  }, [query]);

  if (state.status === "loading") {
    return (
      <Loading label="Loading your products" className="space-y-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48" />
      </Loading>
    );
  }
  if (state.status === "error") {
    return (
      <Card className="mx-auto max-w-lg gap-4" role="alert">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <AlertCircle className="size-5 text-destructive" aria-hidden="true" />
            We couldn&apos;t load this checkout link
          </CardTitle>
          <CardDescription>{state.message}</CardDescription>
        </CardHeader>
        <CardFooter className="gap-3">
          <Button asChild>
            <Link href="/products">Browse Products</Link>
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        </CardFooter>
      </Card>
    );
  }

  const { items, link, notes } = state;
  const totals = priceOrder(cartPricingItems(items), { type: "pickup" });
  const tags = Object.entries(link.tracking);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="text-lg">
            Your cart from {link.source.charAt(0).toUpperCase() + link.source.slice(1)}
          </CardTitle>
          <CardDescription>
            These products are in your cart with the recommended 2-year protection. You can change it in the cart.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {notes.length > 0 && (
            <ul role="status" className="space-y-1 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          <ul className="divide-y">
            {items.map((item) => (
              <li key={item.product.id} className="flex items-center gap-3 py-3">
                <ArtImage
                  src={item.product.image}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 rounded-md border bg-slate-50 object-contain p-1"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium leading-snug">{item.product.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {item.quantity} × {formatCents(unitPriceCents(item.product))}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <dl className="grid gap-2 rounded-md bg-muted/50 p-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Source</dt>
              <dd className="font-medium">{link.source}</dd>
            </div>
            {link.coupon && (
              <div>
                <dt className="text-muted-foreground">Coupon code</dt>
                <dd className="flex items-center gap-1 font-medium">
                  <Tag className="size-4 text-deal" aria-hidden="true" />
                  {link.coupon}
                  <span className="font-normal text-muted-foreground">(noted with your order for our team)</span>
                </dd>
              </div>
            )}
            {tags.length > 0 && (
              <div className="sm:col-span-2">
                <dt className="text-muted-foreground">Tracking</dt>
                <dd className="break-all">{tags.map(([key, value]) => `${key}=${value}`).join(" · ")}</dd>
              </div>
            )}
          </dl>
        </CardContent>
      </Card>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="text-lg">Order Summary</CardTitle>
        </CardHeader>
        <CardContent>
          <OrderSummaryRows totals={totals} totalLabel="Estimated total" />
          <p className="mt-3 text-xs text-muted-foreground">Free pickup, or delivery priced at checkout.</p>
        </CardContent>
        <CardFooter className="flex-col gap-2">
          <Button asChild size="lg" className="w-full">
            <Link href="/checkout">Proceed to Checkout</Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link href="/products">Continue Shopping</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
