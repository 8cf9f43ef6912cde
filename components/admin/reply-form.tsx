"use client";

// The reply to a contact message: subject and text, kept when something is missing.
import { useActionState } from "react";
import { Reply } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/text-field";

export interface ReplyState {
  subject: string;
  body: string;
  error: string | null;
}

export function ReplyForm({
  id,
  subject,
  reply,
}: {
  id: number;
  subject: string;
  reply: (previous: ReplyState, form: FormData) => Promise<ReplyState>;
}) {
  const [state, action, pending] = useActionState(reply, { subject, body: "", error: null });
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="id" value={id} />
      <TextField id="reply-subject" name="subject" label="Subject" required defaultValue={state.subject} />
      <TextAreaField id="reply-body" name="body" label="Reply" required rows={8} defaultValue={state.body} />
      {state.error && (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        <Reply aria-hidden="true" />
        {pending ? "Sending..." : "Send reply"}
      </Button>
    </form>
  );
}
