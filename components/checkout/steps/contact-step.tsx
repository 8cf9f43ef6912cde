"use client";

// Step 2: the e-mail for the receipt and order updates, in the shared contact fields.
import { ContactFields } from "../contact-fields";

export function EmailStep({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <ContactFields
      idPrefix="checkout"
      email={{
        value,
        onChange: (event) => onChange(event.target.value),
        error,
        placeholder: "you@example.com",
        autoFocus: true,
      }}
      emailHelp="We send your receipt and order updates here. No account needed."
    />
  );
}
