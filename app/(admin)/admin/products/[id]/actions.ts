"use server";

// A product's photos on its staff page: upload one (added last, or in the place of one it
// replaces), move one earlier or later or make it the main photo, delete one once confirmed.
// Each checks the staff session and names the staff member in the product's change log.
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { ImageUploadError } from "@/lib/admin/image-store";
import type { NoticeCode } from "@/lib/admin/notices";
import {
  deletePhoto,
  movePhoto,
  PHOTO_MOVES,
  PhotoEditError,
  photoStep,
  uploadPhoto,
} from "@/lib/admin/product-photos";
import { requireStaff } from "../../require-staff";
import { submittedForm } from "@/lib/admin/submitted-form";

const productPage = (id: string, notice: NoticeCode) =>
  `/admin/products/${encodeURIComponent(id)}?notice=${notice}#photos`;

export async function uploadPhotoAction(
  _previous: { error: string | null },
  posted: FormData,
): Promise<{ error: string | null }> {
  const staff = await requireStaff();
  const form = submittedForm(posted);
  const id = String(form.get("id") ?? "");
  const replacing = form.get("replacing");
  const file = form.get("photo");
  if (!(file instanceof File)) return { error: "Choose a photo to upload" };
  try {
    await uploadPhoto(await getDb(), id, file, {
      actorName: staff.displayName,
      replacing: typeof replacing === "string" && replacing ? replacing : undefined,
    });
  } catch (error) {
    if (error instanceof ImageUploadError || error instanceof PhotoEditError) return { error: error.message };
    throw error;
  }
  redirect(productPage(id, replacing ? "photo-replaced" : "image-added"));
}

export async function movePhotoAction(posted: FormData): Promise<void> {
  const staff = await requireStaff();
  const form = submittedForm(posted);
  const id = String(form.get("id") ?? "");
  const url = String(form.get("photo") ?? "");
  const asked = String(form.get("move") ?? "");
  const move = PHOTO_MOVES.find((known) => known === asked);
  if (!move) redirect(productPage(id, "photo-not-found"));
  const notice = await photoStep(
    async () => movePhoto(await getDb(), id, url, move, staff.displayName),
    move === "main" ? "photo-made-main" : "photo-moved",
  );
  redirect(productPage(id, notice));
}

export async function deletePhotoAction(posted: FormData): Promise<void> {
  const staff = await requireStaff();
  const form = submittedForm(posted);
  const id = String(form.get("id") ?? "");
  if (form.get("confirmed") !== "yes") redirect(productPage(id, "confirm-first"));
  const url = String(form.get("photo") ?? "");
  const notice = await photoStep(async () => deletePhoto(await getDb(), id, url, staff.displayName), "photo-deleted");
  redirect(productPage(id, notice));
}
