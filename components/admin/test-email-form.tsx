"use client";

// The test e-mail: an address (required) and which message; "Sending..." while it goes, then
// the result as a toast and under the form: sent, stored in the Outbox, or why not, with a link
// to the stored message.
import { useActionState, useEffect } from "react";
import { Send } from "lucide-react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";

export interface TestEmailState {
  ok: boolean | null;
  /** Whether it went out (when `ok`): otherwise it is stored in the Outbox. */
  sent?: boolean;
  message: string;
  email: string;
  /** The stored message, to open in the outbox. */
  id?: number;
}

export type TestEmailAction = (previous: TestEmailState, form: FormData) => Promise<TestEmailState>;

export function TestEmailForm({ send }: { send: TestEmailAction }) {
  const [state, action, pending] = useActionState(send, { ok: null, message: "", email: "" });
  useEffect(() => {
    if (state.ok === true) (state.sent ? toast.success : toast)(state.message);
    if (state.ok === false) toast.error(state.message);
  }, [state]);
  return (
    <form action={action} className="space-y-4" noValidate>
      <TextField
        id="test-email"
        name="email"
        type="email"
        label="Send to"
        placeholder="you@example.com"
        defaultValue={state.email}
        error={state.ok === false ? state.message : undefined}
      />
      <div className="space-y-1.5">
        <Label htmlFor="test-email-type">Message</Label>
        <NativeSelect id="test-email-type" name="type" defaultValue="confirmation">
          <option value="confirmation">Order confirmation (to the customer)</option>
          <option value="notification">New order notice (to the store)</option>
        </NativeSelect>
      </div>
      {(state.ok || state.id) && (
        <p role="status" className={state.sent ? "text-sm text-green-800" : "text-sm"}>
          {state.ok && `${state.message}. `}
          {state.id && (
            <a href={`/admin/outbox/${state.id}`} className="underline">
              Read it in the outbox
            </a>
          )}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        <Send aria-hidden="true" />
        {pending ? "Sending..." : "Send test e-mail"}
      </Button>
    </form>
  );
}
