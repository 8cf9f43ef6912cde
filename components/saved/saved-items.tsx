"use client";

// The Saved Items list with live price and stock.
import Link from "next/link";
import { Heart, PackageX, Phone, ShoppingCart, Trash2 } from "lucide-react";
import { toast } from "@/client/toast";
import { ArtImage } from "@/components/shared/art-image";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { Button } from "@/components/ui/button";
import { Loading, Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "@/lib/money";
import { LIST_PRICE, hasSalePrice, isCallForPrice, unitPriceCents, type Priced } from "@/lib/product-price";
import type { SavedProduct } from "@/lib/saved/saved-item";
import { unsaveItem, useSavedItems } from "@/client/saved-store";
import { useLiveProducts, type LiveProduct } from "@/client/use-live-products";
import { phoneHref } from "@/lib/store";
import { useHydrated } from "@/client/use-hydrated";
import { SaveButton } from "./save-button";

function Price({ priced }: { priced: Priced }) {
  if (isCallForPrice(priced)) return <p className="font-semibold">Call for Price</p>;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-xl font-bold text-deal">{formatCents(unitPriceCents(priced))}</span>
      {hasSalePrice(priced) && (
        <span className="text-sm text-muted-foreground">
          {LIST_PRICE.label}: {formatCents(priced.priceCents)}
        </span>
      )}
    </p>
  );
}

function PurchaseAction({ live }: { live: LiveProduct | undefined }) {
  if (!live) return null;
  if (live.status === "missing") {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <PackageX className="size-4" aria-hidden="true" />
        No longer available
      </p>
    );
  }
  const { product } = live;
  if (isCallForPrice(product) || product.stockQuantity <= 0) {
    return (
      <Button asChild variant="outline" size="sm">
        <a href={phoneHref()}>
          <Phone aria-hidden="true" />
          {isCallForPrice(product) ? "Call for Price" : "Call to Order"}
        </a>
      </Button>
    );
  }
  return <AddToCartButton product={product} icon={<ShoppingCart aria-hidden="true" />} size="sm" />;
}

function SavedRow({ item, live }: { item: SavedProduct; live: LiveProduct | undefined }) {
  const current = live?.status === "found" ? live.product : null;
  function remove() {
    unsaveItem(item.id);
    toast("Removed from saved items", { description: item.name });
  }
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-4 shadow-sm sm:gap-6" data-testid="saved-item">
      <div className="relative shrink-0">
        <Link
          href={`/product/${item.id}`}
          tabIndex={-1}
          aria-hidden="true"
          className="block rounded-lg bg-gradient-to-b from-slate-50 to-slate-100"
        >
          <ArtImage
            src={item.image}
            alt=""
            width={160}
            height={160}
            className="size-24 object-contain p-2 sm:size-32"
          />
        </Link>
        <SaveButton
          product={item}
          icon={<Heart className="size-5" aria-hidden="true" />}
          className="absolute -top-2 -right-2 size-8"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <p className="text-xs font-medium text-muted-foreground uppercase">{item.brand}</p>
          <h2 className="font-semibold leading-snug">
            <Link href={`/product/${item.id}`} className="hover:text-primary hover:underline">
              {item.name}
            </Link>
          </h2>
          <p className="text-xs text-muted-foreground">Model {item.modelNumber}</p>
          <div className="mt-1">
            <Price priced={current ?? item} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          <PurchaseAction live={live} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={remove}
            aria-label={`Remove ${item.name}`}
            className="text-muted-foreground"
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The Saved Items list from this browser's local storage, with today's price and stock. */
export function SavedItems() {
  const hydrated = useHydrated();
  const items = useSavedItems();
  const live = useLiveProducts(items.map((item) => item.id));

  if (!hydrated) {
    return (
      <Loading label="Loading saved items" className="space-y-4">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-36 w-full rounded-xl" />
        ))}
      </Loading>
    );
  }

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed bg-muted/30 px-6 py-16 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-deal/10 text-deal">
          <Heart className="size-8" aria-hidden="true" />
        </span>
        <h2 className="mt-5 text-2xl font-bold">No saved items yet</h2>
        <p className="mt-2 max-w-md text-muted-foreground">
          Tap the heart on any appliance to keep it here while you measure, compare and decide. Saved items stay in this
          browser.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link href="/products">Browse Products</Link>
        </Button>
      </div>
    );
  }

  return (
    <div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {items.length} saved {items.length === 1 ? "item" : "items"}. Most units are one of a kind, so prices and stock
        are checked again below.
      </p>
      <ul className="mt-4 space-y-4" aria-label="Saved items">
        {items.map((item) => (
          <SavedRow key={item.id} item={item} live={live.get(item.id)} />
        ))}
      </ul>
    </div>
  );
}
