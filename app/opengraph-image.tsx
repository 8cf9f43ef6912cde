// The shop's share image (1200x630) for pages without their own.
import { ImageResponse } from "next/og";
import { SHARE_CARD_BACKGROUND, SHARE_CARD_SIZE } from "@/lib/seo/share-card";
import { CLAIMS, STORE, STORE_ADDRESS_LINE } from "@/lib/store";

export const alt = `${STORE.name}: appliances ${CLAIMS.maxDiscount} in Reynoldsburg, OH`;
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";

/** The shared-link picture for every page without its own: drawn at build time, no network. */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: SHARE_CARD_BACKGROUND,
        color: "white",
      }}
    >
      <div style={{ display: "flex", fontSize: 34, fontWeight: 700, opacity: 0.9 }}>{STORE.name}</div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 84, fontWeight: 800, lineHeight: 1.05 }}>Brand-name appliances</div>
        <div style={{ display: "flex", fontSize: 84, fontWeight: 800, lineHeight: 1.05, color: "#fdba74" }}>
          {CLAIMS.maxDiscount}
        </div>
        <div style={{ display: "flex", marginTop: 28, fontSize: 34, opacity: 0.9 }}>
          Scratch & dent · open box · clearance · {CLAIMS.freeDelivery.toLowerCase()}
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 28, opacity: 0.85 }}>
        {STORE_ADDRESS_LINE} · {STORE.phone}
      </div>
    </div>,
    size,
  );
}
