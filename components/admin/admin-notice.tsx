"use client";

// The result of the last staff action: a toast, and the same words on the page for readers
// without JavaScript or who missed the toast.
import { useEffect } from "react";
import { toast } from "@/client/toast";
import { cn } from "@/lib/utils";

export function AdminNotice({ text, tone }: { text: string; tone: "success" | "error" }) {
  useEffect(() => {
    if (tone === "success") toast.success(text);
    else toast.error(text);
  }, [text, tone]);
  return (
    <p
      role="status"
      className={cn(
        "rounded-md border px-4 py-2 text-sm",
        tone === "success" ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      {text}
    </p>
  );
}
