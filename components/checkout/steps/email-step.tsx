"use client";

// Step 2: the e-mail for the receipt and order updates.
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export function EmailStep({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="checkout-email">
        Email address{" "}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </Label>
      <Input
        id="checkout-email"
        type="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="email"
        placeholder="you@example.com"
        aria-invalid={invalid || undefined}
        aria-describedby="checkout-email-help"
        autoFocus
        required
      />
      <p id="checkout-email-help" className="text-xs text-muted-foreground">
        We send your receipt and order updates here. No account needed.
      </p>
    </div>
  );
}
