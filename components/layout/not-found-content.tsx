// The 404 message, "Oops! Page not found", with the links the page gives (`actions`). It imports
// no client components (next/link, the icons): the root 404, whose client code Next loads with
// every page, gives plain links, the shop's 404 its usual buttons.

export function NotFoundContent({ actions }: { actions: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <svg viewBox="0 0 240 90" className="h-24 w-auto" aria-hidden="true">
        <text x="120" y="78" textAnchor="middle" fontSize="92" fontWeight="800" fill="var(--primary)" opacity="0.18">
          404
        </text>
      </svg>
      <h1 className="mt-2 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        The page you are looking for has moved or never existed. The appliance you wanted may still be here.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
