// Makes a page answer 404 while what it shows stays in the server's HTML. A page that calls
// notFound() itself is sent as an empty shell that only JavaScript fills in (no lang, no
// heading); thrown inside a Suspense boundary after the page's own not-found content, it still
// sets the 404 status and the noindex tag when the page is rendered and cached.
import { Suspense } from "react";
import { notFound } from "next/navigation";

async function NotFoundStatus(): Promise<never> {
  notFound();
}

/** Put after a page's not-found content: the page then answers 404. */
export function AnswerNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundStatus />
    </Suspense>
  );
}
