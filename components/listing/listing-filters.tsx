"use client";

// The listing's filters: search, categories, price range, in stock only and reset; a GET form
// without JavaScript.
import Link from "next/link";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { INPUT_CLASSES, LABEL_CLASSES } from "@/components/ui/field-classes";
import { PlainButton } from "@/components/ui/plain-button";
import { NativeSelect } from "@/components/ui/native-select";
import { CATEGORY_GROUPS } from "@/lib/catalog/categories";
import { categoryLabel } from "@/lib/content/category-copy";
import {
  DEAL_LABELS,
  PRICE_RANGE,
  listingHref,
  settlePriceRange,
  type ListingFilters as Filters,
  type ListingQuery,
} from "@/lib/catalog/listing";
import { useHydrated } from "@/client/use-hydrated";
import { useListingNavigation } from "./listing-navigation";
import { PriceSlider } from "./price-slider";

const SEARCH_DELAY_MS = 400;

/** A text field the shopper was typing in: which one, what it held and where the caret was. */
interface Typing {
  name: string;
  value: string;
  caret: number | null;
}

const TEXT_FIELDS = ["search", "minPrice", "maxPrice"];

/**
 * Each new query is its own cached page, so these filters mount afresh after every change they
 * make. What must outlive that is kept here for the query it leads to: the search text the
 * shopper is still typing, the note about a corrected price, on phones the open panel, and the
 * text field that had the keyboard when the old filters left (so typing goes on in the new one).
 */
const carried: { href: string | null; search: string; note: string | null; open: boolean; typing: Typing | null } = {
  href: null,
  search: "",
  note: null,
  open: false,
  typing: null,
};

/** The text field of these filters that has the keyboard, if one has. */
function typingIn(filters: HTMLFormElement | null): Typing | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || !filters?.contains(active) || !TEXT_FIELDS.includes(active.name))
    return null;
  // Number fields have no caret position to read.
  return { name: active.name, value: active.value, caret: active.type === "number" ? null : active.selectionStart };
}

/** One end of the price range: applies on Enter (or when focus leaves both fields). */
function PriceInput({
  name,
  label,
  value,
  onChange,
  onEnter,
}: {
  name: "minPrice" | "maxPrice";
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
}) {
  return (
    <input
      name={name}
      type="number"
      inputMode="numeric"
      min={PRICE_RANGE.min}
      max={PRICE_RANGE.max}
      step={PRICE_RANGE.step}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          onEnter();
        }
      }}
      aria-describedby="price-message"
      aria-label={label}
      className={clsx(INPUT_CLASSES, "flex-1")}
    />
  );
}

const NOT_A_PRICE = "Enter prices as numbers, like 500.";

const isDeal = (value: string): value is NonNullable<ListingQuery["deal"]> => Object.hasOwn(DEAL_LABELS, value);

/** The filters' icons, drawn on the server so the icon library's code stays out of the page's. */
export interface ListingFilterIcons {
  filter: React.ReactNode;
  search: React.ReactNode;
  reset: React.ReactNode;
}

/**
 * The listing's filters as a GET form, so they work before JavaScript loads; once it has, every
 * change applies at once and the URL keeps the state (Back, reload and shared links work). Each
 * query is its own page, so these filters start from its query every time they mount and never
 * see another.
 */
export function ListingFilters({
  query,
  formAction,
  icons,
}: {
  query: ListingQuery;
  formAction: string;
  icons: ListingFilterIcons;
}) {
  const { change, shown } = useListingNavigation();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [restored] = useState(() => (carried.href === listingHref(query) ? { ...carried } : null));
  const [open, setOpen] = useState(restored?.open ?? false);
  const [search, setSearch] = useState(restored?.search ?? shown.search);
  const [range, setRange] = useState<[number, number]>([shown.minPrice, shown.maxPrice]);
  const [minText, setMinText] = useState(String(shown.minPrice));
  const [maxText, setMaxText] = useState(String(shown.maxPrice));
  const [priceMessage, setPriceMessage] = useState<string | null>(restored?.note ?? null);
  // Choices show at once; the URL (and so the results) follows in a transition.
  const [inStock, setInStock] = useState(shown.inStock);
  const [deal, setDeal] = useState(shown.deal);
  const searchTimer = useRef<number | undefined>(undefined);
  const typedSearch = useRef(restored?.search ?? null);

  // Before paint: the keyboard goes back to the field it was in on the page before, with what
  // was typed there until the very end; when these filters leave, note that field for the next.
  useLayoutEffect(() => {
    const filters = form.current;
    const typing = restored ? carried.typing : null;
    carried.typing = null;
    const field = typing ? filters?.elements.namedItem(typing.name) : null;
    if (typing && field instanceof HTMLInputElement) {
      // What was typed last is in the old page's fields, readable only now that this one commits.
      /* eslint-disable react-hooks/set-state-in-effect */
      if (typing.name === "search") {
        typedSearch.current = typing.value;
        setSearch(typing.value);
      }
      if (typing.name === "minPrice") setMinText(typing.value);
      if (typing.name === "maxPrice") setMaxText(typing.value);
      /* eslint-enable react-hooks/set-state-in-effect */
      field.focus({ preventScroll: true });
      if (typing.caret !== null) field.setSelectionRange(typing.caret, typing.caret);
    }
    return () => {
      carried.typing = typingIn(filters);
    };
    // Once per page, like the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    carried.href = null;
    // Typing went on while this page loaded: send what is in the box now.
    const typed = typedSearch.current;
    if (typed !== null && typed.trim() !== shown.search) {
      searchTimer.current = window.setTimeout(() => sendSearch(typed), SEARCH_DELAY_MS);
    } else if (form.current) {
      applyChoicesMadeDuringLoad(form.current);
    }
    return () => window.clearTimeout(searchTimer.current);
    // Once per page: `restored` and the first query are fixed for this mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function apply(changes: Partial<Filters>, note: string | null = null, searchText = search) {
    const href = change(changes);
    Object.assign(carried, { href, search: searchText, note, open });
  }

  /**
   * The page shows its form before it becomes interactive, and a shopper may already have used
   * it: the browser keeps what they typed, ticked or picked, but nothing applied it. Once the page
   * is ready, what differs from the page's own query is applied as one change, except text the
   * shopper is still typing (a search is sent after the usual pause; prices when focus leaves them).
   */
  function applyChoicesMadeDuringLoad(filters: HTMLFormElement) {
    const field = (name: string) => filters.elements.namedItem(name);
    const typing = document.activeElement;
    const changes: Partial<Filters> = {};
    let note: string | null = null;

    const searchBox = field("search");
    const typed = searchBox instanceof HTMLInputElement ? searchBox.value : search;
    if (typed !== search) {
      setSearch(typed);
      carried.search = typed;
      if (typing === searchBox) {
        searchTimer.current = window.setTimeout(() => sendSearch(typed), SEARCH_DELAY_MS);
      } else if (typed.trim() !== shown.search) {
        changes.search = typed.trim();
      }
    }

    const minBox = field("minPrice");
    const maxBox = field("maxPrice");
    if (minBox instanceof HTMLInputElement && maxBox instanceof HTMLInputElement) {
      if (minBox.value !== minText || maxBox.value !== maxText) {
        setMinText(minBox.value);
        setMaxText(maxBox.value);
        if (typing !== minBox && typing !== maxBox) {
          const settled = settlePriceRange(minBox.value, maxBox.value);
          if (!settled) {
            setPriceMessage(NOT_A_PRICE);
          } else {
            showPrices(settled);
            if (settled.minPrice !== shown.minPrice || settled.maxPrice !== shown.maxPrice) {
              Object.assign(changes, { minPrice: settled.minPrice, maxPrice: settled.maxPrice });
              note = settled.note;
            }
          }
        }
      }
    }

    const dealBox = field("deal");
    if (dealBox instanceof HTMLSelectElement && dealBox.value !== (shown.deal ?? "")) {
      const picked = isDeal(dealBox.value) ? dealBox.value : null;
      setDeal(picked);
      changes.deal = picked;
    }

    const stockBox = field("inStock");
    if (stockBox instanceof HTMLInputElement && stockBox.checked !== shown.inStock) {
      setInStock(stockBox.checked);
      changes.inStock = stockBox.checked;
    }

    if (Object.keys(changes).length > 0) apply(changes, note, typed);
  }

  function sendSearch(value: string) {
    window.clearTimeout(searchTimer.current);
    // `value`, not `search`: a timer's closure holds the text from before the last keystroke.
    apply({ search: value.trim() }, null, value);
  }

  function onSearchChange(value: string) {
    setSearch(value);
    carried.search = value;
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => sendSearch(value), SEARCH_DELAY_MS);
  }

  function showPrices({ minPrice, maxPrice, note }: { minPrice: number; maxPrice: number; note: string | null }) {
    setPriceMessage(note);
    setRange([minPrice, maxPrice]);
    setMinText(String(minPrice));
    setMaxText(String(maxPrice));
  }

  function commitPrices(min: string, max: string) {
    const settled = settlePriceRange(min, max);
    if (!settled) {
      setPriceMessage(NOT_A_PRICE);
      return;
    }
    showPrices(settled);
    if (settled.minPrice !== shown.minPrice || settled.maxPrice !== shown.maxPrice) {
      apply({ minPrice: settled.minPrice, maxPrice: settled.maxPrice }, settled.note);
    }
  }

  const commitTypedPrices = () => commitPrices(minText, maxText);

  return (
    <div>
      {/* Without JavaScript the filters are always shown, and sent with Apply Filters. */}
      <noscript>
        <style>{"#listing-filters{display:block}#listing-filters-toggle{display:none}"}</style>
      </noscript>
      <PlainButton
        id="listing-filters-toggle"
        variant="outline"
        className="w-full lg:hidden"
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="listing-filters"
      >
        {icons.filter}
        {open ? "Hide Filters" : "Show Filters"}
      </PlainButton>
      <form
        ref={form}
        id="listing-filters"
        action={formAction}
        method="get"
        className={clsx("mt-4 space-y-6 lg:mt-0 lg:block", open ? "block" : "hidden")}
        onSubmit={(event) => {
          event.preventDefault();
          sendSearch(search);
        }}
        aria-label="Product filters"
      >
        <div className="space-y-2">
          <label htmlFor="listing-search" className={LABEL_CLASSES}>
            Search
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground [&_svg]:size-4">
              {icons.search}
            </span>
            <input
              id="listing-search"
              name="search"
              type="search"
              value={search}
              maxLength={200}
              onChange={(event) => onSearchChange(event.target.value)}
              placeholder="Search products, model numbers..."
              className={clsx(INPUT_CLASSES, "pl-9")}
            />
          </div>
        </div>

        <fieldset className="space-y-1">
          <legend className="mb-2 text-sm font-medium">Category</legend>
          <ul className="space-y-0.5 text-sm">
            {["", ...CATEGORY_GROUPS].map((group) => {
              const active = (shown.category || "").toLowerCase() === group || (!shown.category && !group);
              const href = listingHref({ ...query, category: group });
              return (
                <li key={group || "all"}>
                  <Link
                    href={href}
                    scroll={false}
                    onClick={(event) => {
                      event.preventDefault();
                      change({ category: group });
                    }}
                    aria-current={active ? "page" : undefined}
                    className={clsx(
                      "block rounded-md px-3 py-1.5 hover:bg-accent",
                      active && "bg-primary/10 font-semibold text-primary",
                    )}
                  >
                    {group ? categoryLabel(group) : "All Categories"}
                  </Link>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <fieldset
          className="space-y-3"
          onBlur={(event) => {
            // Typed prices apply when focus leaves the price fields (or on Enter), not between them.
            const next = event.relatedTarget as Node | null;
            if (event.target instanceof HTMLInputElement && (!next || !event.currentTarget.contains(next)))
              commitTypedPrices();
          }}
        >
          <legend className="text-sm font-medium">Price range</legend>
          <PriceSlider
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={PRICE_RANGE.step}
            value={range}
            onValueChange={([min, max]) => {
              setRange([min, max]);
              setMinText(String(min));
              setMaxText(String(max));
            }}
            onValueCommit={([min, max]) => commitPrices(String(min), String(max))}
            labels={["Minimum price slider", "Maximum price slider"]}
            disabled={!hydrated}
          />
          <div className="flex items-center gap-2">
            <PriceInput
              name="minPrice"
              label="Minimum price"
              value={minText}
              onChange={setMinText}
              onEnter={commitTypedPrices}
            />
            <span className="text-muted-foreground" aria-hidden="true">
              to
            </span>
            <PriceInput
              name="maxPrice"
              label="Maximum price"
              value={maxText}
              onChange={setMaxText}
              onEnter={commitTypedPrices}
            />
          </div>
          <p id="price-message" className="min-h-4 text-xs text-destructive" role="status">
            {priceMessage}
          </p>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">Deal</legend>
          <NativeSelect
            name="deal"
            aria-label="Deal"
            value={deal ?? ""}
            onChange={(event) => {
              const next = (event.target.value || null) as ListingQuery["deal"];
              setDeal(next);
              apply({ deal: next });
            }}
            className="w-full"
          >
            <option value="">All deals</option>
            {Object.entries(DEAL_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </fieldset>

        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="inStock"
            value="true"
            checked={inStock}
            onChange={(event) => {
              setInStock(event.target.checked);
              apply({ inStock: event.target.checked });
            }}
            className="size-4 accent-[var(--primary)]"
          />
          In Stock Only
        </label>

        <div className="flex flex-col gap-2">
          <noscript>
            <PlainButton type="submit" className="w-full">
              Apply Filters
            </PlainButton>
          </noscript>
          <Link
            className={buttonVariants({ variant: "outline" })}
            href={
              query.category
                ? listingHref({
                    ...query,
                    search: "",
                    deal: null,
                    minPrice: PRICE_RANGE.min,
                    maxPrice: PRICE_RANGE.max,
                    inStock: false,
                    sort: "featured",
                  })
                : "/products"
            }
            scroll={false}
          >
            {icons.reset}
            Reset Filters
          </Link>
        </div>
      </form>
    </div>
  );
}
