// The home page's drawn map of the showroom and the towns it delivers to.
import { areasWithDistance } from "@/lib/delivery/service-areas";
import { DELIVERY, STORE } from "@/lib/store";

const MILES_PER_DEGREE = 69.17;
const WIDTH = 640;
const HEIGHT = 420;
const SCALE = 17; // pixels per mile

/**
 * A drawn map of the showroom and the towns it serves, placed by their real coordinates, with
 * the free-delivery zone (about 10 road miles). Needs no maps key and no network.
 */
export function ServiceAreaMap() {
  const areas = areasWithDistance();
  const origin = STORE.geo;
  const cos = Math.cos((origin.latitude * Math.PI) / 180);
  const project = (latitude: number, longitude: number) => ({
    x: WIDTH / 2 + (longitude - origin.longitude) * cos * MILES_PER_DEGREE * SCALE,
    y: HEIGHT / 2 - (latitude - origin.latitude) * MILES_PER_DEGREE * SCALE + 20,
  });
  const store = project(origin.latitude, origin.longitude);
  const freeRadius = (DELIVERY.freeRadiusMiles / DELIVERY.roadDetourFactor) * SCALE;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="service-map-title service-map-desc"
      className="h-auto w-full rounded-xl border bg-[#eef3f7]"
    >
      <title id="service-map-title">Delivery area map</title>
      <desc id="service-map-desc">
        {`${STORE.name} in Reynoldsburg with the towns it serves: ${areas
          .map((area) => `${area.name} about ${area.miles} miles`)
          .join(", ")}. Free delivery within ${DELIVERY.freeRadiusMiles} miles.`}
      </desc>
      <defs>
        <pattern id="map-grid" width="34" height="34" patternUnits="userSpaceOnUse">
          <path d="M34 0H0V34" fill="none" stroke="#dde6ee" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill="url(#map-grid)" />
      {/* Big Walnut Creek and the Scioto, roughly, for orientation. */}
      <path d="M250 0 C 270 120, 330 170, 300 260 S 330 380, 360 420" fill="none" stroke="#b9d5ea" strokeWidth="6" />
      <path d="M60 0 C 90 140, 40 240, 110 420" fill="none" stroke="#b9d5ea" strokeWidth="8" />
      {/* I-70 east-west through the showroom's side of town. */}
      <path d={`M0 ${store.y + 18} L ${WIDTH} ${store.y - 4}`} stroke="#f4c98b" strokeWidth="5" />
      <circle
        cx={store.x}
        cy={store.y}
        r={freeRadius}
        fill="rgba(34,160,90,0.12)"
        stroke="#22a05a"
        strokeDasharray="6 5"
        strokeWidth="2"
      />
      <text x={store.x} y={store.y - freeRadius - 8} textAnchor="middle" fontSize="13" fontWeight="600" fill="#16763f">
        Free delivery zone
      </text>
      {areas
        .filter((area) => area.slug !== "reynoldsburg")
        .map((area) => {
          const point = project(area.latitude, area.longitude);
          return (
            <g key={area.slug}>
              <circle
                cx={point.x}
                cy={point.y}
                r="6"
                fill={area.quote.kind === "free" ? "#22a05a" : "#2f5bd3"}
                stroke="#fff"
                strokeWidth="2"
              />
              <text x={point.x} y={point.y - 11} textAnchor="middle" fontSize="14" fontWeight="600" fill="#1e293b">
                {area.name}
              </text>
              <text x={point.x} y={point.y + 20} textAnchor="middle" fontSize="12" fill="#475569">
                {area.miles} mi
              </text>
            </g>
          );
        })}
      <g>
        <circle cx={store.x} cy={store.y} r="13" fill="var(--deal)" stroke="#fff" strokeWidth="3" />
        <path d={`M${store.x - 5} ${store.y + 1}h10v6h-10z M${store.x - 6} ${store.y + 1} l6 -6 l6 6`} fill="#fff" />
        <text x={store.x} y={store.y + 32} textAnchor="middle" fontSize="14" fontWeight="700" fill="#1e293b">
          Our showroom
        </text>
      </g>
    </svg>
  );
}
