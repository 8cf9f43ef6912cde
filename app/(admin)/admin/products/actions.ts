"use server";

// Product actions: save (create or edit every field), archive or restore, quick stock and price
// edits from the list, and the CSV import (preview, then apply). Each checks the staff session.
import { redirect } from "next/navigation";
import type { ImportState } from "@/components/admin/product-import";
import type { ProductFormState } from "@/components/admin/product-form";
import { getDb } from "@/db/client";
import { PRODUCT_FIELDS, readProductText, type ProductText } from "@/lib/admin/product-form";
import { databaseStorage, ImageUploadError, storeProductImage } from "@/lib/admin/image-store";
import { applyProductImport, previewProductImport } from "@/lib/admin/product-import";
import {
  addProductImage,
  createProduct,
  ProductEditError,
  quickEditStep,
  setArchived,
  updateProduct,
} from "@/lib/admin/products";
import { CSV_MAX_BYTES, CSV_TOO_LARGE } from "@/lib/upload-limits.mjs";
import { requireStaff } from "../require-staff";

function formText(form: FormData): ProductText {
  return Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as ProductText;
}

export async function saveProductAction(_previous: ProductFormState, form: FormData): Promise<ProductFormState> {
  await requireStaff();
  const values = formText(form);
  const originalId = String(form.get("originalId") ?? "");
  const read = readProductText(originalId ? { ...values, id: originalId } : values);
  if (!read.ok) return { values, errors: read.errors, message: "Please correct the fields marked in red" };
  const db = await getDb();
  try {
    if (originalId) await updateProduct(db, originalId, read.row);
    else await createProduct(db, read.row);
  } catch (error) {
    if (error instanceof ProductEditError) return { values, errors: {}, message: error.message };
    throw error;
  }
  redirect(`/admin/products/${read.row.id}?notice=${originalId ? "product-saved" : "product-created"}`);
}

export async function archiveProductAction(form: FormData): Promise<void> {
  await requireStaff();
  const id = String(form.get("id") ?? "");
  const archive = form.get("archive") === "true";
  await setArchived(await getDb(), id, archive);
  redirect(`/admin/products/${encodeURIComponent(id)}?notice=${archive ? "product-archived" : "product-restored"}`);
}

export async function quickEditAction(form: FormData): Promise<void> {
  await requireStaff();
  const id = String(form.get("id") ?? "");
  const back = String(form.get("back") ?? "/admin/products");
  const notice = await quickEditStep(await getDb(), id, {
    stockQuantity: String(form.get("stockQuantity") ?? ""),
    price: String(form.get("price") ?? ""),
    salePrice: String(form.get("salePrice") ?? ""),
  });
  const target = new URL(back.startsWith("/admin/products") ? back : "/admin/products", "http://staff");
  target.searchParams.set("notice", notice);
  // The list names the product a refusal is about when it shows that product.
  if (notice === "stock-saved") target.searchParams.delete("product");
  else target.searchParams.set("product", id);
  redirect(`${target.pathname}${target.search}`);
}

async function importText(form: FormData): Promise<{ csv: string } | { error: string }> {
  const file = form.get("file");
  if (file instanceof File && file.size > 0) {
    if (file.size > CSV_MAX_BYTES) return { error: CSV_TOO_LARGE };
    if (!/\.csv$/i.test(file.name) && !/csv|text\/plain/.test(file.type)) return { error: "Choose a .csv file" };
    return { csv: await file.text() };
  }
  const csv = String(form.get("csv") ?? "");
  if (!csv.trim()) return { error: "Choose a CSV file to import" };
  if (csv.length > CSV_MAX_BYTES) return { error: CSV_TOO_LARGE };
  return { csv };
}

export async function importProductsAction(_previous: ImportState, form: FormData): Promise<ImportState> {
  await requireStaff();
  const input = await importText(form);
  if ("error" in input) return { stage: "error", message: input.error };
  const db = await getDb();
  try {
    if (form.get("intent") === "apply") {
      const outcome = await applyProductImport(db, input.csv, {
        fingerprint: String(form.get("plan") ?? ""),
        useFile: form.getAll("useFile").map(String),
      });
      if (!outcome.applied) return { stage: "preview", csv: input.csv, preview: outcome.preview, changed: true };
      const kept =
        outcome.skipped === 1
          ? "1 conflict kept as the shop has it"
          : `${outcome.skipped} conflicts kept as the shop has them`;
      return {
        stage: "applied",
        message: `Import applied: ${outcome.created} created, ${outcome.updated} updated, ${outcome.unchanged} unchanged, ${kept}`,
      };
    }
    const preview = await previewProductImport(db, input.csv);
    if (preview.fileProblem) return { stage: "error", message: preview.fileProblem };
    return { stage: "preview", csv: input.csv, preview, changed: false };
  } catch (error) {
    if (error instanceof ProductEditError) return { stage: "error", message: error.message };
    throw error;
  }
}

export async function uploadImageAction(
  _previous: { error: string | null },
  form: FormData,
): Promise<{ error: string | null }> {
  await requireStaff();
  const id = String(form.get("id") ?? "");
  const file = form.get("photo");
  if (!(file instanceof File)) return { error: "Choose a photo to upload" };
  try {
    const url = await storeProductImage(file, databaseStorage(await getDb()));
    await addProductImage(await getDb(), id, url);
  } catch (error) {
    if (error instanceof ImageUploadError || error instanceof ProductEditError) return { error: error.message };
    throw error;
  }
  redirect(`/admin/products/${encodeURIComponent(id)}?notice=image-added`);
}
