"use client";

// The last resort when the root layout itself fails: its own small document (Next's built-in one
// is larger, and this file is part of every page's first load), with Try Again and a plain link
// home. It has no access to the shop's styles, so its few styles are inline.
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: 0, padding: "4rem 1rem", textAlign: "center" }}>
        <title>Something went wrong</title>
        <main role="alert">
          <h1 style={{ fontSize: "1.5rem" }}>Something went wrong</h1>
          <p>Please try again in a moment.</p>
          <p style={{ display: "flex", gap: "1rem", justifyContent: "center" }}>
            <button type="button" onClick={() => retry()} style={{ font: "inherit", padding: "0.5rem 1rem" }}>
              Try again
            </button>
            {/* A full page load on purpose: the root layout failed, so the shop starts afresh. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ padding: "0.5rem 1rem" }}>
              Back to Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
