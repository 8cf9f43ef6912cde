"use client";

// The header search's suggestion panel, loaded when the field is first focused: a listbox of
// categories, brands, up to five products (picture and price) and the shop's pages it asks about
// ("deliv": Shipping & Delivery) for the text typed (and a line
// naming a brand it asks for that we don't carry), driven from
// the field (Down and Up choose, Enter opens the one chosen or, with none chosen, the full
// results, Escape closes), with a status line that tells screen readers how many there are.
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from "react";
import { ArtImage } from "@/components/shared/art-image";
import { useSearchSuggestions } from "@/client/use-search-suggestions";
import { formatList } from "@/lib/format-text";

/** What the field says of the panel: whether it is open and which option is chosen. */
export interface ComboboxState {
  expanded: boolean;
  activeId: string | undefined;
}

interface Option {
  id: string;
  href: string;
  label: string;
  image?: string | null;
  price?: string;
}

interface Group {
  title: string;
  options: Option[];
}

export function SearchSuggestions({
  text,
  listbox,
  field,
  keysRef,
  onChange,
}: {
  text: string;
  /** The listbox's id, which the field names in aria-controls. */
  listbox: string;
  field: RefObject<HTMLInputElement | null>;
  /** Where the panel puts its handling of the field's keys. */
  keysRef: { current: ((event: KeyboardEvent<HTMLInputElement>) => void) | null };
  onChange: (state: ComboboxState) => void;
}) {
  const router = useRouter();
  const found = useSearchSuggestions(text);
  // The suggestions the shopper closed (Escape, leaving the field): new ones, or coming back, open.
  const [closed, setClosed] = useState<typeof found>(null);
  // The option chosen with the arrows, for the suggestions it was chosen in.
  const [choice, setChoice] = useState<{ of: typeof found; index: number }>({ of: null, index: -1 });

  const groups = useMemo<Group[]>(() => {
    if (!found) return [];
    const { categories, brands, products, pages } = found.suggestions;
    const option = (kind: string, index: number) => `${listbox}-${kind}-${index}`;
    return [
      {
        title: "Categories",
        options: categories.map((link, index) => ({ id: option("category", index), ...link })),
      },
      { title: "Brands", options: brands.map((link, index) => ({ id: option("brand", index), ...link })) },
      {
        title: "Products",
        options: products.map((product, index) => ({
          id: option("product", index),
          href: product.href,
          label: product.name,
          image: product.image,
          price: product.price,
        })),
      },
      { title: "Help", options: pages.map((link, index) => ({ id: option("page", index), ...link })) },
    ].filter((group) => group.options.length > 0);
  }, [found, listbox]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const notCarried = found?.suggestions.notCarried ?? [];
  const note = notCarried.length > 0 ? `We don't carry ${formatList(notCarried, "or")} at the moment.` : "";
  const expanded = found !== null && closed !== found && (options.length > 0 || note !== "");
  const active = choice.of === found ? choice.index : -1;
  const chosen = expanded ? options[active] : undefined;

  useEffect(() => {
    const input = field.current;
    if (!input) return;
    const show = () => setClosed(null);
    const hide = () => setClosed(found);
    input.addEventListener("focus", show);
    input.addEventListener("blur", hide);
    return () => {
      input.removeEventListener("focus", show);
      input.removeEventListener("blur", hide);
    };
  }, [field, found]);

  useEffect(() => {
    onChange({ expanded, activeId: chosen?.id });
  }, [expanded, chosen, onChange]);

  useEffect(() => {
    keysRef.current = (event) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        const next = active < 0 && step < 0 ? options.length - 1 : (active + step + options.length) % options.length;
        setClosed(null);
        setChoice({ of: found, index: next });
      } else if (event.key === "Escape" && expanded) {
        event.preventDefault();
        setClosed(found);
      } else if (event.key === "Enter" && chosen) {
        event.preventDefault();
        setClosed(found);
        router.push(chosen.href);
      }
    };
    return () => {
      keysRef.current = null;
    };
  }, [keysRef, options, active, expanded, chosen, found, router]);

  const count = options.length;
  const status = [
    note,
    expanded && count > 0
      ? `${count} ${count === 1 ? "suggestion" : "suggestions"}. Use the up and down arrows to choose, Enter to open.`
      : found && count === 0
        ? "No suggestions."
        : "",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border bg-background p-2 text-left text-foreground shadow-lg"
      >
        {note && (
          <p className="px-2 py-1.5 text-sm text-muted-foreground" data-testid="suggestions-not-carried">
            {note}
          </p>
        )}
        <div id={listbox} role="listbox" aria-label="Search suggestions">
          {groups.map((group) => (
            <div key={group.title} role="group" aria-labelledby={`${listbox}-${group.title}`}>
              <div
                id={`${listbox}-${group.title}`}
                role="presentation"
                className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.title}
              </div>
              {group.options.map((option) => (
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={option === chosen}
                  // The field keeps the focus; a click opens the option.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setClosed(found);
                    router.push(option.href);
                  }}
                  className={`flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm ${option === chosen ? "bg-primary/10 ring-1 ring-primary/40" : "hover:bg-muted"}`}
                >
                  {option.image !== undefined && (
                    <ArtImage
                      src={option.image ?? "/products/placeholder.svg"}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 shrink-0 rounded bg-muted/50 object-contain"
                    />
                  )}
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  {option.price && <span className="shrink-0 font-semibold">{option.price}</span>}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
