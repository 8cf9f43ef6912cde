"use server";

// Order actions: move an order to its next status (cancelling a paid one refunds it) and schedule
// a delivery. Each checks the staff session itself and records the staff member's name.
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { ORDER_STATUSES, type OrderStatus } from "@/db/enums";
import { moveOrder } from "@/lib/admin/orders";
import { requireStaff } from "../require-staff";
import { DELIVERY_WINDOW_IDS } from "@/lib/delivery/schedule";
import { scheduleDelivery } from "@/lib/orders/change-status";
import { ShopError } from "@/lib/errors";

function back(id: string, query: Record<string, string>): never {
  redirect(`/admin/orders/${encodeURIComponent(id)}?${new URLSearchParams(query)}`);
}

export async function moveOrderAction(form: FormData): Promise<void> {
  const staff = await requireStaff();
  const id = String(form.get("id") ?? "");
  const to = String(form.get("to") ?? "");
  if (!(ORDER_STATUSES as readonly string[]).includes(to)) back(id, { error: "Choose a status" });
  try {
    await moveOrder(await getDb(), id, to as OrderStatus, {
      staffName: staff.username,
      note: String(form.get("note") ?? "").slice(0, 500),
    });
  } catch (error) {
    if (error instanceof ShopError) back(id, { error: error.message });
    throw error;
  }
  back(id, { notice: "order-moved" });
}

export async function scheduleDeliveryAction(form: FormData): Promise<void> {
  const staff = await requireStaff();
  const id = String(form.get("id") ?? "");
  const date = String(form.get("date") ?? "");
  const window = String(form.get("window") ?? "");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    back(id, { error: "Choose a delivery date" });
  if (!(DELIVERY_WINDOW_IDS as readonly string[]).includes(window)) back(id, { error: "Choose a delivery window" });
  try {
    await scheduleDelivery(await getDb(), id, { date, window, actorName: staff.username });
  } catch (error) {
    if (error instanceof ShopError) back(id, { error: error.message });
    throw error;
  }
  back(id, { notice: "delivery-scheduled" });
}
