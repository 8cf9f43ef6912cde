// The showroom's address, hours, phone and e-mail as an address block.
import { HOURS, STORE, STORE_ADDRESS_LINE, phoneHref, STORE_MAP_URL } from "@/lib/store";
import { cn } from "@/lib/utils";
import { SpriteIcon } from "@/components/shared/sprite-icon";

type Detail = "address" | "hours" | "phone" | "email";

/**
 * The showroom's address (with a map link), hours, phone and e-mail as an <address> list; a
 * server parent may put the closed days coming up under the hours (`hoursNote`).
 */
export function StoreContact({
  details = ["address", "hours", "phone"],
  className,
  iconClassName = "text-primary",
  hoursNote,
}: {
  details?: Detail[];
  className?: string;
  iconClassName?: string;
  hoursNote?: React.ReactNode;
}) {
  const icon = cn("mt-0.5 size-5 shrink-0", iconClassName);
  const rows: Record<Detail, React.ReactNode> = {
    address: (
      <a href={STORE_MAP_URL} target="_blank" rel="noopener" className="flex gap-2 hover:underline">
        <SpriteIcon name="map-pin" className={icon} />
        <span>
          {STORE.name}, {STORE_ADDRESS_LINE}
        </span>
      </a>
    ),
    hours: (
      <div className="flex gap-2">
        <SpriteIcon name="clock" className={icon} />
        <div>
          <p>Open {HOURS.summary}</p>
          {hoursNote}
        </div>
      </div>
    ),
    phone: (
      <a href={phoneHref()} className="flex gap-2 hover:underline">
        <SpriteIcon name="phone" className={icon} />
        {STORE.phone}
      </a>
    ),
    email: (
      <a href={`mailto:${STORE.email}`} className="flex gap-2 break-all hover:underline">
        <SpriteIcon name="mail" className={icon} />
        {STORE.email}
      </a>
    ),
  };
  return (
    <address className={cn("space-y-3 not-italic", className)}>
      {details.map((detail) => (
        <div key={detail}>{rows[detail]}</div>
      ))}
    </address>
  );
}
