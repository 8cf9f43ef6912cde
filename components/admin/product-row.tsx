// One product in the staff list: its main photo, name, brand, model and id, what to watch
// (archived, sold out, low stock, Call for Price, on sale), when it last changed, and the quick
// edit of its stock, price and sale price. A card on a phone, a row of columns on a wider screen.
import Link from "next/link";
import { ArtImage } from "@/components/shared/art-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { Product } from "@/db/schema";
import { productStates, type ProductState } from "@/lib/admin/product-list";
import { productText } from "@/lib/admin/product-form";
import { formatStaffTime } from "@/lib/admin/staff-time";
import { cn } from "@/lib/utils";

type FormAction = (form: FormData) => Promise<void>;

const STATE_BADGES: Record<ProductState, { text: (stock: number) => string; className: string }> = {
  archived: { text: () => "Archived", className: "bg-slate-200 text-slate-800" },
  "sold-out": { text: () => "Sold out", className: "bg-red-100 text-red-900" },
  "low-stock": {
    text: (stock) => `Low stock: ${stock} left`,
    className: "bg-amber-100 text-amber-900",
  },
  "call-for-price": { text: () => "Call for Price", className: "bg-sky-100 text-sky-900" },
  "on-sale": { text: () => "On sale", className: "bg-green-100 text-green-900" },
};

export function ProductRow({
  product,
  thumbnail,
  back,
  quickEdit,
}: {
  product: Product;
  /** The main photo's small size, or the drawn picture when there is no photo. */
  thumbnail: string;
  /** The list's address, where the quick edit returns. */
  back: string;
  quickEdit: FormAction;
}) {
  const text = productText(product);
  const states = productStates(product);
  return (
    <li
      className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-3 p-3 lg:grid-cols-[4rem_minmax(0,1fr)_auto] lg:gap-x-4"
      data-testid="admin-product-row"
    >
      <ArtImage
        src={thumbnail}
        alt=""
        width={64}
        height={64}
        className="size-16 rounded border bg-slate-50 object-contain"
      />
      <div className="min-w-0 space-y-1">
        <Link href={`/admin/products/${product.id}`} className="font-medium break-words hover:underline">
          {product.name}
        </Link>
        <p className="text-xs break-words text-muted-foreground">
          {product.brand} · {product.modelNumber} · <span className="font-mono">{product.id}</span>
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          {states.map((state) => (
            <Badge key={state} className={cn("border-transparent", STATE_BADGES[state].className)}>
              {STATE_BADGES[state].text(product.stockQuantity)}
            </Badge>
          ))}
          <span>Changed {formatStaffTime(product.updatedAt)}</span>
        </p>
      </div>
      <form
        action={quickEdit}
        className="col-span-2 grid grid-cols-[4rem_minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 lg:col-span-1 lg:flex lg:justify-end"
      >
        <input type="hidden" name="id" value={product.id} />
        <input type="hidden" name="back" value={back} />
        <label className="space-y-1">
          <span className="block text-xs text-muted-foreground">Stock</span>
          <Input
            name="stockQuantity"
            defaultValue={text.stockQuantity}
            inputMode="numeric"
            className="w-full lg:w-20"
          />
        </label>
        <label className="space-y-1">
          <span className="block text-xs text-muted-foreground">Price $</span>
          <Input name="price" defaultValue={text.price} inputMode="decimal" className="w-full lg:w-28" />
        </label>
        <label className="space-y-1">
          <span className="block text-xs text-muted-foreground">Sale $</span>
          <Input name="salePrice" defaultValue={text.salePrice} inputMode="decimal" className="w-full lg:w-28" />
        </label>
        <Button type="submit" size="sm" variant="outline" aria-label={`Save stock and price of ${product.name}`}>
          Save
        </Button>
      </form>
    </li>
  );
}
