"use client";

// One line of the cart: the product (links to its page), unit price, quantity within 1..stock,
// the collapsible warranty chooser, the line total and Remove.
import Link from "next/link";
import { useState } from "react";
import { ChevronDown, Minus, Plus, ShieldCheck, Trash2 } from "lucide-react";
import { toast } from "@/client/toast";
import { ArtImage } from "@/components/shared/art-image";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { maxQuantity, type CartItem } from "@/lib/cart/cart-item";
import { unitPriceCents } from "@/lib/product-price";
import { removeFromCart, updateCartQuantity, updateCartWarranty } from "@/client/cart-store";
import { formatCents } from "@/lib/money";
import { priceLine } from "@/lib/pricing";
import { warrantyPlan } from "@/lib/store";
import { cn } from "@/lib/utils";
import { WarrantyOptions } from "./warranty-options";

export function CartLine({ item, problem }: { item: CartItem; problem?: string }) {
  const [warrantyOpen, setWarrantyOpen] = useState(false);
  const { product } = item;
  const unitPrice = unitPriceCents(product);
  const warrantyId = item.warranty?.id ?? "none";
  const line =
    unitPrice > 0
      ? priceLine({
          productId: product.id,
          name: product.name,
          unitPriceCents: unitPrice,
          quantity: item.quantity,
          warrantyId,
        })
      : null;
  const max = maxQuantity(product);
  const plan = warrantyPlan(warrantyId);
  return (
    <li className="flex flex-col gap-3 py-5" data-testid="cart-line" data-product-id={product.id}>
      <div className="flex gap-4">
        <Link href={`/product/${product.id}`} className="shrink-0 self-start rounded-lg border bg-slate-50 p-2">
          <ArtImage
            src={product.image}
            alt={product.name}
            width={96}
            height={96}
            className="size-16 object-contain sm:size-24"
          />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <Link
                href={`/product/${product.id}`}
                className="font-semibold leading-snug hover:text-primary hover:underline"
              >
                {product.name}
              </Link>
              <p className="text-xs text-muted-foreground">
                {product.brand} · Model {product.modelNumber}
              </p>
              <p className="mt-1 text-sm">
                {formatCents(unitPrice)} <span className="text-muted-foreground">each</span>
              </p>
            </div>
            {line && (
              <p className="text-base font-bold tabular-nums sm:text-right" data-testid="line-total">
                {formatCents(line.lineTotalCents)}
              </p>
            )}
          </div>
          {problem && (
            <p role="status" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <div
              className="flex items-center rounded-md border"
              role="group"
              aria-label={`Quantity of ${product.name}`}
            >
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label="Decrease quantity"
                disabled={item.quantity <= 1}
                onClick={() => updateCartQuantity(product.id, item.quantity - 1)}
              >
                <Minus />
              </Button>
              <span
                className="w-9 text-center text-sm font-semibold tabular-nums"
                data-testid="line-quantity"
                aria-live="polite"
              >
                {item.quantity}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label="Increase quantity"
                disabled={item.quantity >= max}
                onClick={() => updateCartQuantity(product.id, item.quantity + 1)}
              >
                <Plus />
              </Button>
            </div>
            <span className="text-xs text-muted-foreground">{max > 0 ? `${max} in stock` : "Out of stock"}</span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="ml-auto px-2 text-destructive hover:text-destructive"
              onClick={() => {
                removeFromCart(product.id);
                toast.success("Item removed from cart");
              }}
            >
              <Trash2 aria-hidden="true" />
              Remove
              <span className="sr-only">{product.name}</span>
            </Button>
          </div>
        </div>
      </div>
      {line && (
        <Collapsible open={warrantyOpen} onOpenChange={setWarrantyOpen} className="sm:pl-[7.5rem]">
          <CollapsibleTrigger asChild>
            <button
              type="button"
              className="flex w-full items-center gap-2 rounded-md bg-muted/60 px-3 py-2 text-left text-sm hover:bg-muted"
            >
              <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex-1">
                <span className="font-medium">Warranty: </span>
                {plan.label}
                {line.warrantyUnitCents > 0 && (
                  <span className="text-muted-foreground"> (+{formatCents(line.warrantyUnitCents)}/unit)</span>
                )}
              </span>
              <span className="text-xs font-medium text-primary">{warrantyOpen ? "Done" : "Change"}</span>
              <ChevronDown
                className={cn("size-4 transition-transform", warrantyOpen && "rotate-180")}
                aria-hidden="true"
              />
            </button>
          </CollapsibleTrigger>
          <CollapsibleContent className="pt-2">
            <WarrantyOptions
              name={`warranty-${product.id}`}
              unitPriceCents={unitPrice}
              value={warrantyId}
              onChange={(id) => updateCartWarranty(product.id, id)}
            />
          </CollapsibleContent>
        </Collapsible>
      )}
    </li>
  );
}
