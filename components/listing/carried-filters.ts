"use client";

// What the listing filters hand to the next listing page's filters: each query is its own cached
// page, so the filters mount afresh after every change they make.
import { useLayoutEffect, type RefObject } from "react";

/** A text field the shopper was typing in: which one, what it held and where the caret was. */
export interface Typing {
  name: string;
  value: string;
  caret: number | null;
}

const TEXT_FIELDS = ["search", "minPrice", "maxPrice"];

/**
 * Kept for the query a change leads to: the search text the shopper is still typing, the note
 * about a corrected price, on phones the open panel, and the text field that had the keyboard
 * when the old filters left (so typing goes on in the new one).
 */
export const carried: {
  href: string | null;
  search: string;
  note: string | null;
  open: boolean;
  typing: Typing | null;
} = {
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

/**
 * Before paint: the keyboard goes back to the field it was in on the page before (`restored`:
 * these filters are that page's successor), with what was typed there until the very end, which
 * `take` puts in the field's state; when these filters leave, that field is noted for the next.
 */
export function useTypingCarriedOver(
  form: RefObject<HTMLFormElement | null>,
  restored: boolean,
  take: (typing: Typing) => void,
) {
  useLayoutEffect(() => {
    const filters = form.current;
    const typing = restored ? carried.typing : null;
    carried.typing = null;
    const field = typing ? filters?.elements.namedItem(typing.name) : null;
    if (typing && field instanceof HTMLInputElement) {
      // What was typed last is in the old page's fields, readable only now that this one commits.
      take(typing);
      field.focus({ preventScroll: true });
      if (typing.caret !== null) field.setSelectionRange(typing.caret, typing.caret);
    }
    return () => {
      carried.typing = typingIn(filters);
    };
    // Once per page: these filters never see another query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
