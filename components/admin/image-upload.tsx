"use client";

// Upload a product photo (JPEG, PNG or WebP, up to 10 MB); it is resized and added to the
// product's images. A refused file says why; one over the size limit is refused as it is chosen,
// before anything is sent.
import { useActionState, useState } from "react";
import { ImagePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@/lib/upload-limits.mjs";

type Upload = (previous: { error: string | null }, form: FormData) => Promise<{ error: string | null }>;

export function ImageUpload({ productId, upload }: { productId: string; upload: Upload }) {
  const [state, action, pending] = useActionState(upload, { error: null });
  const [tooLarge, setTooLarge] = useState(false);
  const error = tooLarge ? PHOTO_TOO_LARGE : state.error;
  return (
    <form
      action={action}
      onSubmit={(event) => {
        if (tooLarge) event.preventDefault();
      }}
      className="flex flex-wrap items-end gap-3 rounded-lg border bg-white p-4"
    >
      <input type="hidden" name="id" value={productId} />
      <div className="space-y-1.5">
        <Label htmlFor="photo">Add a photo (JPEG, PNG or WebP, up to {PHOTO_MAX_BYTES / 1024 / 1024} MB)</Label>
        <input
          id="photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setTooLarge((event.currentTarget.files?.[0]?.size ?? 0) > PHOTO_MAX_BYTES)}
          aria-invalid={tooLarge || undefined}
          aria-describedby={error ? "photo-error" : undefined}
          className="block text-sm file:mr-3 file:rounded-md file:border file:bg-white file:px-3 file:py-1.5"
        />
      </div>
      <Button type="submit" variant="outline" disabled={pending}>
        <ImagePlus aria-hidden="true" />
        {pending ? "Uploading..." : "Upload photo"}
      </Button>
      {error && (
        <p id="photo-error" role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
