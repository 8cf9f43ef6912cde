// GET /uploads/products/{name}.webp: product photos staff uploaded, from the image storage.
import { getDb } from "@/db/client";
import { databaseStorage } from "@/lib/admin/image-store";
import { failure } from "@/lib/http/answer";

export async function GET(_request: Request, { params }: RouteContext<"/uploads/[...key]">) {
  const bytes = await databaseStorage(await getDb()).get((await params).key.join("/"));
  if (!bytes) return failure(404, "No such image");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "image/webp",
      // Names are random and never reused: the file never changes.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
