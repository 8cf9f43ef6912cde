// Call and e-mail buttons with the store's number and address.
import { Mail, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { STORE, phoneHref } from "@/lib/store";
import { cn } from "@/lib/utils";

/** Call and e-mail buttons with the store's real number and address. */
export function ContactButtons({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      <Button asChild size="lg" variant={inverted ? "deal" : "default"}>
        <a href={phoneHref()}>
          <Phone aria-hidden="true" />
          Call {STORE.phone}
        </a>
      </Button>
      <Button asChild size="lg" variant={inverted ? "onDark" : "outline"}>
        <a href={`mailto:${STORE.email}`}>
          <Mail aria-hidden="true" />
          E-mail Us
        </a>
      </Button>
    </div>
  );
}
