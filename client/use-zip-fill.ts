// Fills city and state from a typed ZIP code (the offline stand-in for address autocomplete); a
// ZIP the server does not know leaves the fields as they are.
import { useEffect, useRef } from "react";
import { getJson } from "./api-client";

type ZipAnswer = { found: true; city: string; state: string } | { found: false };

export function useZipFill(zip: string, fill: (place: { city: string; state: string }) => void): void {
  const fillRef = useRef(fill);
  useEffect(() => {
    fillRef.current = fill;
  });
  useEffect(() => {
    const code = zip.trim();
    if (!/^\d{5}$/.test(code)) return;
    const controller = new AbortController();
    // getJson never rejects: a failed or aborted request is an answer with ok false.
    void getJson<ZipAnswer>(`/api/delivery/zip?code=${code}`, controller.signal).then((answer) => {
      if (answer.ok && answer.data.found) fillRef.current({ city: answer.data.city, state: answer.data.state });
    });
    return () => controller.abort();
  }, [zip]);
}
