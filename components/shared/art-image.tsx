// A product or category picture (drawn SVG art) with a placeholder when missing.
/**
 * Our product and brand art is SVG served as is, so a plain server-rendered <img> does all
 * next/image would (lazy loading, fixed aspect) without a client component per picture: listing
 * pages with dozens of cards stay light.
 */
export function ArtImage({
  alt,
  priority = false,
  ...props
}: React.ComponentProps<"img"> & { src: string; alt: string; width: number; height: number; priority?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVG art needs no optimisation
    <img
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      {...props}
    />
  );
}
