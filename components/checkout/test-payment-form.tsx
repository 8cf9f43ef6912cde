"use client";

// The built-in test payment page's card form: the same field rules as the server, test card
// numbers only, then the browser goes where the server says (the order success page).
import { useState } from "react";
import { CreditCard, Loader2, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatCents } from "@/lib/money";
import { postJson } from "@/client/api-client";
import { testCardSchema, type TestCardInput } from "@/lib/payments/test-cards";
import { useHydrated } from "@/client/use-hydrated";

function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function TestPaymentForm({
  sessionId,
  email,
  totalCents,
}: {
  sessionId: string;
  email: string;
  totalCents: number;
}) {
  const [card, setCard] = useState<TestCardInput>({ cardNumber: "", expiry: "", cvc: "", name: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof TestCardInput, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const hydrated = useHydrated();

  const set = (key: keyof TestCardInput, value: string) => {
    setCard((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setFailure(null);
  };

  /** Never rejects: postJson answers a failed request with ok false. */
  async function pay(event: React.FormEvent) {
    event.preventDefault();
    const parsed = testCardSchema().safeParse(card);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setPaying(true);
    const answer = await postJson<{ redirect_url: string }>("/api/checkout/test-payment", {
      session_id: sessionId,
      ...card,
    });
    if (answer.ok) {
      window.location.assign(answer.data.redirect_url);
      return;
    }
    setPaying(false);
    setFailure(answer.error ?? "The payment could not be processed. Please try again.");
  }

  const fields: {
    key: keyof TestCardInput;
    label: string;
    props: React.ComponentProps<"input">;
    format?: (value: string) => string;
  }[] = [
    {
      key: "cardNumber",
      label: "Card number",
      props: { inputMode: "numeric", autoComplete: "cc-number", placeholder: "1234 1234 1234 1234" },
      format: groupCardNumber,
    },
    {
      key: "expiry",
      label: "Expiration (MM / YY)",
      props: { inputMode: "numeric", autoComplete: "cc-exp", placeholder: "MM / YY" },
      format: formatExpiry,
    },
    {
      key: "cvc",
      label: "CVC",
      props: { inputMode: "numeric", autoComplete: "cc-csc", placeholder: "123", maxLength: 4 },
    },
    { key: "name", label: "Name on card", props: { autoComplete: "cc-name" } },
  ];

  return (
    <form onSubmit={(event) => void pay(event)} noValidate>
      {/* Disabled until the page is interactive, so nothing typed before then is lost. The
          fieldset draws no box, so the spacing between its fields is set on it. */}
      <fieldset disabled={!hydrated} className="contents space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="pay-email">Email</Label>
          <Input id="pay-email" value={email} readOnly className="bg-muted" />
        </div>
        <div className="grid grid-cols-2 gap-4">
          {fields.map((field) => (
            <div
              key={field.key}
              className={field.key === "cardNumber" || field.key === "name" ? "col-span-2 space-y-1.5" : "space-y-1.5"}
            >
              <Label htmlFor={`pay-${field.key}`}>{field.label}</Label>
              <div className="relative">
                <Input
                  id={`pay-${field.key}`}
                  value={card[field.key]}
                  onChange={(event) =>
                    set(field.key, field.format ? field.format(event.target.value) : event.target.value)
                  }
                  aria-invalid={errors[field.key] ? true : undefined}
                  aria-describedby={errors[field.key] ? `pay-${field.key}-error` : undefined}
                  {...field.props}
                />
                {field.key === "cardNumber" && (
                  <CreditCard className="absolute top-2.5 right-3 size-4 text-muted-foreground" aria-hidden="true" />
                )}
              </div>
              {errors[field.key] && (
                <p id={`pay-${field.key}-error`} className="text-sm text-destructive">
                  {errors[field.key]}
                </p>
              )}
            </div>
          ))}
        </div>
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
          >
            {failure}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={paying}>
          {paying ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
          {paying ? "Processing..." : `Pay ${formatCents(totalCents)}`}
        </Button>
      </fieldset>
    </form>
  );
}
