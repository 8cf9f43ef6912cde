"use client";

// One shared navigation transition for the listing's filters and results.
import { useRouter } from "next/navigation";
import { createContext, useContext, useTransition } from "react";

interface ListingNavigation {
  pending: boolean;
  navigate(href: string): void;
}

const Context = createContext<ListingNavigation>({ pending: false, navigate: () => {} });

/** Shares one navigation transition between the filters and the results (skeletons while pending). */
export function ListingNavigationProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = (href: string) => startTransition(() => router.push(href, { scroll: false }));
  return <Context value={{ pending, navigate }}>{children}</Context>;
}

export function useListingNavigation(): ListingNavigation {
  return useContext(Context);
}
