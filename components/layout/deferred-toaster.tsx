"use client";

// The toaster, mounted once the page is idle or a toast is asked for, whichever comes first: its
// code (sonner) stays out of the first page load.
import dynamic from "next/dynamic";
import { useEffect } from "react";
import { afterLoad } from "@/client/after-load";
import { useToasterWanted, wantToaster } from "@/client/toast";

const Toaster = dynamic(() => import("@/components/ui/sonner").then((module) => module.Toaster), { ssr: false });

export function DeferredToaster() {
  const wanted = useToasterWanted();
  useEffect(() => afterLoad(wantToaster), []);
  return wanted ? <Toaster /> : null;
}
