// A product's photos on its staff page: a thumbnail of each, in the shop's order (the first is the
// main photo), with buttons to make one the main photo, move it earlier or later, replace it with
// a new upload or delete it (photo-steps.tsx), and the form to add one.
// Every step is a plain form or link, so it works without JavaScript.
import Link from "next/link";
import { ArrowLeft, ArrowRight, Replace, Star, Trash2 } from "lucide-react";
import { ArtImage } from "@/components/shared/art-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PhotoMove } from "@/lib/admin/product-photos";
import { ImageUpload, type Upload } from "./image-upload";
import { DeletePhotoStep, ReplacePhotoStep, type StepPhoto } from "./photo-steps";

type FormAction = (form: FormData) => Promise<void>;

interface PhotoActions {
  upload: Upload;
  move: FormAction;
  remove: FormAction;
}

/** The product page's address asking to delete or replace one photo (the section's own step). */
function photoStepHref(productId: string, step: "delete-photo" | "replace-photo", url: string): string {
  return `/admin/products/${encodeURIComponent(productId)}?${new URLSearchParams({ [step]: url })}#photos`;
}

export function ProductPhotos({
  product,
  thumbnails,
  deleting,
  replacing,
  actions,
}: {
  product: { id: string; name: string; images: readonly string[] };
  /** The picture each thumbnail shows, by photo (a smaller size where there is one). */
  thumbnails: readonly string[];
  /** The photo staff asked to delete, when it is one of the product's: its confirmation shows. */
  deleting: string | null;
  /** The photo staff asked to replace, when it is one of the product's: the upload for it shows. */
  replacing: string | null;
  actions: PhotoActions;
}) {
  const { images } = product;
  const pageHref = `/admin/products/${encodeURIComponent(product.id)}#photos`;
  const stepPhoto = (url: string): StepPhoto => ({
    productId: product.id,
    url,
    thumbnail: thumbnails[images.indexOf(url)] ?? url,
    number: images.indexOf(url) + 1,
    backHref: pageHref,
  });
  const moveButton = (url: string, move: PhotoMove, label: string, icon: React.ReactNode, text: string) => (
    <form action={actions.move}>
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="photo" value={url} />
      <input type="hidden" name="move" value={move} />
      <Button type="submit" size="sm" variant="outline" aria-label={label} title={label}>
        {icon}
        {text}
      </Button>
    </form>
  );
  return (
    <section
      id="photos"
      aria-labelledby="photos-heading"
      className="space-y-4 rounded-lg border bg-white p-4"
      data-testid="product-photos"
    >
      <div>
        <h2 id="photos-heading" className="text-lg font-semibold">
          Photos ({images.length})
        </h2>
        <p className="text-sm text-muted-foreground">
          The first photo is the main one: the shop shows it on cards and first on the product page.
        </p>
      </div>
      {deleting && <DeletePhotoStep photo={stepPhoto(deleting)} remove={actions.remove} />}
      {replacing && <ReplacePhotoStep photo={stepPhoto(replacing)} upload={actions.upload} />}
      {images.length === 0 ? (
        <p className="text-sm text-muted-foreground">No photos yet: the shop shows a placeholder picture.</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {images.map((url, index) => {
            const number = index + 1;
            return (
              <li
                key={`${index}-${url}`}
                className="flex gap-3 rounded-md border p-2 sm:flex-col"
                data-testid="product-photo"
                data-photo={url}
              >
                <ArtImage
                  src={thumbnails[index] ?? url}
                  alt={`${product.name}, photo ${number}`}
                  width={400}
                  height={400}
                  className="size-24 shrink-0 rounded bg-slate-50 object-contain sm:h-40 sm:w-full"
                />
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="flex items-center gap-2 text-sm font-medium">
                    Photo {number}
                    {index === 0 && <Badge>Main photo</Badge>}
                  </p>
                  <div className="flex flex-wrap gap-1.5">
                    {index > 0 &&
                      moveButton(
                        url,
                        "main",
                        `Make photo ${number} the main photo`,
                        <Star aria-hidden="true" />,
                        "Make main",
                      )}
                    {index > 0 &&
                      moveButton(
                        url,
                        "earlier",
                        `Move photo ${number} earlier`,
                        <ArrowLeft aria-hidden="true" />,
                        "Earlier",
                      )}
                    {index < images.length - 1 &&
                      moveButton(
                        url,
                        "later",
                        `Move photo ${number} later`,
                        <ArrowRight aria-hidden="true" />,
                        "Later",
                      )}
                    <Button asChild size="sm" variant="outline">
                      <Link
                        href={photoStepHref(product.id, "replace-photo", url)}
                        aria-label={`Replace photo ${number}`}
                      >
                        <Replace aria-hidden="true" />
                        Replace
                      </Link>
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <Link href={photoStepHref(product.id, "delete-photo", url)} aria-label={`Delete photo ${number}`}>
                        <Trash2 aria-hidden="true" />
                        Delete
                      </Link>
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ImageUpload productId={product.id} upload={actions.upload} />
    </section>
  );
}
