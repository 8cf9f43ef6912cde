"use server";

// Staff sign-in and sign-out. Credentials are checked on the server (lib/admin/session.ts); a
// sign-in goes on to the page that was asked for (the form's "next"), if it is one of this site.
import { redirect } from "next/navigation";
import type { LoginState } from "@/components/admin/login-form";
import { afterSignIn } from "@/lib/admin/return-path";
import { signIn, signOut } from "@/lib/admin/session";
import { submittedForm } from "@/lib/admin/submitted-form";

export async function loginAction(_previous: LoginState, posted: FormData): Promise<LoginState> {
  const form = submittedForm(posted);
  const username = String(form.get("username") ?? "").slice(0, 100);
  const password = String(form.get("password") ?? "").slice(0, 200);
  const result = await signIn(username, password);
  if (!result.ok) return { error: result.message, username };
  redirect(afterSignIn(form.get("next")));
}

export async function logoutAction(): Promise<void> {
  await signOut();
  redirect("/admin?notice=signed-out");
}
