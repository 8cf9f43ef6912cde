"use client";

// A listing that failed to load: "Error loading products" with Try Again.
import { AlertCircle } from "lucide-react";
import { Button } from "@/components/ui/button";

export default function ProductsError() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <AlertCircle className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Error loading products</h1>
      <p className="mt-2 text-muted-foreground">Failed to load products. Please try again later.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </div>
  );
}
