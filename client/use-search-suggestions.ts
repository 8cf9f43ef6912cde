// The header's suggestions for a text being typed: asked of /api/search/suggestions once the text
// has stopped changing for a moment, from two characters on. A newer text cancels the request of
// an older one, so an answer never shows for a text the shopper has typed past.
import { useEffect, useState } from "react";
import { MIN_SUGGEST_LENGTH, type Suggestions } from "@/lib/catalog/suggestion-shape";
import { getJson } from "./api-client";
import { useDebounced } from "./use-debounced";

/** How long the text must rest before suggestions are asked for it. */
const PAUSE_MS = 150;

/** The suggestions for `text` and the text they are for; null while there are none to show. */
export function useSearchSuggestions(text: string): { text: string; suggestions: Suggestions } | null {
  const typed = useDebounced(text.trim(), PAUSE_MS);
  const [found, setFound] = useState<{ text: string; suggestions: Suggestions } | null>(null);
  useEffect(() => {
    if (typed.length < MIN_SUGGEST_LENGTH) return;
    const request = new AbortController();
    void getJson<Suggestions>(`/api/search/suggestions?q=${encodeURIComponent(typed)}`, request.signal).then(
      (answer) => {
        if (answer.ok) setFound({ text: typed, suggestions: answer.data });
      },
    );
    return () => request.abort();
  }, [typed]);
  return typed.length >= MIN_SUGGEST_LENGTH && found?.text === typed ? found : null;
}
