// The two steps on a product's photos that ask for more than a click, each shown in the photos
// section when its address names one of the product's photos: deleting (a confirmation the server
// renders, so it works without JavaScript) and replacing (the upload for the new photo).
import Link from "next/link";
import { Trash2 } from "lucide-react";
import { ArtImage } from "@/components/shared/art-image";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { ImageUpload, type Upload } from "./image-upload";

/** The photo a step is about. */
export interface StepPhoto {
  productId: string;
  url: string;
  thumbnail: string;
  /** Its place, from 1 (the main photo). */
  number: number;
  /** The photos section without the step. */
  backHref: string;
}

function StepFrame({
  photo,
  heading,
  tone,
  testId,
  children,
}: {
  photo: StepPhoto;
  heading: string;
  tone: string;
  testId: string;
  children: React.ReactNode;
}) {
  const headingId = `${testId}-heading`;
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className={cn("flex flex-wrap items-start gap-3 rounded-lg border-2 p-3", tone)}
      data-testid={testId}
    >
      <ArtImage
        src={photo.thumbnail}
        alt=""
        width={80}
        height={80}
        className="size-20 shrink-0 rounded bg-white object-contain"
      />
      <div className="min-w-0 flex-1 basis-40 space-y-3">
        <p id={headingId} className="font-medium">
          {heading}
        </p>
        {children}
      </div>
    </div>
  );
}

export function DeletePhotoStep({ photo, remove }: { photo: StepPhoto; remove: (form: FormData) => Promise<void> }) {
  return (
    <StepFrame
      photo={photo}
      heading={`Delete photo ${photo.number}? The shop stops showing it at once.`}
      tone="border-amber-400 bg-amber-50"
      testId="confirm-delete-photo"
    >
      <div className="flex flex-wrap gap-2">
        <form action={remove}>
          <input type="hidden" name="id" value={photo.productId} />
          <input type="hidden" name="photo" value={photo.url} />
          <input type="hidden" name="confirmed" value="yes" />
          <Button type="submit" size="sm" variant="destructive">
            <Trash2 aria-hidden="true" />
            Delete photo
          </Button>
        </form>
        <Button asChild size="sm" variant="outline">
          <Link href={photo.backHref}>Keep it</Link>
        </Button>
      </div>
    </StepFrame>
  );
}

export function ReplacePhotoStep({ photo, upload }: { photo: StepPhoto; upload: Upload }) {
  return (
    <StepFrame
      photo={photo}
      heading={`Replace photo ${photo.number}: the new one takes its place.`}
      tone="border-sky-300 bg-sky-50"
      testId="replace-photo"
    >
      <ImageUpload productId={photo.productId} upload={upload} replacing={photo.url} />
      <Link href={photo.backHref} className="inline-block text-sm underline">
        Keep the photo as it is
      </Link>
    </StepFrame>
  );
}
