"use server";

// Product actions: save (create or edit every field), archive or restore, quick stock and price
// edits from the list, and the CSV import (preview, then apply; the owner's task). Each checks the
// staff session.
import { redirect } from "next/navigation";
import type { ImportState } from "@/components/admin/product-import";
import type { ProductFormState } from "@/components/admin/product-form";
import { getDb } from "@/db/client";
import { PRODUCT_FIELDS, readProductText, type ProductText } from "@/lib/admin/product-form";
import { applyProductImport, previewProductImport } from "@/lib/admin/product-import";
import { createProduct, ProductEditError, quickEditStep, setArchived, updateProduct } from "@/lib/admin/products";
import { CSV_MAX_BYTES, CSV_TOO_LARGE } from "@/lib/upload-limits.mjs";
import { requireStaff } from "../require-staff";
import { submittedForm } from "@/lib/admin/submitted-form";

function formText(form: FormData): ProductText {
  return Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as ProductText;
}

export async function saveProductAction(_previous: ProductFormState, posted: FormData): Promise<ProductFormState> {
  const staff = await requireStaff();
  const form = submittedForm(posted);
  const values = formText(form);
  const originalId = String(form.get("originalId") ?? "");
  const read = readProductText(originalId ? { ...values, id: originalId } : values);
  if (!read.ok) return { values, errors: read.errors, message: "Please correct the fields marked in red" };
  const db = await getDb();
  try {
    if (originalId) await updateProduct(db, originalId, read.row, staff.displayName);
    else await createProduct(db, read.row, staff.displayName);
  } catch (error) {
    if (error instanceof ProductEditError) return { values, errors: {}, message: error.message };
    throw error;
  }
  redirect(`/admin/products/${read.row.id}?notice=${originalId ? "product-saved" : "product-created"}`);
}

export async function archiveProductAction(posted: FormData): Promise<void> {
  const staff = await requireStaff();
  const form = submittedForm(posted);
  const id = String(form.get("id") ?? "");
  const archive = form.get("archive") === "true";
  await setArchived(await getDb(), id, archive, staff.displayName);
  redirect(`/admin/products/${encodeURIComponent(id)}?notice=${archive ? "product-archived" : "product-restored"}`);
}

export async function quickEditAction(posted: FormData): Promise<void> {
  const staff = await requireStaff();
  const form = submittedForm(posted);
  const id = String(form.get("id") ?? "");
  const back = String(form.get("back") ?? "/admin/products");
  const text = {
    stockQuantity: String(form.get("stockQuantity") ?? ""),
    price: String(form.get("price") ?? ""),
    salePrice: String(form.get("salePrice") ?? ""),
  };
  const notice = await quickEditStep(await getDb(), id, text, staff.displayName);
  const target = new URL(back.startsWith("/admin/products") ? back : "/admin/products", "http://staff");
  target.searchParams.set("notice", notice);
  // The list names the product a refusal is about when it shows that product.
  if (notice === "stock-saved") target.searchParams.delete("product");
  else target.searchParams.set("product", id);
  redirect(`${target.pathname}${target.search}`);
}

/** The file's name as the change log names the import (the preview carries it to Apply). */
const fileNameOf = (name: string) => name.trim().slice(0, 200) || "unnamed file";

async function importText(form: FormData): Promise<{ csv: string; fileName: string } | { error: string }> {
  const file = form.get("file");
  if (file instanceof File && file.size > 0) {
    if (file.size > CSV_MAX_BYTES) return { error: CSV_TOO_LARGE };
    if (!/\.csv$/i.test(file.name) && !/csv|text\/plain/.test(file.type)) return { error: "Choose a .csv file" };
    return { csv: await file.text(), fileName: fileNameOf(file.name) };
  }
  const csv = String(form.get("csv") ?? "");
  if (!csv.trim()) return { error: "Choose a CSV file to import" };
  if (csv.length > CSV_MAX_BYTES) return { error: CSV_TOO_LARGE };
  return { csv, fileName: fileNameOf(String(form.get("fileName") ?? "")) };
}

export async function importProductsAction(_previous: ImportState, posted: FormData): Promise<ImportState> {
  const staff = await requireStaff("import-products");
  const form = submittedForm(posted);
  const input = await importText(form);
  if ("error" in input) return { stage: "error", message: input.error };
  const db = await getDb();
  try {
    if (form.get("intent") === "apply") {
      const outcome = await applyProductImport(
        db,
        input.csv,
        { fingerprint: String(form.get("plan") ?? ""), useFile: form.getAll("useFile").map(String) },
        { fileName: input.fileName, staffName: staff.displayName },
      );
      if (!outcome.applied) {
        return { stage: "preview", csv: input.csv, fileName: input.fileName, preview: outcome.preview, changed: true };
      }
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
    return { stage: "preview", csv: input.csv, fileName: input.fileName, preview, changed: false };
  } catch (error) {
    if (error instanceof ProductEditError) return { stage: "error", message: error.message };
    throw error;
  }
}
