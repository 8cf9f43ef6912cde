"use client";

// The delivery address inputs: street (with autocomplete), Apt/Suite (optional), ZIP (fills city
// and state), city and state (OH by default).
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AddressDraft } from "@/lib/checkout/checkout-draft";
import { useZipFill } from "@/client/use-zip-fill";
import { StreetAutocomplete } from "./street-autocomplete";

export function AddressFields({
  idPrefix,
  value,
  onChange,
  onListOpenChange,
  missing = false,
}: {
  idPrefix: string;
  value: AddressDraft;
  onChange: (value: AddressDraft) => void;
  onListOpenChange?: (open: boolean) => void;
  /** Mark the empty required fields (after a submit with fields missing). */
  missing?: boolean;
}) {
  const set = (key: keyof AddressDraft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: event.target.value });
  useZipFill(value.postal_code, (place) =>
    onChange({ ...value, city: value.city.trim() ? value.city : place.city, state: place.state }),
  );
  const isMissing = (field: string) => missing && !field.trim();
  return (
    <div className="grid gap-3 sm:grid-cols-6">
      <div className="space-y-1.5 sm:col-span-6">
        <Label htmlFor={`${idPrefix}-line1`}>
          Street address{" "}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <StreetAutocomplete
          id={`${idPrefix}-line1`}
          value={value.line1}
          onChange={(line1) => onChange({ ...value, line1 })}
          onAddress={(address) => onChange({ ...address, state: address.state || "OH" })}
          onListOpenChange={onListOpenChange}
          invalid={isMissing(value.line1)}
          placeholder="1234 Main St"
          required
        />
      </div>
      <div className="space-y-1.5 sm:col-span-3">
        <Label htmlFor={`${idPrefix}-line2`}>Apt/Suite (optional)</Label>
        <Input id={`${idPrefix}-line2`} value={value.line2} onChange={set("line2")} autoComplete="address-line2" />
      </div>
      <div className="space-y-1.5 sm:col-span-3">
        <Label htmlFor={`${idPrefix}-zip`}>
          ZIP code{" "}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Input
          id={`${idPrefix}-zip`}
          value={value.postal_code}
          onChange={set("postal_code")}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          aria-invalid={isMissing(value.postal_code) || undefined}
          required
        />
      </div>
      <div className="space-y-1.5 sm:col-span-4">
        <Label htmlFor={`${idPrefix}-city`}>
          City{" "}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Input
          id={`${idPrefix}-city`}
          value={value.city}
          onChange={set("city")}
          autoComplete="address-level2"
          aria-invalid={isMissing(value.city) || undefined}
          required
        />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${idPrefix}-state`}>State</Label>
        <Input
          id={`${idPrefix}-state`}
          value={value.state}
          onChange={(event) => onChange({ ...value, state: event.target.value.toUpperCase() })}
          autoComplete="address-level1"
          maxLength={2}
        />
      </div>
    </div>
  );
}
