// /admin/products/{id}: edit every field of a product; archive it (hidden from the shop, kept
// for its orders) or bring it back.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Archive, ArchiveRestore, ExternalLink } from "lucide-react";
import { AdminNotice } from "@/components/admin/admin-notice";
import { ImageUpload } from "@/components/admin/image-upload";
import { ProductForm } from "@/components/admin/product-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { readNotice } from "@/lib/admin/notices";
import { productText } from "@/lib/admin/product-form";
import { getAdminProduct, orderLinesOf } from "@/lib/admin/products";
import { requireStaff } from "../../require-staff";
import { archiveProductAction, saveProductAction, uploadImageAction } from "../actions";

export const metadata: Metadata = { title: "Edit product" };

export default async function EditProductPage({ params, searchParams }: PageProps<"/admin/products/[id]">) {
  await requireStaff();
  const id = decodeURIComponent((await params).id);
  const db = await getDb();
  const product = await getAdminProduct(db, id);
  if (!product) notFound();
  const [orderLines, notice] = [await orderLinesOf(db, id), readNotice((await searchParams).notice)];
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
      <ImageUpload productId={product.id} upload={uploadImageAction} />
      <ProductForm initial={productText(product)} originalId={product.id} save={saveProductAction} />
    </div>
  );
}
