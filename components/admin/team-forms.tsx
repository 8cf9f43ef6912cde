"use client";

// The owner's forms on the team pages: add an account, change an account's name and role, and set
// a new password for it. Each is checked on the server; a refusal keeps what was typed.
import { useActionState } from "react";
import { KeyRound, Save, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldFrame, TextField } from "@/components/ui/text-field";
import { NativeSelect } from "@/components/ui/native-select";
import { ROLE_LABELS, ROLE_SUMMARIES } from "@/lib/admin/staff-account-form";
import { STAFF_ROLES, type StaffRole } from "@/db/enums";
import { EMPTY_TEAM_FORM, PasswordChoice, TeamFormDone, type TeamFormState } from "./password-choice";

type TeamAction = (previous: TeamFormState, form: FormData) => Promise<TeamFormState>;

function RoleSelect({ id, value, error }: { id: string; value: string; error?: string }) {
  return (
    <FieldFrame id={id} label="Role" required error={error}>
      <NativeSelect id={id} name="role" defaultValue={value} className="w-full sm:w-48">
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </NativeSelect>
      <ul className="space-y-0.5 text-xs text-muted-foreground">
        {STAFF_ROLES.map((role) => (
          <li key={role}>
            <span className="font-medium">{ROLE_LABELS[role]}</span>: {ROLE_SUMMARIES[role]}
          </li>
        ))}
      </ul>
    </FieldFrame>
  );
}

/** The password choice starts again after each answer that changes what it should show. */
const choiceKey = (state: TeamFormState) =>
  `${state.values.passwordMode ?? "type"}|${state.done?.text ?? ""}|${state.done?.generatedPassword ?? ""}`;

function FormMessage({ state }: { state: TeamFormState }) {
  if (state.done) return <TeamFormDone done={state.done} />;
  if (!state.message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {state.message}
    </p>
  );
}

export function AddAccountForm({ add }: { add: TeamAction }) {
  const [state, action, pending] = useActionState(add, EMPTY_TEAM_FORM);
  return (
    <form action={action} className="space-y-4" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="new-username"
          name="username"
          label="Username"
          required
          autoComplete="off"
          autoCapitalize="none"
          defaultValue={state.values.username}
          error={state.errors.username}
        />
        <TextField
          id="new-display-name"
          name="displayName"
          label="Display name"
          required
          autoComplete="off"
          defaultValue={state.values.displayName}
          error={state.errors.displayName}
        />
      </div>
      <RoleSelect id="new-role" value={state.values.role ?? "staff"} error={state.errors.role} />
      <PasswordChoice key={choiceKey(state)} idPrefix="new" errors={state.errors} initial={state.values.passwordMode} />
      <FormMessage state={state} />
      <Button type="submit" disabled={pending}>
        <UserPlus aria-hidden="true" />
        {pending ? "Adding..." : "Add account"}
      </Button>
    </form>
  );
}

export function AccountDetailsForm({
  id,
  displayName,
  role,
  save,
}: {
  id: number;
  displayName: string;
  role: StaffRole;
  save: TeamAction;
}) {
  const [state, action, pending] = useActionState(save, { ...EMPTY_TEAM_FORM, values: { displayName, role } });
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="id" value={id} />
      <TextField
        id="account-display-name"
        name="displayName"
        label="Display name"
        required
        defaultValue={state.values.displayName}
        error={state.errors.displayName}
      />
      <RoleSelect id="account-role" value={state.values.role ?? role} error={state.errors.role} />
      <FormMessage state={state} />
      <Button type="submit" variant="outline" disabled={pending}>
        <Save aria-hidden="true" />
        {pending ? "Saving..." : "Save name and role"}
      </Button>
    </form>
  );
}

export function PasswordResetForm({ id, reset }: { id: number; reset: TeamAction }) {
  const [state, action, pending] = useActionState(reset, EMPTY_TEAM_FORM);
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="id" value={id} />
      <PasswordChoice
        key={choiceKey(state)}
        idPrefix="reset"
        errors={state.errors}
        initial={state.values.passwordMode}
      />
      <FormMessage state={state} />
      <Button type="submit" variant="outline" disabled={pending}>
        <KeyRound aria-hidden="true" />
        {pending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
