"use client";

// The street address input with US address suggestions from the maps service as the shopper
// types; choosing one fills the whole address. Without a maps key it is a plain input.
import { useEffect, useId, useRef, useState } from "react";
import { Loader2, MapPin } from "lucide-react";
import { Input } from "@/components/ui/input";
import type { AddressFields, AddressSuggestion } from "@/lib/delivery/address-lookup";
import { getJson } from "@/client/api-client";
import { cn } from "@/lib/utils";

interface SuggestAnswer {
  available: boolean;
  suggestions: AddressSuggestion[];
}

export function StreetAutocomplete({
  id,
  value,
  onChange,
  onAddress,
  onListOpenChange,
  invalid,
  className,
  ...inputProps
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onAddress: (address: AddressFields) => void;
  /** The dialog must not close while the list is open. */
  onListOpenChange?: (open: boolean) => void;
  invalid?: boolean;
  className?: string;
} & Omit<React.ComponentProps<"input">, "value" | "onChange" | "id">) {
  const listId = useId();
  const [session] = useState(() => crypto.randomUUID());
  const [available, setAvailable] = useState(true);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const typed = useRef(false);
  const open = suggestions.length > 0;

  useEffect(() => {
    onListOpenChange?.(open);
  }, [open, onListOpenChange]);

  useEffect(() => {
    if (!available || !typed.current || value.trim().length < 3) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // getJson never rejects: a failed or aborted request is an answer with ok false.
      void getJson<SuggestAnswer>(
        `/api/delivery/autocomplete?input=${encodeURIComponent(value)}&session=${session}`,
        controller.signal,
      ).then((answer) => {
        if (controller.signal.aborted || !answer.ok) return;
        if (!answer.data.available) setAvailable(false);
        setSuggestions(answer.data.suggestions);
        setActive(-1);
      });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, available, session]);

  /** Fills the address from a suggestion; never rejects (getJson answers a failed request). */
  async function choose(suggestion: AddressSuggestion) {
    setSuggestions([]);
    setLoading(true);
    const answer = await getJson<{ found: true; address: AddressFields } | { found: false }>(
      `/api/delivery/place?id=${encodeURIComponent(suggestion.id)}&session=${session}`,
    );
    setLoading(false);
    typed.current = false;
    if (answer.ok && answer.data.found) onAddress(answer.data.address);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      void choose(suggestions[active]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setSuggestions([]);
    }
  }

  return (
    <div className={cn("relative", className)}>
      <Input
        id={id}
        value={value}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        autoComplete="address-line1"
        onChange={(event) => {
          typed.current = true;
          onChange(event.target.value);
          if (event.target.value.trim().length < 3) setSuggestions([]);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setSuggestions([]), 150)}
        {...inputProps}
      />
      {loading && (
        <Loader2
          className="absolute top-2.5 right-3 size-4 animate-spin text-muted-foreground"
          aria-label="Looking up the address"
        />
      )}
      {open && (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-50 mt-1 w-full overflow-hidden rounded-md border bg-popover shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                "flex cursor-pointer items-center gap-2 px-3 py-2 text-sm",
                index === active ? "bg-accent" : "hover:bg-accent/60",
              )}
              onMouseDown={(event) => {
                event.preventDefault();
                void choose(suggestion);
              }}
            >
              <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {suggestion.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
