// /admin/products/new: a new product, every field.
import type { Metadata } from "next";
import Link from "next/link";
import { ProductForm } from "@/components/admin/product-form";
import { EMPTY_PRODUCT_TEXT } from "@/lib/admin/product-form";
import { requireStaff } from "../../require-staff";
import { saveProductAction } from "../actions";

export const metadata: Metadata = { title: "New product" };

export default async function NewProductPage() {
  await requireStaff();
  return (
    <div className="space-y-4">
      <Link href="/admin/products" className="text-sm underline">
        Back to products
      </Link>
      <h1 className="text-2xl font-bold">New product</h1>
      <ProductForm initial={EMPTY_PRODUCT_TEXT} originalId={null} save={saveProductAction} />
    </div>
  );
}
