"use client";

// Upload a product photo (JPEG, PNG or WebP, up to 10 MB): added after the product's others, or
// in the place of the photo it replaces. A refused file says why; one over the size limit is
// refused as it is chosen, before anything is sent.
import { useActionState, useState } from "react";
import { ImagePlus, Replace } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@/lib/upload-limits.mjs";

export type Upload = (previous: { error: string | null }, form: FormData) => Promise<{ error: string | null }>;

const LIMITS = `JPEG, PNG or WebP, up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB`;

export function ImageUpload({
  productId,
  upload,
  replacing,
}: {
  productId: string;
  upload: Upload;
  /** The address of the photo the upload replaces; none to add a photo. */
  replacing?: string;
}) {
  const [state, action, pending] = useActionState(upload, { error: null });
  const [tooLarge, setTooLarge] = useState(false);
  const error = tooLarge ? PHOTO_TOO_LARGE : state.error;
  const input = replacing ? "replacement-photo" : "photo";
  return (
    <form
      action={action}
      onSubmit={(event) => {
        if (tooLarge) event.preventDefault();
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="id" value={productId} />
      {replacing && <input type="hidden" name="replacing" value={replacing} />}
      <div className="min-w-0 space-y-1.5">
        <Label htmlFor={input}>{replacing ? `The new photo (${LIMITS})` : `Add a photo (${LIMITS})`}</Label>
        <input
          id={input}
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setTooLarge((event.currentTarget.files?.[0]?.size ?? 0) > PHOTO_MAX_BYTES)}
          aria-invalid={tooLarge || undefined}
          aria-describedby={error ? `${input}-error` : undefined}
          className="block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-white file:px-3 file:py-1.5"
        />
      </div>
      <Button type="submit" variant={replacing ? "default" : "outline"} disabled={pending}>
        {replacing ? <Replace aria-hidden="true" /> : <ImagePlus aria-hidden="true" />}
        {pending ? "Uploading..." : replacing ? "Replace photo" : "Upload photo"}
      </Button>
      {error && (
        <p id={`${input}-error`} role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
