"use server";

// Order actions: move an order to its next status (a step that closes it or refunds it comes
// from its confirmation), add a note to its history, schedule a delivery, make a refund after the
// sale (from its confirm step) and, the owner only, record by hand how a refund needing a check in
// Stripe ended (from its confirm step). Each checks the staff session itself, records the staff
// member's name and comes back to the order with a notice code saying what happened.
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import type { NoticeCode } from "@/lib/admin/notices";
import { addOrderNoteStep, moveOrderStep, scheduleDeliveryStep } from "@/lib/admin/orders";
import { resolvePendingRefundStep } from "@/lib/admin/pending-refunds";
import { refundOrderStep } from "@/lib/admin/refunds";
import { requireStaff } from "../require-staff";
import { submittedForm } from "@/lib/admin/submitted-form";

function back(id: string, notice: NoticeCode): never {
  redirect(`/admin/orders/${encodeURIComponent(id)}?${new URLSearchParams({ notice })}`);
}

export async function moveOrderAction(posted: FormData): Promise<void> {
  const staff = await requireStaff();
  const form = submittedForm(posted);
  const id = String(form.get("id") ?? "");
  back(
    id,
    await moveOrderStep(await getDb(), id, {
      to: String(form.get("to") ?? ""),
      confirmed: form.get("confirmed") === "yes",
      staffName: staff.displayName,
      staffRole: staff.role,
    }),
  );
}

export async function addOrderNoteAction(posted: FormData): Promise<void> {
  const staff = await requireStaff();
  const form = submittedForm(posted);
  const id = String(form.get("id") ?? "");
  back(
    id,
    await addOrderNoteStep(await getDb(), id, { note: String(form.get("note") ?? ""), staffName: staff.displayName }),
  );
}

export async function scheduleDeliveryAction(posted: FormData): Promise<void> {
  const staff = await requireStaff();
  const form = submittedForm(posted);
  const id = String(form.get("id") ?? "");
  back(
    id,
    await scheduleDeliveryStep(await getDb(), id, {
      date: String(form.get("date") ?? ""),
      window: String(form.get("window") ?? ""),
      staffName: staff.displayName,
    }),
  );
}

export async function refundOrderAction(posted: FormData): Promise<void> {
  const staff = await requireStaff();
  const form = submittedForm(posted);
  const id = String(form.get("id") ?? "");
  back(id, await refundOrderStep(await getDb(), id, form, staff));
}

export async function resolveRefundAction(posted: FormData): Promise<void> {
  const staff = await requireStaff("resolve-refund");
  const form = submittedForm(posted);
  const id = String(form.get("id") ?? "");
  back(id, await resolvePendingRefundStep(await getDb(), id, form, staff));
}
