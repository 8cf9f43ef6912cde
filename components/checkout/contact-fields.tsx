"use client";

// The contact inputs of the checkout form and the dialogs: full name, e-mail and phone, each shown
// when the caller passes its input (a react-hook-form registration or a value and onChange), with
// an optional line saying what it is for, and marked with the message the shared contact rules
// give it. Each is required unless its input says otherwise.
import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/text-field";
import { cn } from "@/lib/utils";

/** One field's input, with its message (an empty one marks the field without words). */
type ContactInput = Omit<ComponentProps<"input">, "id"> & { error?: string };

const FIELDS = {
  name: { label: "Full Name", type: "text", autoComplete: "name" },
  email: { label: "Email Address", type: "email", autoComplete: "email" },
  phone: { label: "Phone Number", type: "tel", autoComplete: "tel" },
} as const;

type ContactKey = keyof typeof FIELDS;

export function ContactFields({
  idPrefix,
  help = {},
  className,
  ...inputs
}: {
  idPrefix: string;
  name?: ContactInput;
  email: ContactInput;
  phone?: ContactInput;
  /** A line under a field saying what it is for. */
  help?: Partial<Record<ContactKey, string>>;
  className?: string;
}) {
  const shown = (Object.keys(FIELDS) as ContactKey[]).filter((key) => inputs[key]);
  return (
    <div className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {shown.map((key) => {
        const { error, ...input } = inputs[key]!;
        const id = `${idPrefix}-${key}`;
        const helpId = `${id}-help`;
        // The name has a line of its own, and so has a lone e-mail.
        const wide = key === "name" || shown.length === 1;
        return (
          <div key={key} className={cn("space-y-1.5", wide && "sm:col-span-2")}>
            <TextField
              id={id}
              required
              {...FIELDS[key]}
              {...input}
              error={error || undefined}
              aria-invalid={error !== undefined || undefined}
              aria-describedby={[help[key] && helpId, error && `${id}-error`].filter(Boolean).join(" ") || undefined}
            />
            {help[key] && (
              <p id={helpId} className="text-xs text-muted-foreground">
                {help[key]}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
