"use client";

// The contact inputs of the checkout form and the dialogs: full name, e-mail and phone, each shown
// when the caller passes its input (a react-hook-form registration or a value and onChange) and
// marked with the message the shared contact rules give it.
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

export function ContactFields({
  idPrefix,
  emailHelp,
  className,
  ...inputs
}: {
  idPrefix: string;
  name?: ContactInput;
  email: ContactInput;
  phone?: ContactInput;
  /** A line under the e-mail saying what it is for. */
  emailHelp?: string;
  className?: string;
}) {
  const shown = (["name", "email", "phone"] as const).filter((key) => inputs[key]);
  const helpId = `${idPrefix}-email-help`;
  return (
    <div className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {shown.map((key) => {
        const { error, ...input } = inputs[key]!;
        const id = `${idPrefix}-${key}`;
        const help = key === "email" && emailHelp;
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
              aria-describedby={[help && helpId, error && `${id}-error`].filter(Boolean).join(" ") || undefined}
            />
            {help && (
              <p id={helpId} className="text-xs text-muted-foreground">
                {emailHelp}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
