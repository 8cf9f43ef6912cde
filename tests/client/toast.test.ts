// Toasts asked for before the toaster listens wait for it, in order; later ones show at once.
import { describe, expect, it } from "vitest";
import { listenForToasts, toast, type ToastRequest } from "@/client/toast";

describe("toast queue", () => {
  it("keeps toasts until the toaster listens, then shows them in order", () => {
    toast.success("Added to cart");
    toast("Payment cancelled", { description: "Nothing was charged." });
    const shown: ToastRequest[] = [];
    const stop = listenForToasts((request) => shown.push(request));
    expect(shown).toEqual([
      { kind: "success", message: "Added to cart" },
      { kind: "message", message: "Payment cancelled", options: { description: "Nothing was charged." } },
    ]);
    toast.error("No more available");
    expect(shown.at(-1)).toEqual({ kind: "error", message: "No more available" });
    stop();
    toast("Later");
    expect(shown).toHaveLength(3);
    const late: ToastRequest[] = [];
    listenForToasts((request) => late.push(request));
    expect(late).toEqual([{ kind: "message", message: "Later" }]);
  });
});
