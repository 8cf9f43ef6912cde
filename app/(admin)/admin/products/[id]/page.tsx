// /admin/products/{id}: a product's photos (add, order, replace, delete), every other field of
// it; archive it (hidden from the shop, kept for its orders) or bring it back; its changes, newest
// first.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Archive, ArchiveRestore, ExternalLink } from "lucide-react";
import { AdminNotice } from "@/components/admin/admin-notice";
import { ProductChanges } from "@/components/admin/product-changes";
import { ProductForm } from "@/components/admin/product-form";
import { ProductPhotos } from "@/components/admin/product-photos";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { productChangesOf, readChangeCount } from "@/lib/admin/change-log";
import { thumbnailOf } from "@/lib/admin/image-store";
import { readNotice } from "@/lib/admin/notices";
import { productText } from "@/lib/admin/product-form";
import { getAdminProduct, orderLinesOf } from "@/lib/admin/products";
import { requireStaff } from "../../require-staff";
import { archiveProductAction, saveProductAction } from "../actions";
import { deletePhotoAction, movePhotoAction, uploadPhotoAction } from "./actions";

export const metadata: Metadata = { title: "Edit product" };

export default async function EditProductPage({ params, searchParams }: PageProps<"/admin/products/[id]">) {
  await requireStaff();
  const id = decodeURIComponent((await params).id);
  const db = await getDb();
  const product = await getAdminProduct(db, id);
  if (!product) notFound();
  const query = await searchParams;
  const [orderLines, notice] = [await orderLinesOf(db, id), readNotice(query.notice)];
  const changes = await productChangesOf(db, id, readChangeCount(query.changes));
  // A photo step asked for in the address shows only for one of the product's photos.
  const photoAsked = (name: string) => {
    const value = query[name];
    const url = Array.isArray(value) ? value[0] : value;
    return url && product.images.includes(url) ? url : null;
  };
  return (
    <div className="space-y-4">
      {notice && <AdminNotice {...notice} />}
      <Link href="/admin/products" className="text-sm underline">
        Back to products
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{product.name}</h1>
        {product.archivedAt && <Badge variant="secondary">Archived</Badge>}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {!product.archivedAt && (
          <Link href={`/product/${product.id}`} className="inline-flex items-center gap-1 underline">
            View in the shop
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
        )}
        <a href="#changes" className="underline">
          See its changes
        </a>
        <span className="text-muted-foreground">
          {orderLines > 0
            ? `${orderLines} order line${orderLines === 1 ? "" : "s"} name this product: archive it instead of deleting.`
            : "No orders name this product yet."}
        </span>
        <form action={archiveProductAction}>
          <input type="hidden" name="id" value={product.id} />
          <input type="hidden" name="archive" value={product.archivedAt ? "false" : "true"} />
          <Button type="submit" size="sm" variant="outline">
            {product.archivedAt ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
            {product.archivedAt ? "Restore to the shop" : "Archive"}
          </Button>
        </form>
      </div>
      <ProductPhotos
        product={product}
        thumbnails={product.images.map(thumbnailOf)}
        deleting={photoAsked("delete-photo")}
        replacing={photoAsked("replace-photo")}
        actions={{ upload: uploadPhotoAction, move: movePhotoAction, remove: deletePhotoAction }}
      />
      <ProductForm initial={productText(product)} originalId={product.id} save={saveProductAction} />
      <ProductChanges productId={product.id} {...changes} />
    </div>
  );
}
