// A product's pictures as shopping platforms and search engines take them: raster images only
// (Google and Meta refuse SVG), the unit's own photos before the drawn art of its kind.

/** Where photos staff uploaded are served (WebP, 1200 px wide). */
export const UPLOADED_PHOTO_PREFIX = "/uploads/";

/** A drawn picture in public/products: /products/{kind}/{name}.svg. */
const DRAWN_ART = /^\/products\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/;

/** The JPEG the shop renders from a drawn picture (app/products/[kind]/[image]), 1200 px square. */
export const ART_RASTER = { extension: "jpg", size: 1200 } as const;

/**
 * The drawn art, SVG or JPEG, changes only with a release, under the same names: browsers keep it
 * a day, then use it up to a week more while they check for a new copy.
 */
export const ART_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

export function isUploadedPhoto(image: string): boolean {
  return image.startsWith(UPLOADED_PHOTO_PREFIX);
}

/** The drawn picture a raster address names ("dishwasher", "white-front.jpg"), or null. */
export function drawnArtFor(kind: string, file: string): string | null {
  const suffix = `.${ART_RASTER.extension}`;
  if (!file.endsWith(suffix)) return null;
  const path = `/products/${kind}/${file.slice(0, -suffix.length)}.svg`;
  return DRAWN_ART.test(path) ? path : null;
}

/** The raster form of a picture: a drawn one as its JPEG, a photo (WebP already) as it is. */
export function rasterImage(image: string): string {
  const match = DRAWN_ART.exec(image);
  return match ? `/products/${match[1]}/${match[2]}.${ART_RASTER.extension}` : image;
}

/**
 * The pictures a product shows off the site (feeds, sitemap, share tags, structured data):
 * uploaded photos of the unit first, then the drawn art, every one raster.
 */
export function listingImages(images: readonly string[]): string[] {
  const photos = images.filter(isUploadedPhoto);
  return [...photos, ...images.filter((image) => !isUploadedPhoto(image))].map(rasterImage);
}
