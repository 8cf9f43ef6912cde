"use client";

// A product page that failed to load: "Failed to load product details" with a retry. Part of the
// product page's first load, so it uses the plain button and link (no tailwind-merge or Slot) and no icon library.
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { PlainButton } from "@/components/ui/plain-button";
import { AlertCircleIcon } from "@/components/shared/alert-circle-icon";

export default function ProductError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <AlertCircleIcon className="size-14 text-destructive" />
      <h1 className="mt-4 text-2xl font-bold">Failed to load product details</h1>
      <p className="mt-2 text-muted-foreground">Something went wrong on our side. Please try again in a moment.</p>
      <div className="mt-6 flex gap-3">
        <PlainButton variant="outline" onClick={() => retry()}>
          Try Again
        </PlainButton>
        <Link href="/products" data-slot="button" className={buttonVariants()}>
          Browse Products
        </Link>
      </div>
    </div>
  );
}
