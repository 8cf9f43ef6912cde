"use client";

// The contact form: the same zod rules as /api/contact, the same messages, "Sending..." while it
// goes out, a reset after success and everything kept when sending fails.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CheckCircle2, Loader2, Send } from "lucide-react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { FieldFrame, TextAreaField, TextField } from "@/components/ui/text-field";
import { NativeSelect } from "@/components/ui/native-select";
import { CONTACT_CATEGORIES, type ContactCategory } from "@/db/enums";
import {
  CONTACT_CATEGORY_LABELS,
  MISSING_FIELDS,
  SEND_FAILED,
  contactErrorMessage,
  contactSchema,
  type ContactInput,
  type ContactValues,
} from "@/lib/contact/contact-schema";
import { SUPPORT } from "@/lib/store";
import { useHydrated } from "@/client/use-hydrated";

export function ContactForm({ defaultCategory = "general" }: { defaultCategory?: ContactCategory }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hydrated = useHydrated();
  const defaults: ContactInput = {
    name: "",
    email: "",
    phone: "",
    subject: "",
    category: defaultCategory,
    message: "",
  };
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    reValidateMode: "onSubmit",
    defaultValues: defaults,
  });
  const { register, handleSubmit, formState, clearErrors, reset, setError } = form;
  const errors = formState.errors;
  // Editing a field clears its error (as on the checkout form).
  const field = (name: keyof ContactInput) => register(name, { onChange: () => clearErrors(name) });

  async function send(values: ContactValues) {
    let body: { success?: boolean; error?: string | null; fields?: Record<string, string> } = {};
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(values),
      });
      body = await response.json().catch(() => ({}));
      if (response.ok && body.success) {
        toast.success("Message sent!", {
          description: `Thank you, we will get back to you within ${SUPPORT.emailReplyHours} hours.`,
        });
        setSentTo(values.email);
        reset(defaults);
        return;
      }
    } catch {
      // Network failure: fall through to the message below; the form keeps what was typed.
    }
    for (const [name, message] of Object.entries(body.fields ?? {})) {
      if (name in defaults) setError(name as keyof ContactInput, { message });
    }
    toast.error(body.error || SEND_FAILED);
  }

  // Never rejects: send catches a failed request and says so.
  const submit = handleSubmit(send, (invalid) =>
    toast.error(
      contactErrorMessage(
        Object.values(invalid).map((error) => ({ message: String(error?.message ?? MISSING_FIELDS) })),
      ),
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Contact form">
      {/* Disabled until the page is interactive, so nothing typed before then is lost. The
          fieldset draws no box, so the spacing between its fields is set on it. */}
      <fieldset disabled={!hydrated} className="contents space-y-5">
        {sentTo && (
          <p className="flex gap-2 rounded-lg border border-success/30 bg-success/10 p-4 text-sm" role="status">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            Thanks! Your message is on its way. We reply to {sentTo} within {SUPPORT.emailReplyHours} hours; for
            anything urgent, please call.
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="contact-name"
            label="Name"
            required
            autoComplete="name"
            error={errors.name?.message}
            {...field("name")}
          />
          <TextField
            id="contact-email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            error={errors.email?.message}
            {...field("email")}
          />
          <TextField
            id="contact-phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...field("phone")}
          />
          <FieldFrame id="contact-category" label="What is it about?" error={errors.category?.message}>
            <NativeSelect id="contact-category" className="w-full" {...field("category")}>
              {CONTACT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CONTACT_CATEGORY_LABELS[category]}
                </option>
              ))}
            </NativeSelect>
          </FieldFrame>
          <TextField
            id="contact-subject"
            label="Subject"
            className="sm:col-span-2"
            error={errors.subject?.message}
            {...field("subject")}
          />
          <TextAreaField
            id="contact-message"
            label="Message"
            required
            rows={6}
            className="sm:col-span-2 [&_textarea]:min-h-36"
            error={errors.message?.message}
            {...field("message")}
          />
        </div>
        <p className="text-xs text-muted-foreground">
          <span className="text-destructive">*</span> Required
        </p>
        <Button type="submit" size="lg" disabled={formState.isSubmitting} className="w-full sm:w-auto">
          {formState.isSubmitting ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {formState.isSubmitting ? "Sending..." : "Send Message"}
        </Button>
      </fieldset>
    </form>
  );
}
