// A product page's card for X (twitter:image): the unit's picture on the shop's card with its
// condition, name, price and the town, drawn on the first request and then cached like the page.
// Open Graph takes the unit's own picture instead (the product page's metadata), as Meta wants.
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ImageResponse } from "next/og";
import { SHARE_CARD_BACKGROUND, SHARE_CARD_SIZE } from "@/lib/seo/share-card";
import { getDb } from "@/db/client";
import { databaseStorage } from "@/lib/admin/image-store";
import { DEAL_LABELS } from "@/lib/catalog/listing";
import { UPLOADED_PHOTO_PREFIX, isUploadedPhoto } from "@/lib/catalog/product-images";
import { getProduct } from "@/lib/catalog/products";
import { formatCents } from "@/lib/money";
import { isCallForPrice, unitPriceCents } from "@/lib/product-price";
import { STORE } from "@/lib/store";

export const alt = "The appliance on sale, with its price";
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** A product picture as a PNG data URL (drawn art or an uploaded photo), or null. */
async function pictureOf(image: string | undefined): Promise<string | null> {
  if (!image) return null;
  try {
    const bytes = isUploadedPhoto(image)
      ? await databaseStorage(await getDb()).get(image.slice(UPLOADED_PHOTO_PREFIX.length))
      : image.startsWith("/products/") && !image.includes("..")
        ? await readFile(path.join(process.cwd(), "public", image))
        : null;
    if (!bytes) return null;
    const png = await sharp(bytes).resize(520, 520, { fit: "contain", background: "#ffffff" }).png().toBuffer();
    return `data:image/png;base64,${png.toString("base64")}`;
  } catch {
    return null;
  }
}

export default async function ProductShareImage({ params }: { params: Promise<{ id: string }> }) {
  const product = await getProduct((await params).id);
  // A photo of the unit before the drawn art of its kind.
  const picture = await pictureOf(product ? (product.images.find(isUploadedPhoto) ?? product.images[0]) : undefined);
  const price = product && !isCallForPrice(product) ? formatCents(unitPriceCents(product)) : "Call for price";
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        background: SHARE_CARD_BACKGROUND,
        color: "white",
        padding: 48,
        gap: 48,
      }}
    >
      <div
        style={{
          display: "flex",
          width: 534,
          height: 534,
          borderRadius: 24,
          background: "white",
          alignItems: "center",
          justifyContent: "center",
        }}
      >
        {picture ? <img src={picture} width={520} height={520} alt="" /> : null}
      </div>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", flex: 1 }}>
        <div style={{ display: "flex", fontSize: 28, fontWeight: 700, opacity: 0.9 }}>{STORE.name}</div>
        <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
          {product && (
            <div style={{ display: "flex", fontSize: 30, fontWeight: 700, color: "#fdba74" }}>
              {DEAL_LABELS[product.dealType]} · {product.brand}
            </div>
          )}
          <div style={{ display: "flex", fontSize: 40, fontWeight: 800, lineHeight: 1.15 }}>
            {(product?.name ?? "Appliance").slice(0, 90)}
          </div>
          <div style={{ display: "flex", fontSize: 64, fontWeight: 800 }}>{price}</div>
        </div>
        <div style={{ display: "flex", fontSize: 26, opacity: 0.85 }}>
          {STORE.address.city}, {STORE.address.state} · {STORE.phone}
        </div>
      </div>
    </div>,
    size,
  );
}
