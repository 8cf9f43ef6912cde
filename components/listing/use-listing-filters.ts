"use client";

// The listing filters' state: what each control shows, applying a change through the listing's
// navigation (the URL keeps the state), and picking up what the filters of the page before handed
// over (carried-filters.ts).
import { useEffect, useRef, useState, type RefObject } from "react";
import {
  DEAL_LABELS,
  listingHref,
  settlePriceRange,
  type ListingFilters as Filters,
  type ListingQuery,
} from "@/lib/catalog/listing";
import { carried, useTypingCarriedOver } from "./carried-filters";
import { useListingNavigation } from "./listing-navigation";

const SEARCH_DELAY_MS = 400;
const NOT_A_PRICE = "Enter prices as numbers, like 500.";

const isDeal = (value: string): value is NonNullable<ListingQuery["deal"]> => Object.hasOwn(DEAL_LABELS, value);

type Settled = NonNullable<ReturnType<typeof settlePriceRange>>;

/**
 * Each query is its own page, so the filters start from its query every time they mount; `form`
 * is their form, read for what was chosen before the page became interactive.
 */
export function useListingFilters(query: ListingQuery, form: RefObject<HTMLFormElement | null>) {
  const { change, shown } = useListingNavigation();
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

  useTypingCarriedOver(form, restored !== null, (typing) => {
    if (typing.name === "search") {
      typedSearch.current = typing.value;
      setSearch(typing.value);
    }
    if (typing.name === "minPrice") setMinText(typing.value);
    if (typing.name === "maxPrice") setMaxText(typing.value);
  });

  useEffect(() => {
    // A change made while this page loaded goes on from here (the navigation sends it): what was
    // handed to this page goes on to that one, which the keyboard may reach before a search typed
    // meanwhile is sent again.
    const onward = listingHref(shown);
    carried.href = restored && onward !== listingHref(query) ? onward : null;
    // Typing went on while this page loaded: send what is in the box now.
    const typed = typedSearch.current;
    if (typed !== null && typed.trim() !== shown.search) {
      searchTimer.current = window.setTimeout(() => sendSearch(typed), SEARCH_DELAY_MS);
    } else if (form.current) {
      applyChoicesMadeDuringLoad(form.current);
    }
    return () => window.clearTimeout(searchTimer.current);
    // Once per page: `restored` and the first query are fixed for this mount; it runs after the
    // carried-over typing was taken.
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

  function showPrices({ minPrice, maxPrice, note }: Settled) {
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

  return {
    shown,
    change,
    open,
    toggleOpen: () => setOpen((value) => !value),
    search,
    onSearchChange(value: string) {
      setSearch(value);
      carried.search = value;
      window.clearTimeout(searchTimer.current);
      searchTimer.current = window.setTimeout(() => sendSearch(value), SEARCH_DELAY_MS);
    },
    submitSearch: () => sendSearch(search),
    prices: {
      range,
      minText,
      maxText,
      message: priceMessage,
      /** The slider moves: its ends show in the boxes, applied when it is let go. */
      slide([min, max]: [number, number]) {
        setRange([min, max]);
        setMinText(String(min));
        setMaxText(String(max));
      },
      setMinText,
      setMaxText,
      commit: commitPrices,
      commitTyped: () => commitPrices(minText, maxText),
    },
    deal,
    chooseDeal(next: ListingQuery["deal"]) {
      setDeal(next);
      apply({ deal: next });
    },
    inStock,
    chooseInStock(checked: boolean) {
      setInStock(checked);
      apply({ inStock: checked });
    },
  };
}

export type ListingFiltersState = ReturnType<typeof useListingFilters>;
export type PriceRangeState = ListingFiltersState["prices"];
