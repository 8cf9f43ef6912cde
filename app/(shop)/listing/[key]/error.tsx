"use client";

// A listing that failed to load: "Error loading products" with Try Again. Part of the listing's
// first load, so it uses the plain button (no tailwind-merge or Slot) and no icon library.
import { PlainButton } from "@/components/ui/plain-button";
import { AlertCircleIcon } from "@/components/shared/alert-circle-icon";

export default function ProductsError() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <AlertCircleIcon className="size-12 text-destructive" />
      <h1 className="mt-4 text-2xl font-bold">Error loading products</h1>
      <p className="mt-2 text-muted-foreground">Failed to load products. Please try again later.</p>
      <PlainButton className="mt-6" onClick={() => window.location.reload()}>
        Try Again
      </PlainButton>
    </div>
  );
}
