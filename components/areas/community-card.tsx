// One surrounding community's card on /areas/surrounding.
import Link from "next/link";
import { ArrowRight, CheckCircle2, MapPin } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { CommunityContent } from "@/lib/content/areas";
import { formatMiles } from "@/lib/format-text";
import { deliveredFree, deliveryLabel, type AreaWithDistance } from "@/lib/delivery/service-areas";

/** A surrounding community: name, estimated distance and fee, description, features, Learn More. */
export function CommunityCard({ content, area }: { content: CommunityContent; area: AreaWithDistance }) {
  const free = deliveredFree(area);
  return (
    <article
      className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm transition hover:shadow-md"
      data-testid="community-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-bold">{area.name}</h2>
        <Badge variant={free ? "success" : "secondary"}>{deliveryLabel(area)}</Badge>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
        <MapPin className="size-4" aria-hidden="true" />
        <span>
          <span data-testid="area-miles">About {formatMiles(area.miles)}</span> from our showroom
        </span>
      </p>
      <p className="mt-4 text-sm leading-relaxed">{content.summary}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {content.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        href={`/areas/${area.slug}`}
        className="mt-6 inline-flex items-center gap-1 font-semibold text-primary hover:underline"
        aria-label={`Learn More about ${area.name}`}
      >
        Learn More
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}
