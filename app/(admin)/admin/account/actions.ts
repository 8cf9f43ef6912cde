"use server";

// A staff member's own account: changing their password, knowing the current one.
import { redirect } from "next/navigation";
import type { TeamFormState } from "@/components/admin/password-choice";
import { getDb } from "@/db/client";
import { changeOwnPassword } from "@/lib/admin/staff-accounts";
import { passwordSchema } from "@/lib/admin/staff-account-form";
import { requireStaff } from "../require-staff";
import { submittedForm } from "@/lib/admin/submitted-form";

export async function changeOwnPasswordAction(_previous: TeamFormState, posted: FormData): Promise<TeamFormState> {
  const staff = await requireStaff();
  const form = submittedForm(posted);
  const current = String(form.get("current") ?? "").slice(0, 201);
  const password = String(form.get("password") ?? "").slice(0, 201);
  const refused = (errors: Record<string, string>): TeamFormState => ({
    values: {},
    errors,
    message: "Not changed: see the fields marked in red",
    done: null,
  });
  if (!current) return refused({ current: "Enter your current password" });
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) return refused({ password: checked.error.issues[0]!.message });
  if (password !== String(form.get("confirm") ?? "")) return refused({ confirm: "The two passwords do not match" });
  if (password === current) return refused({ password: "The new password is the one you have: choose another" });
  const outcome = await changeOwnPassword(await getDb(), staff, current, password);
  if (outcome === "wrong-password") return refused({ current: "That is not your current password" });
  if (outcome === "too-many") {
    return { ...refused({}), message: "Too many tries: please wait 15 minutes before changing your password" };
  }
  redirect("/admin/account?notice=password-changed");
}
