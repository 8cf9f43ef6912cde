"use client";

// The header's search field: a plain field of the search form, which works without JavaScript
// (uncontrolled, so text typed before the page comes alive stays).
// Once the shopper focuses it, it becomes a combobox: the suggestion panel's code is fetched then
// (search-suggestions.tsx), so it is not part of the first page load.
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from "react";
import type { ComboboxState } from "./search-suggestions";

const loadPanel = () => import("./search-suggestions");
const SearchSuggestions = lazy(() => loadPanel().then((module) => ({ default: module.SearchSuggestions })));

const FIELD_CLASSES =
  "h-10 w-full min-w-0 rounded-full border border-input bg-muted/60 pr-11 pl-4 py-1 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";

export function SearchBox({ id, defaultValue = "" }: { id: string; defaultValue?: string }) {
  const [text, setText] = useState(defaultValue);
  const [used, setUsed] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false, activeId: undefined });
  const field = useRef<HTMLInputElement>(null);
  /** The panel's key handling, once it has loaded. */
  const keysRef = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const listbox = `${id}-suggestions`;
  return (
    <>
      <input
        ref={field}
        id={id}
        name="search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={used ? listbox : undefined}
        aria-activedescendant={combobox.activeId}
        defaultValue={defaultValue}
        onChange={(event) => setText(event.target.value)}
        onFocus={(event) => {
          // Text typed before the page came alive is read here.
          setText(event.currentTarget.value);
          setUsed(true);
        }}
        onKeyDown={(event) => keysRef.current?.(event)}
        placeholder="Search products, model numbers..."
        maxLength={200}
        autoComplete="off"
        className={FIELD_CLASSES}
      />
      {used && (
        <Suspense fallback={null}>
          <SearchSuggestions text={text} listbox={listbox} field={field} keysRef={keysRef} onChange={setCombobox} />
        </Suspense>
      )}
    </>
  );
}
