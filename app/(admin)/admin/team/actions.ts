"use server";

// The owner's team actions: add an account, change its name and role, set a new password,
// disable or enable it, and the refund limit for staff. Each checks that an owner is signed in.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { TeamFormState } from "@/components/admin/password-choice";
import { getDb } from "@/db/client";
import { NOTICES } from "@/lib/admin/notices";
import {
  AccountRefusal,
  addTeamMember,
  resetTeamMemberPassword,
  setTeamMemberDisabled,
  updateTeamMember,
} from "@/lib/admin/staff-accounts";
import {
  accountDetailsSchema,
  fieldErrors,
  newAccountSchema,
  passwordResetSchema,
  readPasswordChoice,
  readRefundLimitCents,
} from "@/lib/admin/staff-account-form";
import { setStaffRefundLimitCents } from "@/lib/admin/staff-roles";
import { requireStaff } from "../require-staff";
import { submittedForm } from "@/lib/admin/submitted-form";

const text = (form: FormData, name: string, max = 200) => String(form.get(name) ?? "").slice(0, max);

function refused(values: Record<string, string>, errors: Record<string, string>, message: string): TeamFormState {
  return { values, errors, message, done: null };
}

const CORRECT = "Not saved: see the fields marked in red";

/** A refusal about a field (a username or display name taken) is shown beside that field. */
const FIELD_REFUSALS: Partial<Record<AccountRefusal["notice"], string>> = {
  "username-taken": "username",
  "display-name-taken": "displayName",
};

function refusedAccount(values: Record<string, string>, error: AccountRefusal): TeamFormState {
  const field = FIELD_REFUSALS[error.notice];
  return field ? refused(values, { [field]: error.message }, CORRECT) : refused(values, {}, error.message);
}

export async function addAccountAction(_previous: TeamFormState, posted: FormData): Promise<TeamFormState> {
  const staff = await requireStaff("manage-accounts");
  const form = submittedForm(posted);
  const values = {
    username: text(form, "username"),
    displayName: text(form, "displayName"),
    role: text(form, "role"),
    passwordMode: text(form, "passwordMode"),
  };
  const parsed = newAccountSchema.safeParse({ ...values, password: readPasswordChoice(form) });
  if (!parsed.success) return refused(values, fieldErrors(parsed.error), CORRECT);
  try {
    const added = await addTeamMember(await getDb(), staff, parsed.data);
    revalidatePath("/admin/team");
    return {
      values: {},
      errors: {},
      message: null,
      done: {
        text: `${NOTICES["account-added"].text} as "${parsed.data.username}"`,
        generatedPassword: added.generatedPassword,
      },
    };
  } catch (error) {
    if (!(error instanceof AccountRefusal)) throw error;
    return refusedAccount(values, error);
  }
}

export async function saveAccountAction(_previous: TeamFormState, posted: FormData): Promise<TeamFormState> {
  const staff = await requireStaff("manage-accounts");
  const form = submittedForm(posted);
  const values = { displayName: text(form, "displayName"), role: text(form, "role") };
  const parsed = accountDetailsSchema.safeParse(values);
  if (!parsed.success) return refused(values, fieldErrors(parsed.error), CORRECT);
  const id = Number(form.get("id"));
  try {
    await updateTeamMember(await getDb(), staff, id, parsed.data);
  } catch (error) {
    if (!(error instanceof AccountRefusal)) throw error;
    return refusedAccount(values, error);
  }
  redirect(`/admin/team/${id}?notice=account-saved`);
}

export async function resetPasswordAction(_previous: TeamFormState, posted: FormData): Promise<TeamFormState> {
  const staff = await requireStaff("manage-accounts");
  const form = submittedForm(posted);
  const parsed = passwordResetSchema.safeParse({ password: readPasswordChoice(form) });
  const values = { passwordMode: text(form, "passwordMode") };
  if (!parsed.success) return refused(values, fieldErrors(parsed.error), CORRECT);
  try {
    const reset = await resetTeamMemberPassword(await getDb(), staff, Number(form.get("id")), parsed.data.password);
    revalidatePath("/admin/team");
    return {
      values: {},
      errors: {},
      message: null,
      done: { text: NOTICES["password-reset"].text, generatedPassword: reset.generatedPassword },
    };
  } catch (error) {
    if (!(error instanceof AccountRefusal)) throw error;
    return refused(values, {}, error.message);
  }
}

export async function setDisabledAction(posted: FormData): Promise<void> {
  const staff = await requireStaff("manage-accounts");
  const form = submittedForm(posted);
  const id = Number(form.get("id"));
  const disable = form.get("disable") === "true";
  let notice: string = disable ? "account-disabled" : "account-enabled";
  try {
    await setTeamMemberDisabled(await getDb(), staff, id, disable);
  } catch (error) {
    if (!(error instanceof AccountRefusal)) throw error;
    notice = error.notice;
  }
  redirect(`/admin/team/${Number.isSafeInteger(id) ? id : ""}?notice=${notice}`);
}

export async function setRefundLimitAction(posted: FormData): Promise<void> {
  await requireStaff("set-refund-limit");
  const form = submittedForm(posted);
  const typed = text(form, "limit", 40);
  const cents = readRefundLimitCents(typed);
  // A refused amount comes back in the field, to correct.
  if (cents === null) redirect(`/admin/team?notice=refund-limit-refused&limit=${encodeURIComponent(typed)}`);
  await setStaffRefundLimitCents(await getDb(), cents);
  redirect("/admin/team?notice=refund-limit-saved");
}
