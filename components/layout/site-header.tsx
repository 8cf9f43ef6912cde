// The header: logo, search and cart, then the category bar.
import Link from "next/link";
import { Menu } from "lucide-react";
import { CATEGORY_BAR } from "@/lib/content/navigation";
import { SpriteIcon } from "@/components/shared/sprite-icon";
import { CartLink } from "./cart-link";
import { ContactStrip } from "./contact-strip";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SearchForm } from "./search-form";

/** The phone menu's and the cart link's icons are drawn here, on the server, and handed to them. */
export function SiteHeader() {
  return (
    <header>
      <ContactStrip />
      <div className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 md:gap-6">
          <MobileMenu icon={<Menu className="size-6" aria-hidden="true" />} />
          <Logo />
          <SearchForm className="hidden flex-1 md:block md:max-w-xl lg:mx-auto" />
          <div className="ml-auto md:ml-0">
            <CartLink icon={<SpriteIcon name="shopping-cart" className="size-6" />} />
          </div>
        </div>
        <div className="px-4 pb-3 md:hidden">
          <SearchForm id="header-search-mobile" />
        </div>
      </div>
      <nav aria-label="Categories" className="hidden bg-primary text-primary-foreground lg:block">
        <ul className="mx-auto flex max-w-7xl items-center justify-between px-2">
          {CATEGORY_BAR.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="block px-3 py-2.5 text-sm font-medium whitespace-nowrap hover:bg-white/15"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
