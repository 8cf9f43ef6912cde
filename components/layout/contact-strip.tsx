// The thin strip above the header with the showroom's address, phone, e-mail, hours and the closed
// days coming up.
import { HOURS, STORE, STORE_ADDRESS_LINE, STORE_MAP_URL, phoneHref } from "@/lib/store";
import { SpriteIcon } from "@/components/shared/sprite-icon";
import { ClosureNotice } from "./closure-notice";

export function ContactStrip() {
  return (
    <div className="bg-slate-900 text-slate-100">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1.5 text-xs">
        <a
          href={STORE_MAP_URL}
          className="hidden items-center gap-1.5 hover:underline md:flex"
          rel="noopener"
          target="_blank"
        >
          <SpriteIcon name="map-pin" className="size-3.5" />
          {STORE_ADDRESS_LINE}
        </a>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <a href={phoneHref()} className="flex items-center gap-1.5 font-semibold hover:underline">
            <SpriteIcon name="phone" className="size-3.5" />
            {STORE.phone}
          </a>
          <a href={`mailto:${STORE.email}`} className="hidden items-center gap-1.5 hover:underline sm:flex">
            <SpriteIcon name="mail" className="size-3.5" />
            {STORE.email}
          </a>
          <span className="flex items-center gap-1.5">
            <SpriteIcon name="clock" className="size-3.5" />
            Open {HOURS.summary}
          </span>
          <ClosureNotice className="text-amber-300" />
        </div>
      </div>
    </div>
  );
}
