"use client";

// The staff sign-in form: checked on the server; a refusal shows as a toast and under the form,
// and the username stays filled in. It carries the page to return to (also without JavaScript).
import { useActionState, useEffect } from "react";
import { LogIn } from "lucide-react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

export interface LoginState {
  error: string | null;
  username: string;
}

/**
 * `login` is the sign-in Server Action: it redirects on success (to `next`, the page asked for,
 * when there is one), else answers why not.
 */
export function LoginForm({
  login,
  next,
}: {
  login: (previous: LoginState, form: FormData) => Promise<LoginState>;
  next: string | null;
}) {
  const [state, action, pending] = useActionState(login, { error: null, username: "" });
  useEffect(() => {
    if (state.error) toast.error(state.error);
  }, [state]);
  return (
    <form action={action} className="space-y-4" noValidate>
      {next && <input type="hidden" name="next" value={next} />}
      <TextField
        id="username"
        name="username"
        label="Username"
        required
        autoComplete="username"
        defaultValue={state.username}
      />
      <TextField
        id="password"
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="current-password"
      />
      {state.error && (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        <LogIn aria-hidden="true" />
        {pending ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
