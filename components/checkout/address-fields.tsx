"use client";

// The delivery address inputs of the checkout form and the dialogs: street (with autocomplete),
// Apt/Suite (optional), ZIP (fills city and state), city and state (OH by default), each with the
// message the shared address rules give it.
import { FieldFrame, TextField } from "@/components/ui/text-field";
import type { AddressDraft } from "@/lib/checkout/checkout-draft";
import { useZipFill } from "@/client/use-zip-fill";
import { StreetAutocomplete } from "./street-autocomplete";

export type AddressErrors = Partial<Record<keyof AddressDraft, string>>;

export function AddressFields({
  idPrefix,
  value,
  onChange,
  errors = {},
  onListOpenChange,
  focusRef,
}: {
  idPrefix: string;
  value: AddressDraft;
  onChange: (value: AddressDraft) => void;
  /** A field's message; an empty one marks the field without words. */
  errors?: AddressErrors;
  onListOpenChange?: (open: boolean) => void;
  /** Receives a handle that focuses the first marked field (else the street), e.g. a form library's ref. */
  focusRef?: (handle: { focus: () => void } | null) => void;
}) {
  const id = (key: keyof AddressDraft) => `${idPrefix}-${key}`;
  const field = (key: keyof AddressDraft) => ({
    id: id(key),
    value: value[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: event.target.value }),
    error: errors[key] || undefined,
    "aria-invalid": errors[key] !== undefined || undefined,
  });
  useZipFill(value.postal_code, (place) =>
    onChange({ ...value, city: value.city.trim() ? value.city : place.city, state: place.state }),
  );
  // The marks show once the form has drawn them: focus after that.
  const focusFirstMarked = (fields: HTMLDivElement) => () =>
    requestAnimationFrame(() =>
      (fields.querySelector<HTMLElement>("[aria-invalid=true]") ?? fields.querySelector("input"))?.focus(),
    );
  return (
    <div
      ref={focusRef && ((fields) => focusRef(fields && { focus: focusFirstMarked(fields) }))}
      className="grid gap-3 sm:grid-cols-6"
    >
      <FieldFrame id={id("line1")} label="Street Address" required error={errors.line1} className="sm:col-span-6">
        <StreetAutocomplete
          id={id("line1")}
          value={value.line1}
          onChange={(line1) => onChange({ ...value, line1 })}
          onAddress={(address) => onChange({ ...address, state: address.state || "OH" })}
          onListOpenChange={onListOpenChange}
          invalid={errors.line1 !== undefined}
          aria-describedby={errors.line1 ? `${id("line1")}-error` : undefined}
          placeholder="1234 Main St"
          required
        />
      </FieldFrame>
      <TextField
        label="Apt/Suite (optional)"
        autoComplete="address-line2"
        className="sm:col-span-3"
        {...field("line2")}
      />
      <TextField
        label="ZIP Code"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        className="sm:col-span-3"
        {...field("postal_code")}
      />
      <TextField label="City" required autoComplete="address-level2" className="sm:col-span-4" {...field("city")} />
      <TextField
        label="State"
        required
        autoComplete="address-level1"
        maxLength={2}
        className="sm:col-span-2"
        {...field("state")}
        onChange={(event) => onChange({ ...value, state: event.target.value.toUpperCase() })}
      />
    </div>
  );
}
