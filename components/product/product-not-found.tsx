// An unknown or sold product id: "Product not found" with Browse Products.
import Link from "next/link";
import { PackageSearch } from "lucide-react";
import { Button } from "@/components/ui/button";

export function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PackageSearch className="size-14 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Product not found</h1>
      <p className="mt-2 text-muted-foreground">
        This unit may have sold: scratch-and-dent appliances are one of a kind. Have a look at what is in stock today.
      </p>
      <Button asChild className="mt-6">
        <Link href="/products">Browse Products</Link>
      </Button>
    </div>
  );
}
