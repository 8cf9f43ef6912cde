"use client";

// The product page's image gallery with previous/next and thumbnails.
import { useState, type ReactNode } from "react";
import { clsx } from "clsx";
import { ArtImage } from "@/components/shared/art-image";

/** Main image with previous/next (wrapping) and thumbnails; arrow keys work on the main image. */
/** `icons` are the previous and next arrows, drawn on the server (product-detail.tsx). */
export function ProductGallery({
  images,
  name,
  icons,
}: {
  images: string[];
  name: string;
  icons: { previous: ReactNode; next: ReactNode };
}) {
  const list = images.length > 0 ? images : ["/products/placeholder.svg"];
  const [index, setIndex] = useState(0);
  const go = (delta: number) => setIndex((current) => (current + delta + list.length) % list.length);
  return (
    <div className="flex flex-col gap-3">
      <div
        className="relative aspect-square overflow-hidden rounded-2xl border bg-gradient-to-b from-slate-50 to-slate-100"
        tabIndex={list.length > 1 ? 0 : undefined}
        role={list.length > 1 ? "group" : undefined}
        aria-roledescription={list.length > 1 ? "image gallery" : undefined}
        aria-label={list.length > 1 ? `${name} images` : undefined}
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft") go(-1);
          if (event.key === "ArrowRight") go(1);
        }}
      >
        <ArtImage
          src={list[index]!}
          alt={`${name}, image ${index + 1} of ${list.length}`}
          width={800}
          height={800}
          priority
          className="size-full object-contain p-6"
          data-testid="gallery-main"
        />
        {list.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous image"
              className="absolute top-1/2 left-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white"
            >
              {icons.previous}
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next image"
              className="absolute top-1/2 right-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white"
            >
              {icons.next}
            </button>
            <span
              className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white"
              aria-live="polite"
            >
              {index + 1} / {list.length}
            </span>
          </>
        )}
      </div>
      {list.length > 1 && (
        <ul className="grid grid-cols-4 gap-2" aria-label="Choose an image">
          {list.map((image, thumbIndex) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setIndex(thumbIndex)}
                aria-label={`Show image ${thumbIndex + 1}`}
                aria-current={thumbIndex === index ? "true" : undefined}
                className={clsx(
                  "aspect-square w-full overflow-hidden rounded-lg border-2 bg-slate-50 p-1 transition",
                  thumbIndex === index ? "border-primary" : "border-transparent hover:border-slate-300",
                )}
              >
                <ArtImage src={image} alt="" width={160} height={160} className="size-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
