"use client";

// A staff member's own password change: the current password, then the new one twice. The other
// sessions of the account end; this one stays.
import { useActionState } from "react";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { PASSWORD_MIN_LENGTH } from "@/lib/admin/staff-account-form";
import { EMPTY_TEAM_FORM, type TeamFormState } from "./password-choice";

export function OwnPasswordForm({
  change,
  username,
}: {
  change: (previous: TeamFormState, form: FormData) => Promise<TeamFormState>;
  username: string;
}) {
  const [state, action, pending] = useActionState(change, EMPTY_TEAM_FORM);
  return (
    <form action={action} className="space-y-4" noValidate>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
      <TextField
        id="current-password"
        name="current"
        label="Current password"
        type="password"
        required
        autoComplete="current-password"
        error={state.errors.current}
      />
      <TextField
        id="own-new-password"
        name="password"
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        error={state.errors.password}
      />
      <TextField
        id="own-confirm-password"
        name="confirm"
        label="New password again"
        type="password"
        required
        autoComplete="new-password"
        error={state.errors.confirm}
      />
      <p className="text-xs text-muted-foreground">At least {PASSWORD_MIN_LENGTH} characters.</p>
      {state.message && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        <KeyRound aria-hidden="true" />
        {pending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
