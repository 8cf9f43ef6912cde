// The footer: about blurb, social links, quick, policy and category links, contact details.
import { Fragment } from "react";
import Link from "next/link";
import { CATEGORY_LINKS, POLICY_LINKS, QUICK_LINKS, type NavLink } from "@/lib/content/navigation";
import { CLAIMS, RETURNS, SERVICE_AREAS, STORE } from "@/lib/store";
import { Logo } from "./logo";
import { ClosureNotice } from "./closure-notice";
import { StoreContact } from "./store-contact";
import { SocialLinks } from "./social-links";

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-slate-300 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-2">
          <Logo inverted />
          <p className="max-w-sm text-sm leading-relaxed">
            Scratch-and-dent, open-box and clearance appliances from the brands you know, {CLAIMS.maxDiscount}. Every
            unit is inspected and tested in our Reynoldsburg showroom, sold with the manufacturer warranty and{" "}
            {RETURNS.days}-day returns. Serving{" "}
            {SERVICE_AREAS.map((area, index) => (
              <Fragment key={area.slug}>
                {index > 0 && ", "}
                <Link href={`/areas/${area.slug}`} className="underline-offset-2 hover:text-white hover:underline">
                  {area.name}
                </Link>
              </Fragment>
            ))}{" "}
            and the rest of central Ohio for {STORE.yearsInBusiness}.
          </p>
          <SocialLinks />
        </div>
        <LinkColumn title="Shop" links={[...CATEGORY_LINKS, ...QUICK_LINKS.slice(0, 4)]} />
        <LinkColumn title="Help" links={[...QUICK_LINKS.slice(4), ...POLICY_LINKS]} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Visit or Call</h2>
          <StoreContact
            details={["address", "phone", "email", "hours"]}
            className="mt-4 text-sm [&_a:hover]:text-white"
            iconClassName="size-4"
            hoursNote={<ClosureNotice className="mt-1 text-amber-300" />}
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {STORE.legalName}. All rights reserved.
          </p>
          <p>Prices and availability change daily; every scratch-and-dent unit is one of a kind.</p>
        </div>
      </div>
    </footer>
  );
}
