/**
 * Generates the flat product illustrations in public/products/ (committed; nothing is generated
 * at install or run time).
 *
 *   npx tsx scripts/generate-product-art.ts
 *
 * Writes public/products/<art-slug>/<color-slug>-<view>.svg for every appliance shape, colour
 * and view, plus public/products/placeholder.svg. Every drawing is made in inches in the
 * appliance's own coordinates (x right, y down, z towards the viewer, origin at the top-left
 * corner of the front face) and projected with a simple one-point perspective camera, so doors,
 * racks and shelves share one consistent viewpoint. Light always comes from the upper left.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type Pt = [number, number];
type ColorSlug = "white" | "stainless" | "black" | "black-stainless";
type BaseView = "front" | "open";
type View = BaseView | "detail";

const COLORS: ColorSlug[] = ["white", "stainless", "black", "black-stainless"];
const VIEWS: View[] = ["front", "open", "detail"];

/* ------------------------------------------------------------------------------------------ */
/* Palettes                                                                                    */

interface Pal {
  body: Array<[number, string]>;
  top: [string, string];
  edge: string;
  seam: string;
  handle: [string, string, string];
  handleEdge: string;
  panel: [string, string];
  ring: [string, string, string];
  knob: [string, string];
  key: string;
  sheen: number;
  brushed: boolean;
  dark: boolean;
}

const PALS: Record<ColorSlug, Pal> = {
  white: {
    body: [
      [0, "#ffffff"],
      [0.55, "#f3f4f4"],
      [1, "#dfe2e4"],
    ],
    top: ["#ffffff", "#eceeef"],
    edge: "#b3b9be",
    seam: "#c4c9cd",
    handle: ["#ffffff", "#e8eaec", "#c3c8cc"],
    handleEdge: "#aab0b5",
    panel: ["#fbfbfb", "#e9ebec"],
    ring: ["#ffffff", "#dfe2e4", "#b2b8bd"],
    knob: ["#ffffff", "#d3d7da"],
    key: "#f2f3f4",
    sheen: 0.5,
    brushed: false,
    dark: false,
  },
  stainless: {
    body: [
      [0, "#f4f6f7"],
      [0.16, "#e1e5e8"],
      [0.3, "#eef1f3"],
      [0.52, "#d3d8dc"],
      [0.72, "#e0e4e7"],
      [1, "#b8bec4"],
    ],
    top: ["#f6f7f8", "#d9dde1"],
    edge: "#8b9299",
    seam: "#9aa1a8",
    handle: ["#fbfcfc", "#c7ccd1", "#8a9198"],
    handleEdge: "#7b828a",
    panel: ["#eceef0", "#cfd4d8"],
    ring: ["#fbfcfc", "#c5cacf", "#8e959c"],
    knob: ["#f7f8f9", "#a6adb4"],
    key: "#e4e7ea",
    sheen: 0.55,
    brushed: true,
    dark: false,
  },
  black: {
    body: [
      [0, "#3d4044"],
      [0.5, "#1f2124"],
      [1, "#0f1012"],
    ],
    top: ["#45484d", "#202226"],
    edge: "#07080a",
    seam: "#000000",
    handle: ["#5a5e63", "#2a2d31", "#0d0e10"],
    handleEdge: "#000000",
    panel: ["#2b2e32", "#151618"],
    ring: ["#5d6166", "#2c2f33", "#111214"],
    knob: ["#55595e", "#141517"],
    key: "#33363a",
    sheen: 0.9,
    brushed: false,
    dark: true,
  },
  "black-stainless": {
    body: [
      [0, "#7a7e83"],
      [0.18, "#5e6166"],
      [0.32, "#6c7075"],
      [0.55, "#4b4e53"],
      [0.75, "#55595e"],
      [1, "#323539"],
    ],
    top: ["#7c8085", "#4d5055"],
    edge: "#222427",
    seam: "#2a2d30",
    handle: ["#9a9ea3", "#595d62", "#2c2e32"],
    handleEdge: "#1d1f22",
    panel: ["#55595e", "#36393d"],
    ring: ["#a3a7ac", "#5f6368", "#2f3235"],
    knob: ["#8c9095", "#33363a"],
    key: "#4a4e53",
    sheen: 0.6,
    brushed: true,
    dark: true,
  },
};

/* ------------------------------------------------------------------------------------------ */
/* SVG plumbing                                                                                */

/** Coordinate precision: 1/PREC of an inch (set per file from its drawing scale). */
let PREC = 100;

const fmt = (v: number, prec: number): string => {
  const r = Math.round(v * prec) / prec;
  const s = (Object.is(r, -0) ? 0 : r).toString();
  return s.replace(/^(-?)0\./, "$1.");
};
/** A coordinate. */
const n = (v: number): string => fmt(v, PREC);
/** A ratio, offset or opacity. */
const f2 = (v: number): string => fmt(v, 100);
/** A stroke width or transform factor. */
const f3 = (v: number): string => fmt(v, 1000);

const stops = (list: Array<[number, string, number?]>): string =>
  list
    .map(
      ([o, col, op]) =>
        `<stop offset="${f2(o)}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${f2(op)}"`}/>`,
    )
    .join("");

const lin = (
  id: string,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  list: Array<[number, string, number?]>,
): string =>
  `<linearGradient id="${id}" x1="${f2(x1)}" y1="${f2(y1)}" x2="${f2(x2)}" y2="${f2(y2)}">${stops(list)}</linearGradient>`;

const rad = (id: string, cx: number, cy: number, r: number, list: Array<[number, string, number?]>): string =>
  `<radialGradient id="${id}" cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}">${stops(list)}</radialGradient>`;

/** Paint definitions, built on demand so every file only carries what it uses. */
function defFor(id: string, p: Pal): string {
  switch (id) {
    case "bd":
      return lin(id, 0, 0, 1, 0.28, p.body);
    case "tp":
      return lin(id, 0, 0, 0, 1, [
        [0, p.top[1]],
        [1, p.top[0]],
      ]);
    case "pn":
      return lin(id, 0, 0, 0, 1, [
        [0, p.panel[0]],
        [1, p.panel[1]],
      ]);
    case "hh":
      return lin(id, 0, 0, 0, 1, [
        [0, p.handle[0]],
        [0.45, p.handle[1]],
        [1, p.handle[2]],
      ]);
    case "hv":
      return lin(id, 0, 0, 1, 0, [
        [0, p.handle[0]],
        [0.45, p.handle[1]],
        [1, p.handle[2]],
      ]);
    case "rg":
      return lin(id, 0, 0, 1, 1, [
        [0, p.ring[0]],
        [0.5, p.ring[1]],
        [1, p.ring[2]],
      ]);
    case "ri":
      return lin(id, 0, 0, 1, 1, [
        [0, p.ring[2]],
        [0.5, p.ring[1]],
        [1, p.ring[0]],
      ]);
    case "kn":
      return rad(id, 0.35, 0.3, 0.8, [
        [0, p.knob[0]],
        [1, p.knob[1]],
      ]);
    case "kr":
      return lin(id, 0, 0, 1, 1, [
        [0, p.knob[1]],
        [1, p.knob[0]],
      ]);
    case "sh":
      return p.dark
        ? lin(id, 0, 0, 1, 1, [
            [0, "#fff", 0],
            [0.28, "#fff", 0.14 * p.sheen],
            [0.36, "#fff", 0.03],
            [0.62, "#fff", 0],
            [0.7, "#fff", 0.06 * p.sheen],
            [1, "#fff", 0],
          ])
        : lin(id, 0, 0, 1, 1, [
            [0, "#fff", 0.5 * p.sheen],
            [0.3, "#fff", 0],
            [0.75, "#000", 0],
            [1, "#000", 0.05],
          ]);
    case "gl":
      return lin(id, 0, 0, 0.7, 1, [
        [0, "#4b5662"],
        [0.45, "#1c232a"],
        [1, "#0a0d10"],
      ]);
    case "g2":
      return rad(id, 0.45, 0.4, 0.7, [
        [0, "#8e98a2"],
        [0.55, "#505a64"],
        [1, "#1d2329"],
      ]);
    case "rf":
      return lin(id, 0, 0, 1, 1, [
        [0, "#fff", 0.34],
        [1, "#fff", 0.02],
      ]);
    case "sd":
      return rad(id, 0.5, 0.5, 0.5, [
        [0, "#000", 0.3],
        [0.6, "#000", 0.12],
        [1, "#000", 0],
      ]);
    case "dk":
      return lin(id, 0, 0, 0, 1, [
        [0, "#33363b"],
        [1, "#121315"],
      ]);
    case "ds":
      return lin(id, 0, 0, 0, 1, [
        [0, "#1d262e"],
        [1, "#06080a"],
      ]);
    case "ct":
      return lin(id, 0, 0, 1, 1, [
        [0, "#3a4047"],
        [0.35, "#16191c"],
        [1, "#060708"],
      ]);
    case "ss":
      return lin(id, 0, 0, 1, 0.3, [
        [0, "#eef0f2"],
        [0.5, "#c6ccd1"],
        [1, "#e2e5e8"],
      ]);
    case "dr":
      return rad(id, 0.5, 0.42, 0.62, [
        [0, "#7b838b"],
        [0.7, "#b9c0c6"],
        [1, "#e3e7ea"],
      ]);
    case "gk":
      return lin(id, 0, 0, 1, 1, [
        [0, "#8d949b"],
        [0.5, "#5d646b"],
        [1, "#3b4046"],
      ]);
    case "gs":
      return lin(id, 0, 0, 0, 1, [
        [0, "#d7ecf6", 0.55],
        [1, "#a9c9d8", 0.45],
      ]);
    case "in":
      return lin(id, 0, 0, 0, 1, [
        [0, "#c7ccd1"],
        [1, "#5b6269"],
      ]);
    case "lt":
      return rad(id, 0.5, 0.5, 0.5, [
        [0, "#fffbea", 0.75],
        [1, "#fffbea", 0],
      ]);
    case "wo":
      return lin(id, 0, 0, 0, 1, [
        [0, "#f1f3f5"],
        [1, "#d5dade"],
      ]);
    case "pf":
      return `<pattern id="${id}" width=".9" height=".9" patternUnits="userSpaceOnUse"><circle cx=".45" cy=".45" r=".15" fill="#000" fill-opacity=".2"/></pattern>`;
    case "ms":
      return `<pattern id="${id}" width=".42" height=".42" patternUnits="userSpaceOnUse"><circle cx=".21" cy=".21" r=".1" fill="#000" fill-opacity=".45"/></pattern>`;
    case "vt":
      return `<pattern id="${id}" width=".62" height="1.4" patternUnits="userSpaceOnUse"><rect x=".16" y=".2" width=".3" height="1" rx=".15" fill="#000" fill-opacity=".38"/></pattern>`;
    case "br":
      return `<pattern id="${id}" width=".5" height="20" patternUnits="userSpaceOnUse"><path d="M.1 0v20M.33 0v20" stroke="#fff" stroke-opacity=".09" stroke-width=".05"/></pattern>`;
    default:
      throw new Error(`unknown paint ${id}`);
  }
}

function paint(attr: "fill" | "stroke", v: string): string {
  if (v === "none") return ` ${attr}="none"`;
  const i = v.indexOf("/");
  if (i > 0 && v.startsWith("#")) {
    return ` ${attr}="${v.slice(0, i)}" ${attr}-opacity="${v.slice(i + 1)}"`;
  }
  return ` ${attr}="${v}"`;
}

interface Cam {
  /** Eye height in drawing units (y down; negative = above the top of the front face). */
  ey: number;
  /** Distance from the eye to the front plane. */
  d: number;
}

class Ctx {
  defs = new Map<string, string>();
  k = 1;
  sw = 1;
  clips = 0;
  box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  constructor(
    public pal: Pal,
    public cam: Cam,
    public cx: number,
    public scale: number,
  ) {}

  /** A stroke width in screen pixels, expressed in the current drawing units. */
  px(v: number): string {
    return f3((v * this.sw) / (this.scale * this.k));
  }
  url(id: string): string {
    if (!this.defs.has(id)) this.defs.set(id, defFor(id, this.pal));
    return `url(#${id})`;
  }
  /** Project a point of the appliance's 3D space onto the picture plane. */
  p(x: number, y: number, z: number): Pt {
    const k = this.cam.d / (this.cam.d - z);
    return [this.cx + (x - this.cx) * k, this.cam.ey + (y - this.cam.ey) * k];
  }
  kz(z: number): number {
    return this.cam.d / (this.cam.d - z);
  }
  track(x: number, y: number): void {
    const px = this.cx + (x - this.cx) * this.k;
    const py = this.cam.ey + (y - this.cam.ey) * this.k;
    this.box.x0 = Math.min(this.box.x0, px);
    this.box.x1 = Math.max(this.box.x1, px);
    this.box.y0 = Math.min(this.box.y0, py);
    this.box.y1 = Math.max(this.box.y1, py);
  }
  /** Draw front-view content at depth z (a flat plane parallel to the front). */
  atZ(z: number, fn: () => string): string {
    const k = this.kz(z);
    const prev = this.k;
    this.k = k;
    const body = fn();
    this.k = prev;
    const tx = this.cx * (1 - k);
    const ty = this.cam.ey * (1 - k);
    return `<g transform="matrix(${f3(k)} 0 0 ${f3(k)} ${f2(tx)} ${f2(ty)})">${body}</g>`;
  }
  /** Draw a part once (at the origin) as a shared definition and place it with <use>. */
  reuse(key: string, x: number, y: number, r: number, fn: () => string): string {
    const id = `u${key}`;
    if (!this.defs.has(id)) {
      const saved = { ...this.box };
      this.defs.set(id, `<g id="${id}">${fn()}</g>`);
      this.box = saved;
    }
    this.track(x - r, y - r);
    this.track(x + r, y + r);
    return `<use href="#${id}" x="${n(x)}" y="${n(y)}"/>`;
  }
  clip(shape: string, content: string): string {
    const id = `c${this.clips++}`;
    this.defs.set(id, `<clipPath id="${id}">${shape}</clipPath>`);
    return `<g clip-path="url(#${id})">${content}</g>`;
  }
}

const strokeAttrs = (c: Ctx, stroke: string, sw: number): string =>
  stroke === "none" ? "" : `${paint("stroke", stroke)} stroke-width="${c.px(sw)}"`;

function rect(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  stroke = "none",
  sw = 1.5,
  extra = "",
): string {
  c.track(x, y);
  c.track(x + w, y + h);
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r > 0 ? ` rx="${n(r)}"` : ""}${paint("fill", fill)}${strokeAttrs(c, stroke, sw)}${extra}/>`;
}

function circle(c: Ctx, x: number, y: number, r: number, fill: string, stroke = "none", sw = 1.5, extra = ""): string {
  c.track(x - r, y - r);
  c.track(x + r, y + r);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"${paint("fill", fill)}${strokeAttrs(c, stroke, sw)}${extra}/>`;
}

function ellipse(
  c: Ctx,
  x: number,
  y: number,
  rx: number,
  ry: number,
  fill: string,
  stroke = "none",
  sw = 1.5,
): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}"${paint("fill", fill)}${strokeAttrs(c, stroke, sw)}/>`;
}

function line(c: Ctx, x1: number, y1: number, x2: number, y2: number, stroke: string, sw = 1.5): string {
  return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}"${paint("stroke", stroke)} stroke-width="${c.px(sw)}"/>`;
}

function poly(c: Ctx, pts: Pt[], fill: string, stroke = "none", sw = 1.5, extra = ""): string {
  for (const [x, y] of pts) c.track(x, y);
  const d = "M" + pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L") + "Z";
  return `<path d="${d}"${paint("fill", fill)}${strokeAttrs(c, stroke, sw)}${extra}/>`;
}

function polyline(c: Ctx, pts: Pt[], stroke: string, sw = 1.5): string {
  const d = "M" + pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L");
  return `<path d="${d}" fill="none"${paint("stroke", stroke)} stroke-width="${c.px(sw)}"/>`;
}

/** Several line segments in one path element (racks, grilles). */
function segs(c: Ctx, list: Array<[Pt, Pt]>, stroke: string, sw = 1.2): string {
  const d = list.map(([a, b]) => `M${n(a[0])} ${n(a[1])}l${n(b[0] - a[0])} ${n(b[1] - a[1])}`).join("");
  return `<path d="${d}" fill="none"${paint("stroke", stroke)} stroke-width="${c.px(sw)}"/>`;
}

/** A row of short slots drawn as one dashed stroke. */
function dashes(c: Ctx, x0: number, x1: number, y: number, h: number, on: number, off: number, col: string): string {
  return `<path d="M${n(x0)} ${n(y)}H${n(x1)}"${paint("stroke", col)} stroke-width="${f2(h)}" stroke-linecap="butt" stroke-dasharray="${f2(on)} ${f2(off)}"/>`;
}

function arcBand(cx: number, cy: number, ro: number, ri: number, a0: number, a1: number): string {
  const rad0 = (a0 * Math.PI) / 180;
  const rad1 = (a1 * Math.PI) / 180;
  const P = (r: number, a: number): string => `${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
  return `M${P(ro, rad0)}A${n(ro)} ${n(ro)} 0 0 1 ${P(ro, rad1)}L${P(ri, rad1)}A${n(ri)} ${n(ri)} 0 0 0 ${P(ri, rad0)}Z`;
}

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];

/** Bilinear point inside a quad given as [topLeft, topRight, bottomRight, bottomLeft]. */
function inQuad(q: Pt[], u: number, v: number): Pt {
  const top = lerpPt(q[0], q[1], u);
  const bot = lerpPt(q[3], q[2], u);
  return lerpPt(top, bot, v);
}

function subQuad(q: Pt[], u0: number, u1: number, v0: number, v1: number): Pt[] {
  return [inQuad(q, u0, v0), inQuad(q, u1, v0), inQuad(q, u1, v1), inQuad(q, u0, v1)];
}

/** The same circle drawn as an ellipse (a close, much smaller approximation). */
function flatEllipse(
  c: Ctx,
  x: number,
  y: number,
  z: number,
  r: number,
  fill: string,
  stroke = "none",
  sw = 1.2,
): string {
  const f = c.p(x, y, z + r);
  const b = c.p(x, y, z - r);
  const rx = r * c.kz(z);
  const cy = (f[1] + b[1]) / 2;
  c.track(f[0] - rx, b[1]);
  c.track(f[0] + rx, f[1]);
  return ellipse(c, f[0], cy, rx, Math.abs(f[1] - b[1]) / 2, fill, stroke, sw);
}

/* ------------------------------------------------------------------------------------------ */
/* Shared components                                                                           */

const GLOW = "#7fd6ff";

/** A painted body panel: gradient fill, outline, sheen and (for stainless) a brushed grain. */
function panel(c: Ctx, x: number, y: number, w: number, h: number, r: number, fill = "bd"): string {
  let s = rect(c, x, y, w, h, r, c.url(fill), c.pal.edge, 1.6);
  if (c.pal.brushed) s += rect(c, x, y, w, h, r, c.url("br"));
  s += rect(c, x, y, w, h, r, c.url("sh"));
  return s;
}

function sheenPoly(c: Ctx, pts: Pt[]): string {
  return poly(c, pts, c.url("sh"));
}

function topFace(c: Ctx, x0: number, x1: number, y: number, z0: number, z1: number, fill?: string): string {
  return poly(
    c,
    [c.p(x0, y, z1), c.p(x1, y, z1), c.p(x1, y, z0), c.p(x0, y, z0)],
    fill ?? c.url("tp"),
    c.pal.edge,
    1.4,
  );
}

function kick(c: Ctx, x: number, y: number, w: number, h: number, slots = false): string {
  let s = rect(c, x, y, w, h, 0.2, c.url("dk"));
  if (slots) s += dashes(c, x + 1.1, x + w - 1.1, y + h * 0.51, h * 0.42, 0.24, 0.46, "#000/.55");
  return s;
}

function handleH(c: Ctx, x: number, y: number, len: number, t = 1): string {
  const p = c.pal;
  let s = rect(c, x + 0.35, y + t * 0.35, len, t * 0.8, t * 0.4, "#000/.14");
  const post = Math.min(0.9, len * 0.06);
  s += rect(c, x + len * 0.04, y - t * 0.95, post, t, 0.15, c.url("hh"), p.handleEdge, 1);
  s += rect(c, x + len * 0.96 - post, y - t * 0.95, post, t, 0.15, c.url("hh"), p.handleEdge, 1);
  s += rect(c, x, y - t / 2, len, t, t / 2, c.url("hh"), p.handleEdge, 1.2);
  s += line(c, x + t * 0.6, y - t * 0.2, x + len - t * 0.6, y - t * 0.2, "#fff/.55", 1.4);
  return s;
}

function handleV(c: Ctx, x: number, y: number, len: number, t = 1): string {
  const p = c.pal;
  let s = rect(c, x + t * 0.45, y + 0.4, t * 0.8, len, t * 0.4, "#000/.14");
  s += rect(c, x + 0.05, y, t * 0.9, 1.1, 0.2, c.url("hv"), p.handleEdge, 1);
  s += rect(c, x + 0.05, y + len - 1.1, t * 0.9, 1.1, 0.2, c.url("hv"), p.handleEdge, 1);
  s += rect(c, x, y + 0.7, t, len - 1.4, t / 2, c.url("hv"), p.handleEdge, 1.2);
  s += line(c, x + t * 0.28, y + 1.4, x + t * 0.28, y + len - 1.4, "#fff/.5", 1.4);
  return s;
}

function knob(c: Ctx, x0: number, y0: number, r: number, leds = false, angle = -40): string {
  return c.reuse(`k${Math.round(r * 100)}${leds ? "l" : ""}${angle}`.replace("-", "m"), x0, y0, r * 1.45, () =>
    knobAt(c, r, leds, angle),
  );
}

function knobAt(c: Ctx, r: number, leds: boolean, angle: number): string {
  const x = 0;
  const y = 0;
  const p = c.pal;
  let s = "";
  if (leds) {
    for (let i = 0; i < 11; i++) {
      const a = ((-135 + i * 27) * Math.PI) / 180;
      const on = i === 3;
      s += circle(
        c,
        x + Math.sin(a) * r * 1.38,
        y - Math.cos(a) * r * 1.38,
        r * (on ? 0.075 : 0.06),
        on ? GLOW : p.dark ? "#fff/.35" : "#000/.28",
      );
    }
  }
  s += circle(c, x + r * 0.1, y + r * 0.16, r * 1.04, "#000/.16");
  s += circle(c, x, y, r, c.url("kn"), p.handleEdge, 1.3);
  s += circle(c, x, y, r * 0.76, c.url("kr"), "#000/.1", 1);
  const a = (angle * Math.PI) / 180;
  s += line(
    c,
    x + Math.sin(a) * r * 0.3,
    y - Math.cos(a) * r * 0.3,
    x + Math.sin(a) * r * 0.66,
    y - Math.cos(a) * r * 0.66,
    p.dark ? "#e9edf0" : "#4a5158",
    2.2,
  );
  return s;
}

/** A small knob of a cooktop, seen from the front and a little above. */
function rangeKnob(c: Ctx, x0: number, y0: number, r: number, angle = -30): string {
  return c.reuse(`r${Math.round(r * 100)}`, x0, y0, r * 1.2, () => rangeKnobAt(c, r, angle));
}

function rangeKnobAt(c: Ctx, r: number, angle: number): string {
  const x = 0;
  const y = 0;
  const p = c.pal;
  let s = circle(c, x + r * 0.12, y + r * 0.2, r * 1.02, "#000/.2");
  s += circle(c, x, y, r, c.url("kn"), p.handleEdge, 1.2);
  s += rect(c, x - r * 0.22, y - r * 0.9, r * 0.44, r * 1.8, r * 0.2, c.url("hv"), p.handleEdge, 0.9);
  const a = (angle * Math.PI) / 180;
  s += line(c, x, y, x + Math.sin(a) * r * 0.85, y - Math.cos(a) * r * 0.85, "#e0464a/.85", 1.5);
  return s;
}

type DisplayStyle = "cycle" | "bars" | "oven";

function display(c: Ctx, x: number, y: number, w: number, h: number, style: DisplayStyle): string {
  let s = rect(c, x, y, w, h, Math.min(h * 0.18, 0.45), c.url("ds"), "#000/.6", 1.1);
  const g = GLOW;
  if (style === "cycle") {
    const r = h * 0.3;
    const cx = x + h * 0.55;
    const cy = y + h * 0.5;
    s += circle(c, cx, cy, r, "none", "#fff/.12", 2.2);
    s += `<path d="${arcBand(cx, cy, r * 1.12, r * 0.88, -90, 130)}" fill="${g}" fill-opacity=".85"/>`;
    s += rect(c, x + h * 1.1, y + h * 0.26, w * 0.38, h * 0.16, h * 0.08, g + "/.9");
    s += rect(c, x + h * 1.1, y + h * 0.5, w * 0.26, h * 0.12, h * 0.06, g + "/.5");
    for (let i = 0; i < 4; i++) s += circle(c, x + h * 1.16 + i * h * 0.34, y + h * 0.78, h * 0.06, g + "/.55");
  } else if (style === "oven") {
    s += rect(c, x + w * 0.12, y + h * 0.28, w * 0.44, h * 0.2, h * 0.1, g + "/.9");
    s += rect(c, x + w * 0.12, y + h * 0.58, w * 0.28, h * 0.13, h * 0.06, g + "/.45");
    s += circle(c, x + w * 0.78, y + h * 0.42, h * 0.17, "none", g + "/.8", 1.3);
    s += circle(c, x + w * 0.66, y + h * 0.7, h * 0.06, g + "/.6");
    s += circle(c, x + w * 0.78, y + h * 0.7, h * 0.06, g + "/.6");
    s += circle(c, x + w * 0.9, y + h * 0.7, h * 0.06, g + "/.6");
  } else {
    s += rect(c, x + w * 0.15, y + h * 0.35, w * 0.5, h * 0.3, h * 0.15, g + "/.85");
    s += circle(c, x + w * 0.78, y + h * 0.5, h * 0.12, g + "/.6");
  }
  return s;
}

/** A touch key: a small soft square on the panel. */
function key(c: Ctx, x0: number, y0: number, w: number, h: number): string {
  const id = `y${Math.round(w * 100)}x${Math.round(h * 100)}`;
  const u = c.reuse(id, x0, y0, 0, () => keyAt(c, w, h));
  c.track(x0 + w, y0 + h);
  return u;
}

function keyAt(c: Ctx, w: number, h: number): string {
  const x = 0;
  const y = 0;
  const p = c.pal;
  return (
    rect(c, x, y, w, h, Math.min(w, h) * 0.35, p.key, p.dark ? "#000/.5" : "#000/.18", 0.9) +
    rect(c, x + w * 0.3, y + h * 0.42, w * 0.4, h * 0.16, h * 0.08, p.dark ? "#fff/.45" : "#000/.3")
  );
}

function powerKey(c: Ctx, x: number, y: number, r: number): string {
  const p = c.pal;
  const ic = p.dark ? "#e9edf0" : "#59616a";
  let s = circle(c, x, y, r, p.key, p.dark ? "#000/.5" : "#000/.2", 1);
  s += `<path d="${arcBand(x, y, r * 0.52, r * 0.4, -50, 230)}" fill="${ic}"/>`;
  s += line(c, x, y - r * 0.6, x, y - r * 0.12, ic, 1.4);
  return s;
}

/** Door glass with a soft diagonal reflection. */
function glass(c: Ctx, x: number, y: number, w: number, h: number, r: number, mesh = false): string {
  let s = rect(c, x, y, w, h, r, c.url("gl"), "#05070a", 1.4);
  if (mesh) s += rect(c, x, y, w, h, r, c.url("ms"));
  s += poly(
    c,
    [
      [x + w * 0.1, y + h * 0.06],
      [x + w * 0.34, y + h * 0.06],
      [x + w * 0.16, y + h * 0.94],
      [x + w * 0.04, y + h * 0.94],
    ],
    c.url("rf"),
  );
  s += poly(
    c,
    [
      [x + w * 0.4, y + h * 0.06],
      [x + w * 0.45, y + h * 0.06],
      [x + w * 0.27, y + h * 0.94],
      [x + w * 0.22, y + h * 0.94],
    ],
    "#fff/.08",
  );
  return s;
}

interface CavityColors {
  back: string;
  floor: string;
  ceil: string;
  left: string;
  right: string;
}

const ENAMEL: CavityColors = {
  back: "#22262a",
  floor: "#33383d",
  ceil: "#131517",
  left: "#1b1e21",
  right: "#2a2e33",
};
const LINER: CavityColors = {
  back: "#e9edf0",
  floor: "#f8f9fa",
  ceil: "#d6dce1",
  left: "#dfe4e8",
  right: "#f1f4f6",
};
const TUB: CavityColors = {
  back: "#c3c9ce",
  floor: "#dfe3e6",
  ceil: "#a9b0b6",
  left: "#b4bbc1",
  right: "#d3d8dc",
};

/** An open box behind a front opening, projected towards the vanishing point. */
function cavity(
  c: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  depth: number,
  col: CavityColors,
  extra: (back: Pt[]) => string = () => "",
): string {
  const f = [c.p(x0, y0, 0), c.p(x1, y0, 0), c.p(x1, y1, 0), c.p(x0, y1, 0)];
  const b = [c.p(x0, y0, -depth), c.p(x1, y0, -depth), c.p(x1, y1, -depth), c.p(x0, y1, -depth)];
  let s = poly(c, b, col.back);
  s += poly(c, [f[0], f[1], b[1], b[0]], col.ceil);
  s += poly(c, [f[3], f[2], b[2], b[3]], col.floor);
  s += poly(c, [f[0], b[0], b[3], f[3]], col.left);
  s += poly(c, [f[1], b[1], b[2], f[2]], col.right);
  s += extra(b);
  const shape = `<rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}"/>`;
  return c.clip(shape, s) + rect(c, x0, y0, x1 - x0, y1 - y0, 0, "none", "#000/.25", 1.2);
}

/** A wire rack lying at height y between depths zb (back) and zf (front). */
function rack(
  c: Ctx,
  x0: number,
  x1: number,
  y: number,
  zb: number,
  zf: number,
  col: string,
  wires = 14,
  wall = 0,
): string {
  const list: Array<[Pt, Pt]> = [];
  for (let i = 1; i < wires; i++) {
    const x = lerp(x0, x1, i / wires);
    list.push([c.p(x, y, zb), c.p(x, y, zf)]);
  }
  for (const t of [0.33, 0.66]) {
    const z = lerp(zb, zf, t);
    list.push([c.p(x0, y, z), c.p(x1, y, z)]);
  }
  let s = segs(c, list, col, 1.1);
  const frame: Array<[Pt, Pt]> = [
    [c.p(x0, y, zb), c.p(x1, y, zb)],
    [c.p(x0, y, zb), c.p(x0, y, zf)],
    [c.p(x1, y, zb), c.p(x1, y, zf)],
  ];
  if (wall > 0) {
    const wl: Array<[Pt, Pt]> = [];
    for (let i = 0; i <= wires; i++) {
      const x = lerp(x0, x1, i / wires);
      wl.push([c.p(x, y, zf), c.p(x, y - wall, zf)]);
    }
    for (const side of [x0, x1]) {
      for (let i = 0; i <= 5; i++) {
        const z = lerp(zb, zf, i / 5);
        wl.push([c.p(side, y, z), c.p(side, y - wall, z)]);
      }
      frame.push([c.p(side, y - wall, zb), c.p(side, y - wall, zf)]);
    }
    s += segs(c, wl, col, 0.9);
    frame.push([c.p(x0, y - wall, zf), c.p(x1, y - wall, zf)]);
  }
  frame.push([c.p(x0, y, zf), c.p(x1, y, zf)]);
  s += segs(c, frame, col, 2.2);
  return s;
}

/**
 * A door hinged on a vertical edge at x = hx, swung open by theta degrees.
 * sgn = +1: hinge on the door's left edge (door swings out to the left); -1: hinge on its right.
 * u runs from the hinge across the door, nrm from its outer face inwards.
 */
function swing(c: Ctx, hx: number, sgn: number, theta: number) {
  const t = (theta * Math.PI) / 180;
  return (u: number, y: number, nrm = 0): Pt =>
    c.p(hx + sgn * (u * Math.cos(t) + nrm * Math.sin(t)), y, u * Math.sin(t) - nrm * Math.cos(t));
}

/* ------------------------------------------------------------------------------------------ */
/* Shapes                                                                                      */

interface Shape {
  slug: string;
  W: number;
  /** Floor line on the front face. */
  floor: number;
  /** Depth for the floor shadow. */
  D: number;
  cams: Record<BaseView, Cam> & { detail?: Cam };
  /** Extra footprint in front of / beside the body for open views: [x0, x1, zFront]. */
  foot?: Partial<Record<BaseView, [number, number, number]>>;
  floating?: boolean;
  draw: (c: Ctx, v: BaseView) => string;
  detail: { view: BaseView; focus: [number, number, number, number] };
}

/* ---- Laundry ---------------------------------------------------------------------------- */

const LAUNDRY_CAM: Cam = { ey: -30, d: 200 };
const LAUNDRY_OPEN: Cam = { ey: -36, d: 150 };

/** A front-loader's round door, closed. */
function porthole(c: Ctx, cx: number, cy: number, R: number, dryer: boolean): string {
  const p = c.pal;
  let s = circle(c, cx + 0.35, cy + 0.5, R + 0.1, "#000/.13");
  s += circle(c, cx, cy, R, c.url("rg"), p.handleEdge, 1.5);
  s += circle(c, cx, cy, R - 1.0, c.url("ri"), "#000/.12", 1);
  const gr = R * (dryer ? 0.72 : 0.76);
  s += circle(c, cx, cy, gr, c.url(dryer ? "g2" : "gl"), "#05070a", 1.4);
  if (dryer) {
    s += circle(c, cx, cy, gr * 0.72, "none", "#fff/.16", 1.2);
    s += circle(c, cx, cy, gr * 0.3, "#000/.12");
  } else {
    s += circle(c, cx, cy, gr * 0.78, "none", "#fff/.07", 6);
    s += circle(c, cx, cy, gr * 0.38, "#fff/.04", "#fff/.06", 1);
  }
  s += `<path d="${arcBand(cx, cy, gr * 0.9, gr * 0.72, 195, 262)}" fill="#fff" fill-opacity=".28"/>`;
  s += `<path d="${arcBand(cx, cy, gr * 0.9, gr * 0.82, 272, 292)}" fill="#fff" fill-opacity=".18"/>`;
  s += rect(c, cx + R - 1.55, cy - 2.8, 1.15, 5.6, 0.55, c.url("hv"), p.handleEdge, 1);
  return s;
}

/** The round opening of a front-loader with its drum, seen with the door open. */
function drum(c: Ctx, cx: number, cy: number, R: number, depth: number, dryer: boolean): string {
  const rO = R * 0.9;
  const rD = R * 0.78;
  let s = circle(c, cx, cy, rO, c.url(dryer ? "wo" : "gk"), "#000/.3", 1.2);
  const bc = c.p(cx, cy, -depth);
  const br = rD * c.kz(-depth);
  let inner = circle(c, cx, cy, rD, c.url("ss"));
  inner += circle(c, cx, cy, rD, c.url("pf"));
  inner += circle(c, bc[0], bc[1], br, c.url("dr"), "#000/.25", 1.2);
  if (!dryer) {
    for (let i = 0; i < 6; i++) {
      const a = (i * 60 * Math.PI) / 180;
      inner += line(c, bc[0], bc[1], bc[0] + Math.cos(a) * br * 0.5, bc[1] + Math.sin(a) * br * 0.5, "#fff/.25", 1.6);
    }
    inner += circle(c, bc[0], bc[1], br * 0.18, "#aeb5bb", "#000/.2", 1);
  } else {
    inner += circle(c, bc[0], bc[1], br * 0.62, "none", "#000/.25", 1);
    inner += circle(c, bc[0], bc[1], br * 0.62, c.url("pf"));
  }
  for (const deg of dryer ? [-90, 30, 150] : [-100, 20, 140]) {
    const w = dryer ? 9 : 6;
    const a0 = ((deg - w) * Math.PI) / 180;
    const a1 = ((deg + w) * Math.PI) / 180;
    const pts: Pt[] = [
      [cx + rD * Math.cos(a0), cy + rD * Math.sin(a0)],
      [cx + rD * Math.cos(a1), cy + rD * Math.sin(a1)],
      [bc[0] + br * Math.cos(a1), bc[1] + br * Math.sin(a1)],
      [bc[0] + br * Math.cos(a0), bc[1] + br * Math.sin(a0)],
    ];
    inner += poly(c, pts, "#eef1f3", "#8f979e", 1);
  }
  s += c.clip(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rD)}"/>`, inner);
  s += circle(c, cx, cy, rD, "none", "#000/.35", 2.4);
  if (dryer) {
    s += rect(c, cx - rD * 0.45, cy + rD * 0.86, rD * 0.9, rD * 0.12, 0.2, "#5d646b", "#000/.3", 1);
    s += dashes(c, cx - rD * 0.4, cx + rD * 0.4, cy + rD * 0.92, rD * 0.07, 0.1, 0.4, "#000/.35");
  }
  return s;
}

/** A circle on a swung door (u0, y0 its centre), drawn as the ellipse through its extremes. */
function doorCircle(
  c: Ctx,
  P: (u: number, y: number, nrm?: number) => Pt,
  u0: number,
  y0: number,
  r: number,
  nrm: number,
  fill: string,
  stroke = "none",
  sw = 1,
): string {
  const a = P(u0 - r, y0, nrm);
  const b = P(u0 + r, y0, nrm);
  const t = P(u0, y0 - r, nrm);
  const d = P(u0, y0 + r, nrm);
  const cx = (a[0] + b[0]) / 2;
  c.track(Math.min(a[0], b[0]), t[1]);
  c.track(Math.max(a[0], b[0]), d[1]);
  return ellipse(c, cx, (t[1] + d[1]) / 2, Math.abs(b[0] - a[0]) / 2, (d[1] - t[1]) / 2, fill, stroke, sw);
}

/** The round door of a front-loader swung open to the left. */
function openPorthole(c: Ctx, cx: number, cy: number, R: number, dryer: boolean): string {
  const hx = cx - R - 0.3;
  const P = swing(c, hx, 1, 108);
  const ring = (r: number, nrm: number, fill: string, stroke = "none", sw = 1): string =>
    doorCircle(c, P, R + 0.3, cy, r, nrm, fill, stroke, sw);
  let s = ring(R, 0, c.url("rg"), c.pal.handleEdge, 1.4);
  s += ring(R - 0.9, 0.6, c.url("ri"), "#000/.15", 1);
  if (dryer) {
    s += ring(R * 0.72, 1, c.url("g2"), "#000/.4", 1.2);
  } else {
    s += ring(R * 0.76, 1, "#8793a0/.9", "#000/.4", 1.2);
    s += ring(R * 0.56, 3.2, "#b9c4ce/.85", "#fff/.4", 1);
    s += ring(R * 0.3, 4.2, "#dfe6ec/.7");
  }
  s += rect(c, hx - 0.4, cy - 4, 0.9, 2.2, 0.2, c.url("hv"), c.pal.handleEdge, 1);
  s += rect(c, hx - 0.4, cy + 1.8, 0.9, 2.2, 0.2, c.url("hv"), c.pal.handleEdge, 1);
  return s;
}

function washerFrontLoad(c: Ctx, v: BaseView): string {
  const W = 27;
  const H = 38.7;
  const p = c.pal;
  let s = topFace(c, 0, W, 0, 0, -30);
  s += panel(c, 0, 0, W, H - 1.3, 0.45);
  s += kick(c, 0.5, H - 1.3, W - 1, 1.3);
  s += rect(c, 0, 0, W, 6.4, 0.45, c.url("pn"), p.edge, 1.4);
  s += rect(c, 0, 0, W, 6.4, 0.45, c.url("sh"));
  s += line(c, 0.2, 6.4, W - 0.2, 6.4, p.seam, 1.4);
  s += rect(c, 1.1, 1.0, 7.8, 4.4, 0.35, c.url("pn"), p.seam, 1.2);
  s += rect(c, 2.2, 4.5, 5.6, 0.45, 0.22, "#000/.22");
  s += knob(c, 12.1, 3.2, 1.95, true);
  s += display(c, 15.4, 1.45, 7.0, 3.5, "cycle");
  s += powerKey(c, 24.6, 3.2, 0.85);
  s += rect(c, 1.3, H - 4.6, 3.3, 2.6, 0.3, "none", p.seam, 1.1);
  s += rect(c, 2.4, H - 2.6, 1.1, 0.3, 0.12, "#000/.2");
  if (v === "front") {
    s += porthole(c, W / 2, 22, 10.7, false);
  } else {
    s += circle(c, W / 2, 22, 10.7, "#000/.08", p.seam, 1.2);
    s += drum(c, W / 2, 22, 10.7, 20, false);
    s += openPorthole(c, W / 2, 22, 10.7, false);
  }
  return s;
}

function dryerElectric(c: Ctx, v: BaseView): string {
  const W = 27;
  const H = 38.7;
  const p = c.pal;
  let s = topFace(c, 0, W, 0, 0, -30);
  s += panel(c, 0, 0, W, H - 1.3, 0.45);
  s += kick(c, 0.5, H - 1.3, W - 1, 1.3);
  s += rect(c, 0, 0, W, 6.4, 0.45, c.url("pn"), p.edge, 1.4);
  s += rect(c, 0, 0, W, 6.4, 0.45, c.url("sh"));
  s += line(c, 0.2, 6.4, W - 0.2, 6.4, p.seam, 1.4);
  s += knob(c, 5.2, 3.2, 1.95, true, 30);
  s += display(c, 9.4, 1.45, 7.6, 3.5, "bars");
  s += key(c, 18.4, 1.6, 1.7, 1.2);
  s += key(c, 20.4, 1.6, 1.7, 1.2);
  s += key(c, 18.4, 3.5, 1.7, 1.2);
  s += key(c, 20.4, 3.5, 1.7, 1.2);
  s += powerKey(c, 24.4, 3.2, 0.85);
  if (v === "front") {
    s += porthole(c, W / 2, 21.8, 11, true);
  } else {
    s += circle(c, W / 2, 21.8, 11, "#000/.08", p.seam, 1.2);
    s += drum(c, W / 2, 21.8, 11, 22, true);
    s += openPorthole(c, W / 2, 21.8, 11, true);
  }
  return s;
}

/** The raised control console at the back of a top-loader or its matching dryer. */
function rearConsole(c: Ctx, W: number, z: number, h: number, withDisplay: boolean): string {
  return c.atZ(z, () => {
    let s = rect(c, 0.2, -h, W - 0.4, h, 0.9, c.url("pn"), c.pal.edge, 1.4);
    s += rect(c, 0.2, -h, W - 0.4, h, 0.9, c.url("sh"));
    s += rect(c, 0.2, -1.1, W - 0.4, 1.1, 0.2, "#000/.12");
    s += knob(c, 4.4, -h / 2 - 0.3, h * 0.27, true, -60);
    s += knob(c, W - 4.4, -h / 2 - 0.3, h * 0.22, false, 40);
    if (withDisplay) {
      s += display(c, W / 2 - 4.2, -h + 1.6, 8.4, h * 0.38, "cycle");
      for (let i = 0; i < 4; i++) s += key(c, W / 2 - 4 + i * 2.15, -h * 0.36, 1.6, 1.0);
    } else {
      for (let i = 0; i < 3; i++) s += key(c, W / 2 - 3.3 + i * 2.4, -h * 0.62, 1.8, 1.1);
      s += rect(c, W / 2 - 3.3, -h * 0.34, 6.6, 0.5, 0.25, "#000/.14");
    }
    return s;
  });
}

function washerTopLoad(c: Ctx, v: BaseView): string {
  const W = 27.5;
  const H = 36;
  const D = 27;
  const p = c.pal;
  let s = "";
  const back = -D + 1.6;
  s += topFace(c, 0, W, 0, 0, back);
  s += rearConsole(c, W, back - 0.2, 9, true);
  if (v === "front") {
    const lid = [c.p(2.6, 0, -1.8), c.p(W - 2.6, 0, -1.8), c.p(W - 2.6, 0, back + 2), c.p(2.6, 0, back + 2)];
    s += poly(c, [lid[3], lid[2], lid[1], lid[0]], c.url("tp"), p.seam, 1.3);
    const g = [c.p(4.4, 0, -3.4), c.p(W - 4.4, 0, -3.4), c.p(W - 4.4, 0, back + 3.4), c.p(4.4, 0, back + 3.4)];
    s += poly(c, [g[3], g[2], g[1], g[0]], c.url("gl"), "#000/.6", 1);
    s += poly(c, subQuad([g[3], g[2], g[1], g[0]], 0.12, 0.4, 0.05, 0.95), c.url("rf"));
  } else {
    const hz = back + 2.4;
    s += flatEllipse(c, W / 2, 0, -12.4, 11, "#e8ebee", "#000/.2", 1.2);
    const hole = flatEllipse(c, W / 2, 0, -12.4, 10.1, "#000");
    let inner = hole.replace('fill="#000"', `fill="${c.url("in")}"`);
    inner += hole.replace('fill="#000"', `fill="${c.url("pf")}"`);
    const top = c.p(W / 2, 1.8, -12.4);
    const k = c.kz(-12.4);
    const ar = 2.1 * k;
    inner += rect(c, top[0] - ar, top[1], ar * 2, 14, 0.4, c.url("wo"), "#000/.2", 1);
    for (let i = -1; i <= 1; i++)
      inner += line(c, top[0] + i * ar * 0.55, top[1] + 1.5, top[0] + i * ar * 0.55, top[1] + 12, "#000/.14", 1.2);
    inner += flatEllipse(c, W / 2, 1.8, -12.4, 2.1, "#fafbfc", "#000/.2", 1);
    inner += flatEllipse(c, W / 2, 1.8, -12.4, 1.1, "#dfe3e6");
    s += c.clip(hole, inner);
    s += hole.replace('fill="#000"', 'fill="none" stroke="#000" stroke-opacity=".3" stroke-width="' + c.px(1.4) + '"');
    const L = 21;
    const a = (98 * Math.PI) / 180;
    const fy = -L * Math.sin(a);
    const fz = hz + L * Math.cos(a);
    const q = [c.p(2.6, fy, fz), c.p(W - 2.6, fy, fz), c.p(W - 2.6, 0, hz), c.p(2.6, 0, hz)];
    s += poly(c, q, c.url("tp"), p.seam, 1.3);
    const gq = subQuad(q, 0.08, 0.92, 0.08, 0.9);
    s += poly(c, gq, "#26303a/.78", "#000/.5", 1);
    s += poly(c, subQuad(gq, 0.1, 0.36, 0.05, 0.95), c.url("rf"));
  }
  s += panel(c, 0, 0, W, H - 1.2, 0.4);
  s += line(c, 0.3, 2.4, W - 0.3, 2.4, p.seam, 1.3);
  s += rect(c, W / 2 - 3.2, 0.6, 6.4, 0.9, 0.45, "#000/.16");
  s += kick(c, 0.5, H - 1.2, W - 1, 1.2);
  return s;
}

function dryerGas(c: Ctx, v: BaseView): string {
  const W = 27;
  const H = 36;
  const D = 28;
  const p = c.pal;
  const back = -D + 1.6;
  let s = topFace(c, 0, W, 0, 0, back);
  s += poly(
    c,
    [
      c.p(W / 2 - 5, 0, back + 3),
      c.p(W / 2 + 5, 0, back + 3),
      c.p(W / 2 + 5, 0, back + 5),
      c.p(W / 2 - 5, 0, back + 5),
    ],
    "#000/.3",
  );
  s += rearConsole(c, W, back - 0.2, 8, false);
  s += panel(c, 0, 0, W, H - 1.2, 0.4);
  s += line(c, 0.3, 2.2, W - 0.3, 2.2, p.seam, 1.3);
  s += kick(c, 0.5, H - 1.2, W - 1, 1.2);
  const dx = 3;
  const dy = 4.6;
  const dw = 21;
  const dh = 22;
  if (v === "front") {
    s += rect(c, dx + 0.35, dy + 0.5, dw, dh, 3.4, "#000/.13");
    s += panel(c, dx, dy, dw, dh, 3.4);
    s += rect(c, dx + 1.5, dy + 1.5, dw - 3, dh - 3, 2.4, "none", p.seam, 1.1);
    s += rect(c, dx + dw - 1.2, dy + dh / 2 - 3, 0.9, 6, 0.45, "#000/.28");
  } else {
    const cy = dy + dh / 2;
    s += rect(c, dx, dy, dw, dh, 3.4, "#000/.06", p.seam, 1.1);
    s += drum(c, W / 2, cy, 10.4, 22, true);
    const P = swing(c, dx - 0.2, 1, 104);
    const q = [P(0, dy, 0), P(dw, dy, 0), P(dw, dy + dh, 0), P(0, dy + dh, 0)];
    const qi = [
      P(0.6, dy + 0.6, 1.2),
      P(dw - 0.6, dy + 0.6, 1.2),
      P(dw - 0.6, dy + dh - 0.6, 1.2),
      P(0.6, dy + dh - 0.6, 1.2),
    ];
    s += poly(c, q, c.url("bd"), p.edge, 1.4);
    s += poly(c, qi, c.url("wo"), "#000/.2", 1);
    s += doorCircle(c, P, dw / 2, cy, 7.5, 2.4, "#c9ced3", "#000/.25", 1);
  }
  return s;
}

/* ---- Dishwashers ------------------------------------------------------------------------ */

const DW = { W: 23.9, H: 33.9, D: 24.5 };

function dishwasherOpen(c: Ctx, topControl: boolean): string {
  const { W, H } = DW;
  const p = c.pal;
  const yh = H - 3.8;
  let s = kick(c, 1.2, H - 3.7, W - 2.4, 3.7, true);
  s += rect(c, 0, 0, W, yh, 0.3, c.url("bd"), p.edge, 1.4);
  s += cavity(c, 1.0, 0.8, W - 1.0, yh, 22, TUB, (b) => {
    const arm = c.p(W / 2, 17.6, -11);
    return (
      rect(c, b[0][0], b[0][1], b[1][0] - b[0][0], 0.1, 0, "none") +
      ellipse(c, arm[0], arm[1], 7.5 * c.kz(-11), 0.5, "#9aa2a9", "#000/.2", 1)
    );
  });
  s += rack(c, 2.2, W - 2.2, 14.5, -20, -0.8, "#7f888f", 16, 3.6);
  const L = yh - 0.8;
  const q = [c.p(0, yh, 0), c.p(W, yh, 0), c.p(W, yh, L), c.p(0, yh, L)];
  s += poly(c, q, c.url("ss"), p.edge, 1.3);
  s += poly(c, subQuad(q, 0.06, 0.94, 0.04, 0.96), "none", "#000/.18", 1.2);
  s += poly(c, subQuad(q, 0.35, 0.62, 0.32, 0.52), "#aab1b7", "#000/.25", 1);
  s += poly(c, subQuad(q, 0.39, 0.58, 0.36, 0.48), "#c9ced3");
  const thick = 2.6;
  const e = [c.p(0, yh, L), c.p(W, yh, L), c.p(W, yh + thick, L), c.p(0, yh + thick, L)];
  s += poly(c, e, topControl ? "#2a2d31" : c.url("bd"), p.edge, 1.2);
  if (topControl) {
    for (let i = 0; i < 7; i++) s += poly(c, subQuad(e, 0.18 + i * 0.07, 0.23 + i * 0.07, 0.3, 0.7), "#8d959c");
    s += poly(c, subQuad(e, 0.8, 0.83, 0.3, 0.7), GLOW);
  }
  s += rack(c, 2.0, W - 2.0, 25.5, -12, 11, "#7f888f", 16, 4.2);
  return s;
}

function dishwasher(c: Ctx, v: BaseView, topControl: boolean): string {
  const { W, H, D } = DW;
  const p = c.pal;
  let s = topFace(c, 0, W, 0, 0, -D);
  if (v === "open") return s + dishwasherOpen(c, topControl);
  s += kick(c, 1.2, H - 3.7, W - 2.4, 3.7, true);
  s += panel(c, 0, 0, W, H - 3.8, 0.3);
  if (topControl) {
    const strip = [c.p(0, 0, 0), c.p(W, 0, 0), c.p(W, 0, -2.4), c.p(0, 0, -2.4)];
    s += poly(c, [strip[3], strip[2], strip[1], strip[0]], "#2a2d31", p.edge, 1);
    for (let i = 0; i < 7; i++)
      s += poly(
        c,
        subQuad([strip[3], strip[2], strip[1], strip[0]], 0.2 + i * 0.07, 0.25 + i * 0.07, 0.28, 0.72),
        "#8d959c",
      );
    s += poly(c, subQuad([strip[3], strip[2], strip[1], strip[0]], 0.8, 0.83, 0.28, 0.72), GLOW);
    s += handleH(c, 2.4, 2.6, W - 4.8, 1.0);
    s += circle(c, W - 2.2, H - 5.2, 0.22, GLOW + "/.8");
  } else {
    s += rect(c, 0, 0, W, 4.3, 0.3, c.url("pn"), p.edge, 1.3);
    s += rect(c, 0, 0, W, 4.3, 0.3, c.url("sh"));
    s += line(c, 0.2, 4.3, W - 0.2, 4.3, p.seam, 1.3);
    s += display(c, 2.2, 1.15, 5.4, 2.0, "bars");
    for (let i = 0; i < 5; i++) s += key(c, 9 + i * 2.4, 1.5, 1.6, 1.2);
    s += powerKey(c, W - 2.4, 2.15, 0.75);
    s += handleH(c, 2.4, 6.2, W - 4.8, 1.0);
  }
  return s;
}

/* ---- Microwave -------------------------------------------------------------------------- */

function microwave(c: Ctx, v: BaseView): string {
  const W = 29.9;
  const H = 16.4;
  const p = c.pal;
  const dw = 22.3;
  let s = panel(c, 0, 0, W, H, 0.5);
  s += rect(c, 0.2, 0.2, W - 0.4, 2.0, 0.3, c.url("pn"), p.seam, 1);
  s += rect(c, 4, 0.65, W - 8, 1.1, 0.2, c.url("vt"));
  const cpx = dw + 0.4;
  const cpw = W - cpx - 0.3;
  s += rect(c, cpx, 2.4, cpw, H - 2.7, 0.3, p.dark ? c.url("ds") : c.url("pn"), p.seam, 1);
  s += display(c, cpx + 0.7, 3.2, cpw - 1.4, 1.9, "oven");
  for (let r = 0; r < 4; r++) {
    for (let q = 0; q < 3; q++) s += key(c, cpx + 0.8 + q * 2.1, 5.9 + r * 1.6, 1.6, 1.0);
  }
  s += key(c, cpx + 0.8, 12.6, 2.8, 1.3);
  s += key(c, cpx + 4.0, 12.6, 2.8, 1.3);
  if (v === "front") {
    s += rect(c, 0.2, 2.4, dw, H - 2.7, 0.3, c.url("bd"), p.seam, 1.1);
    s += rect(c, 0.2, 2.4, dw, H - 2.7, 0.3, c.url("sh"));
    s += glass(c, 2.0, 4.0, dw - 5.2, H - 6.0, 0.6, true);
    s += handleV(c, dw - 1.9, 3.4, H - 4.7, 0.95);
  } else {
    s += cavity(c, 1.2, 2.9, dw - 0.6, H - 0.8, 14, LINER, (b) => {
      let t = rect(c, lerp(b[0][0], b[1][0], 0.42), b[0][1] + 0.2, 3, 0.5, 0.2, "#fff3c4", "#000/.2", 0.8);
      t += poly(
        c,
        subQuad(
          [c.p(dw - 0.6, 5, 0), c.p(dw - 0.6, 5, -14), c.p(dw - 0.6, 9, -14), c.p(dw - 0.6, 9, 0)],
          0.3,
          0.75,
          0,
          1,
        ),
        "#e3d9c3",
        "#000/.15",
        0.8,
      );
      return t;
    });
    s += flatEllipse(c, (dw + 0.6) / 2, H - 1.4, -7, 5.8, "#cfe3ee/.7", "#8aa6b6", 1.2);
    s += flatEllipse(c, (dw + 0.6) / 2, H - 1.4, -7, 4.6, "none", "#fff/.7", 1);
    const P = swing(c, 0.1, 1, 100);
    const q = [P(0, 2.4, 0), P(dw, 2.4, 0), P(dw, H - 0.3, 0), P(0, H - 0.3, 0)];
    s += poly(c, q, c.url("bd"), p.edge, 1.2);
    const qi = [P(0.6, 3.0, 1), P(dw - 0.6, 3.0, 1), P(dw - 0.6, H - 0.9, 1), P(0.6, H - 0.9, 1)];
    s += poly(c, qi, "#d9dde1", "#000/.2", 1);
    const w = subQuad(qi, 0.1, 0.82, 0.15, 0.85);
    s += poly(c, w, "#38424c", "#000/.4", 1);
    s += poly(c, w, c.url("ms"));
  }
  return s;
}

/* ---- Refrigerators ---------------------------------------------------------------------- */

const FRIDGE_CAM: Cam = { ey: 8, d: 160 };

function dispenser(c: Ctx, x: number, y: number, w: number, h: number): string {
  let s = rect(c, x, y, w, h, 0.7, c.url("dk"), "#000/.5", 1.2);
  s += rect(c, x + 0.4, y + 0.4, w - 0.8, 1.7, 0.3, c.url("ds"));
  for (let i = 0; i < 5; i++)
    s += circle(c, x + 1.2 + i * ((w - 2.4) / 4), y + 1.25, 0.22, i === 1 ? GLOW : GLOW + "/.4");
  s += rect(c, x + w / 2 - 2.1, y + 3.4, 4.2, h - 6.6, 0.6, "#42474d", "#000/.5", 1);
  s += rect(c, x + w / 2 - 0.5, y + 2.6, 1.0, 0.8, 0.2, "#8e969d");
  s += rect(c, x + 0.5, y + h - 1.6, w - 1, 1.1, 0.3, "#2b2f33", "#000/.5", 1);
  s += dashes(c, x + 1, x + w - 1, y + h - 1.05, 0.6, 0.12, 0.4, "#000/.6");
  return s;
}

function fridgeGrille(c: Ctx, x: number, y: number, w: number, h: number): string {
  return kick(c, x, y, w, h, true);
}

interface FridgeDoor {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  hinge: "left" | "right";
  bins: number[];
  freezer?: boolean;
}

/** A refrigerator door swung open, showing its liner and bins. */
function openFridgeDoor(c: Ctx, d: FridgeDoor, theta = 105): string {
  const w = d.x1 - d.x0;
  const sgn = d.hinge === "left" ? 1 : -1;
  const P = swing(c, d.hinge === "left" ? d.x0 : d.x1, sgn, theta);
  const t = 2.4;
  let s = "";
  const edge = [P(w, d.y0, 0), P(w, d.y0, t), P(w, d.y1, t), P(w, d.y1, 0)];
  s += poly(c, edge, c.url("bd"), c.pal.edge, 1.2);
  const inner = [P(0, d.y0, t), P(w, d.y0, t), P(w, d.y1, t), P(0, d.y1, t)];
  s += poly(c, inner, "#9ea6ad", c.pal.edge, 1.2);
  const liner = [
    P(0.9, d.y0 + 0.9, t + 0.3),
    P(w - 0.9, d.y0 + 0.9, t + 0.3),
    P(w - 0.9, d.y1 - 0.9, t + 0.3),
    P(0.9, d.y1 - 0.9, t + 0.3),
  ];
  s += poly(c, liner, d.freezer ? "#e6eaee" : "#f2f4f6", "#000/.12", 1);
  const rail = 2.2;
  s += poly(
    c,
    [
      P(1.2, d.y0 + 1.2, t + 0.3),
      P(1.2, d.y0 + 1.2, t + rail),
      P(1.2, d.y1 - 1.2, t + rail),
      P(1.2, d.y1 - 1.2, t + 0.3),
    ],
    "#e1e6ea",
    "#000/.12",
    1,
  );
  s += poly(
    c,
    [
      P(w - 1.2, d.y0 + 1.2, t + 0.3),
      P(w - 1.2, d.y0 + 1.2, t + rail),
      P(w - 1.2, d.y1 - 1.2, t + rail),
      P(w - 1.2, d.y1 - 1.2, t + 0.3),
    ],
    "#d3d9de",
    "#000/.12",
    1,
  );
  for (const by of d.bins) {
    const bh = 3.2;
    const front = [
      P(1.3, by, t + 4.2),
      P(w - 1.3, by, t + 4.2),
      P(w - 1.3, by + bh, t + 4.2),
      P(1.3, by + bh, t + 4.2),
    ];
    const topq = [P(1.3, by, t + 0.3), P(w - 1.3, by, t + 0.3), P(w - 1.3, by, t + 4.2), P(1.3, by, t + 4.2)];
    s += poly(c, topq, "#c9d3da/.9", "#000/.12", 0.9);
    s += poly(c, front, d.freezer ? "#f4f6f8/.92" : "#dbeaf3/.85", "#8fa3b0", 1.1);
    s += polyline(c, [front[0], front[1]], "#fff/.9", 1.4);
  }
  return s;
}

interface FridgeCompartment {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  depth: number;
  shelves: number[];
  crisper?: number;
  freezer?: boolean;
  controls?: "dials" | "display";
}

function fridgeInterior(c: Ctx, f: FridgeCompartment): string {
  let s = cavity(c, f.x0, f.y0, f.x1, f.y1, f.depth, LINER, (b) => {
    let t = poly(
      c,
      [c.p(f.x0 + 1, f.y0, -0.2), c.p(f.x1 - 1, f.y0, -0.2), c.p(f.x1 - 1, f.y0, -2.5), c.p(f.x0 + 1, f.y0, -2.5)],
      "#fffdf2",
      "#000/.1",
      0.8,
    );
    const gx = (b[0][0] + b[1][0]) / 2;
    t += ellipse(c, gx, b[0][1], (b[1][0] - b[0][0]) * 0.55, (b[3][1] - b[0][1]) * 0.3, c.url("lt"));
    if (f.controls) {
      const bx = (f.x0 + f.x1) / 2;
      const q = [
        c.p(bx - 5, f.y0, -3),
        c.p(bx + 5, f.y0, -3),
        c.p(bx + 5, f.y0 + 2.6, -3),
        c.p(bx - 5, f.y0 + 2.6, -3),
      ];
      t += poly(c, [c.p(bx - 5, f.y0, -10), c.p(bx + 5, f.y0, -10), q[1], q[0]], "#e1e6ea");
      t += poly(c, q, "#f7f8f9", "#000/.2", 1);
      if (f.controls === "display") {
        const d = subQuad(q, 0.12, 0.88, 0.2, 0.8);
        t += poly(c, d, "#1a2128", "#000/.4", 0.8);
        const dw = d[1][0] - d[0][0];
        const dh = d[3][1] - d[0][1];
        t += rect(c, d[0][0] + dw * 0.08, d[0][1] + dh * 0.3, dw * 0.22, dh * 0.4, dh * 0.1, GLOW + "/.9");
        t += rect(c, d[0][0] + dw * 0.62, d[0][1] + dh * 0.3, dw * 0.22, dh * 0.4, dh * 0.1, GLOW + "/.9");
        for (let i = 0; i < 3; i++)
          t += circle(c, d[0][0] + dw * (0.4 + i * 0.06), d[0][1] + dh * 0.5, dh * 0.09, GLOW + "/.5");
        return t;
      }
      const m1 = inQuad(q, 0.3, 0.5);
      const m2 = inQuad(q, 0.7, 0.5);
      const r = (q[1][0] - q[0][0]) * 0.1;
      t += circle(c, m1[0], m1[1], r, "#dfe3e6", "#000/.35", 1);
      t += line(c, m1[0], m1[1], m1[0] + r * 0.6, m1[1] - r * 0.6, "#3b82c4", 1.6);
      t += circle(c, m2[0], m2[1], r, "#dfe3e6", "#000/.35", 1);
      t += line(c, m2[0], m2[1], m2[0] - r * 0.6, m2[1] - r * 0.6, "#3b82c4", 1.6);
    }
    return t;
  });
  for (const y of f.shelves) {
    const q = [
      c.p(f.x0 + 0.3, y, -f.depth + 1),
      c.p(f.x1 - 0.3, y, -f.depth + 1),
      c.p(f.x1 - 0.3, y, -1),
      c.p(f.x0 + 0.3, y, -1),
    ];
    s += poly(c, q, f.freezer ? "#f4f6f8/.9" : c.url("gs"), "#9fb4c0/.6", 1);
    s += polyline(c, [q[3], q[2]], f.freezer ? "#b8c1c8" : "#8c979f", 3.2);
  }
  if (f.crisper !== undefined) {
    const cy = f.crisper;
    const mid = (f.x0 + f.x1) / 2;
    for (const [a, b] of [
      [f.x0 + 0.4, mid - 0.2],
      [mid + 0.2, f.x1 - 0.4],
    ]) {
      const top = [c.p(a, cy, -f.depth + 2), c.p(b, cy, -f.depth + 2), c.p(b, cy, -1.2), c.p(a, cy, -1.2)];
      s += poly(c, top, "#cfdbe2/.6", "#8fa3b0/.7", 1);
      const fr = [c.p(a, cy, -1.2), c.p(b, cy, -1.2), c.p(b, f.y1 - 0.3, -1.2), c.p(a, f.y1 - 0.3, -1.2)];
      s += poly(c, fr, "#e4eef4/.82", "#8fa3b0", 1.1);
      const hw = (b - a) * 0.3;
      const hp = c.p((a + b) / 2, cy + 0.9, -1.2);
      s += rect(c, hp[0] - hw / 2, hp[1], hw, 0.6, 0.3, "#000/.14");
    }
  }
  return s;
}

function hingeCap(c: Ctx, x: number, w: number): string {
  return rect(c, x, -0.7, w, 0.9, 0.35, c.url("bd"), c.pal.edge, 1.1);
}

function fridgeFrench(c: Ctx, v: BaseView): string {
  const W = 35.75;
  const H = 70;
  const p = c.pal;
  const split = 41.8;
  let s = hingeCap(c, 0.8, 4.2) + hingeCap(c, W - 5, 4.2);
  s += panel(c, 0, split + 0.3, W, H - split - 2.0, 0.5);
  s += handleH(c, 5, split + 3.4, W - 10, 1.1);
  s += fridgeGrille(c, 1.2, H - 1.6, W - 2.4, 1.6);
  if (v === "front") {
    s += panel(c, 0, 0, W / 2 - 0.08, split, 0.5);
    s += panel(c, W / 2 + 0.08, 0, W / 2 - 0.08, split, 0.5);
    s += dispenser(c, 4.4, 12.5, 8.2, 13.5);
    s += handleV(c, W / 2 - 2.5, 8, 26, 1.05);
    s += handleV(c, W / 2 + 1.45, 8, 26, 1.05);
  } else {
    s += rect(c, 0, 0, W, split, 0.5, c.url("bd"), p.edge, 1.4);
    s += fridgeInterior(c, {
      x0: 0.9,
      x1: W - 0.9,
      y0: 0.9,
      y1: split - 0.4,
      depth: 25,
      shelves: [11, 19.5, 27.5],
      crisper: 31.5,
    });
    s += openFridgeDoor(c, { x0: 0, x1: W / 2, y0: 0, y1: split, hinge: "left", bins: [7, 15, 23, 31.5] });
    s += openFridgeDoor(c, { x0: W / 2, x1: W, y0: 0, y1: split, hinge: "right", bins: [7, 15, 23, 31.5] });
  }
  return s;
}

function fridgeSideBySide(c: Ctx, v: BaseView): string {
  const W = 35.75;
  const H = 70;
  const p = c.pal;
  const fz = 15.6;
  let s = hingeCap(c, 0.8, 4) + hingeCap(c, W - 4.8, 4);
  s += fridgeGrille(c, 1.2, H - 1.6, W - 2.4, 1.6);
  const bottom = H - 1.7;
  if (v === "front") {
    s += panel(c, 0, 0, fz, bottom, 0.5);
    s += panel(c, fz + 0.16, 0, W - fz - 0.16, bottom, 0.5);
    s += dispenser(c, 3.2, 15, 8.4, 14.5);
    s += handleV(c, fz - 2.4, 14, 34, 1.05);
    s += handleV(c, fz + 1.45, 14, 34, 1.05);
  } else {
    s += rect(c, 0, 0, W, bottom, 0.5, c.url("bd"), p.edge, 1.4);
    s += fridgeInterior(c, {
      x0: 0.9,
      x1: fz - 0.5,
      y0: 0.9,
      y1: bottom - 0.8,
      depth: 24,
      shelves: [12, 22, 32, 42],
      crisper: 52,
      freezer: true,
    });
    s += fridgeInterior(c, {
      x0: fz + 0.7,
      x1: W - 0.9,
      y0: 0.9,
      y1: bottom - 0.8,
      depth: 24,
      shelves: [13, 23, 33, 43],
      crisper: 51.5,
    });
    s += rect(c, fz - 0.5, 0.9, 1.2, bottom - 1.7, 0, "#e9edf0", "#000/.12", 1);
    s += openFridgeDoor(c, { x0: 0, x1: fz, y0: 0, y1: bottom, hinge: "left", bins: [12, 26, 40, 54], freezer: true });
    s += openFridgeDoor(c, { x0: fz, x1: W, y0: 0, y1: bottom, hinge: "right", bins: [10, 24, 38, 52] });
  }
  return s;
}

function fridgeTopFreezer(c: Ctx, v: BaseView): string {
  const W = 29.6;
  const H = 66.2;
  const p = c.pal;
  const fzB = 18.8;
  let s = hingeCap(c, W - 4.6, 3.8);
  s += fridgeGrille(c, 1.0, H - 1.6, W - 2, 1.6);
  const bottom = H - 1.7;
  if (v === "front") {
    s += panel(c, 0, 0, W, fzB, 0.5);
    s += panel(c, 0, fzB + 0.2, W, bottom - fzB - 0.2, 0.5);
    s += handleV(c, 1.6, 8.5, 9, 1.0);
    s += handleV(c, 1.6, fzB + 1.6, 14, 1.0);
  } else {
    s += rect(c, 0, 0, W, bottom, 0.5, c.url("bd"), p.edge, 1.4);
    s += fridgeInterior(c, { x0: 0.9, x1: W - 0.9, y0: 0.9, y1: fzB - 0.9, depth: 22, shelves: [10], freezer: true });
    s += rect(c, 0.2, fzB - 0.9, W - 0.4, 2.0, 0, c.url("bd"), p.edge, 1);
    s += fridgeInterior(c, {
      x0: 0.9,
      x1: W - 0.9,
      y0: fzB + 1.1,
      y1: bottom - 0.8,
      depth: 24,
      shelves: [30, 39, 47],
      crisper: 52.5,
      controls: "dials",
    });
    s += openFridgeDoor(c, { x0: 0, x1: W, y0: 0, y1: fzB, hinge: "right", bins: [8], freezer: true }, 100);
    s += openFridgeDoor(c, { x0: 0, x1: W, y0: fzB + 0.2, y1: bottom, hinge: "right", bins: [26, 36, 46, 56] }, 100);
  }
  return s;
}

function fridgeBottomFreezer(c: Ctx, v: BaseView): string {
  const W = 29.6;
  const H = 67.5;
  const p = c.pal;
  const split = 43.6;
  let s = hingeCap(c, W - 4.6, 3.8);
  s += panel(c, 0, split + 0.3, W, H - split - 2.0, 0.5);
  s += handleH(c, 4, split + 3.2, W - 8, 1.05);
  s += fridgeGrille(c, 1.0, H - 1.6, W - 2, 1.6);
  if (v === "front") {
    s += panel(c, 0, 0, W, split, 0.5);
    s += handleV(c, 1.6, 14, 27, 1.0);
  } else {
    s += rect(c, 0, 0, W, split, 0.5, c.url("bd"), p.edge, 1.4);
    s += fridgeInterior(c, {
      x0: 0.9,
      x1: W - 0.9,
      y0: 0.9,
      y1: split - 0.5,
      depth: 24,
      shelves: [10.5, 19, 27],
      crisper: 32.5,
      controls: "display",
    });
    s += openFridgeDoor(c, { x0: 0, x1: W, y0: 0, y1: split, hinge: "right", bins: [7, 16, 25, 34] }, 100);
  }
  return s;
}

function fridgeCompact(c: Ctx, v: BaseView): string {
  const W = 18.7;
  const H = 33.4;
  const D = 19;
  const p = c.pal;
  let s = topFace(c, 0, W, 0, 0, -D);
  s += rect(c, 1.2, H - 1.0, 1.6, 1.0, 0.2, "#1b1d20");
  s += rect(c, W - 2.8, H - 1.0, 1.6, 1.0, 0.2, "#1b1d20");
  const bottom = H - 0.9;
  s += rect(c, 0, bottom - 1.6, W, 1.6, 0.2, c.url("bd"), p.edge, 1.2);
  s += kick(c, 1.4, bottom - 1.3, W - 2.8, 1.0, true);
  if (v === "front") {
    s += panel(c, 0, 0, W, bottom - 1.7, 0.6);
    s += rect(c, W - 1.7, 2.5, 0.9, 8, 0.45, "#000/.25");
    s += rect(c, W - 1.55, 2.8, 0.5, 7.4, 0.25, "#000/.2");
  } else {
    s += rect(c, 0, 0, W, bottom - 1.7, 0.6, c.url("bd"), p.edge, 1.4);
    s += fridgeInterior(c, {
      x0: 0.9,
      x1: W - 0.9,
      y0: 0.9,
      y1: bottom - 2.5,
      depth: 15,
      shelves: [15.5, 21.5],
      crisper: 24.5,
    });
    const fzq = [c.p(1.2, 1.2, -1.5), c.p(W - 1.2, 1.2, -1.5), c.p(W - 1.2, 7.5, -1.5), c.p(1.2, 7.5, -1.5)];
    s += poly(c, [c.p(1.2, 7.5, -14), c.p(W - 1.2, 7.5, -14), fzq[2], fzq[3]], "#c9ced3", "#000/.2", 1);
    s += poly(c, fzq, "#dde1e5", "#8e969d", 1.1);
    s += poly(c, subQuad(fzq, 0.3, 0.7, 0.75, 0.88), "#000/.15");
    const dial = c.p(W - 2.6, 10.5, -1.2);
    s += circle(c, dial[0], dial[1], 1.1, "#f2f4f6", "#000/.35", 1.1);
    s += line(c, dial[0], dial[1], dial[0] + 0.6, dial[1] - 0.7, "#3b82c4", 1.6);
    s += openFridgeDoor(c, { x0: 0, x1: W, y0: 0, y1: bottom - 1.7, hinge: "left", bins: [6, 14.5, 23] }, 122);
  }
  return s;
}

/* ---- Ranges ----------------------------------------------------------------------------- */

type Cooktop = "electric" | "gas" | "induction";
const RANGE = { W: 29.9, H: 36, D: 26.5 };

function cooktop(c: Ctx, kind: Cooktop, slideIn: boolean): string {
  const { W, D } = RANGE;
  const x0 = slideIn ? -0.5 : 0;
  const x1 = slideIn ? W + 0.5 : W;
  const zb = -D;
  let s = "";
  if (kind === "gas") {
    s += topFace(c, x0, x1, 0, 0, zb);
    s += sheenPoly(c, [c.p(x0, 0, zb), c.p(x1, 0, zb), c.p(x1, 0, 0), c.p(x0, 0, 0)]);
    const burners: Array<[number, number, number]> = [
      [7, -7, 2.5],
      [W - 7, -7, 2.8],
      [7, -19, 2.0],
      [W - 7, -19, 2.2],
      [W / 2, -13, 2.0],
    ];
    for (const [x, z, r] of burners) {
      s += flatEllipse(c, x, 0, z, r + 0.9, "#000/.18");
      s += flatEllipse(c, x, -0.4, z, r, "#3d4248", "#000/.5", 1);
      s += flatEllipse(c, x, -0.9, z, r * 0.66, "#15171a", "#000", 0.8);
      const hl = c.p(x - r * 0.25, -0.9, z - r * 0.25);
      s += ellipse(c, hl[0], hl[1], r * 0.22, r * 0.06, "#fff/.22");
    }
    const gy = -1.6;
    const col = c.pal.dark ? "#121315" : "#1b1c1f";
    const gx = [x0 + 0.6, W / 2 - 2.6, W / 2 + 2.6, x1 - 0.6];
    const list: Array<[Pt, Pt]> = [];
    const g = (x: number, z: number): Pt => c.p(x, gy, z);
    const gz0 = zb + 1.0;
    const gz1 = -1.0;
    for (const [a, b] of [
      [gx[0], gx[1]],
      [gx[1] + 0.25, gx[2] - 0.25],
      [gx[2], gx[3]],
    ]) {
      list.push([g(a, gz0), g(b, gz0)], [g(b, gz0), g(b, gz1)], [g(b, gz1), g(a, gz1)], [g(a, gz1), g(a, gz0)]);
    }
    for (const [x, z, r] of burners) {
      const gap = r * 0.75;
      const left = x === W / 2 ? gx[1] + 0.25 : x < W / 2 ? gx[0] : gx[2];
      const right = x === W / 2 ? gx[2] - 0.25 : x < W / 2 ? gx[1] : gx[3];
      list.push([g(left, z), g(x - gap, z)], [g(x + gap, z), g(right, z)]);
      const zTop = x === W / 2 ? gz0 : z < -13 ? gz0 : -13;
      const zBot = x === W / 2 ? gz1 : z < -13 ? -13 : gz1;
      list.push([g(x, zTop), g(x, z - gap)], [g(x, z + gap), g(x, zBot)]);
    }
    list.push([g(gx[0], -13), g(gx[1], -13)], [g(gx[2], -13), g(gx[3], -13)]);
    s += segs(c, list, col, 4.2);
    if (c.pal.dark) s += segs(c, list, "#8a9097/.45", 0.9);
  } else {
    s += poly(c, [c.p(x0, 0, zb), c.p(x1, 0, zb), c.p(x1, 0, 0), c.p(x0, 0, 0)], c.url("ct"), "#000", 1.2);
    if (c.pal.brushed || !c.pal.dark) {
      s += polyline(c, [c.p(x0, 0, 0), c.p(x1, 0, 0)], c.pal.edge, 3);
    }
    const zones: Array<[number, number, number]> = [
      [7.2, -7, 4.3],
      [W - 7.2, -7, 3.6],
      [7.2, -19.2, 3.2],
      [W - 7.2, -19.2, 4.0],
      [W / 2, -13, 2.7],
    ];
    for (const [x, z, r] of zones) {
      if (kind === "electric") {
        s += flatEllipse(c, x, 0, z, r, "#23272b/.9", "#8a939b/.85", 1.3);
        s += flatEllipse(c, x, 0, z, r * 0.62, "none", "#8a939b/.5", 1);
        s += flatEllipse(c, x, 0, z, r * 0.25, "none", "#8a939b/.35", 1);
      } else {
        s += flatEllipse(c, x, 0, z, r, "none", "#d7dde2/.75", 1.2);
        const tick: Array<[Pt, Pt]> = [];
        for (let i = 0; i < 4; i++) {
          const a = (i * Math.PI) / 2;
          tick.push([
            c.p(x + Math.cos(a) * r * 1.05, 0, z + Math.sin(a) * r * 1.05),
            c.p(x + Math.cos(a) * r * 1.25, 0, z + Math.sin(a) * r * 1.25),
          ]);
        }
        s += segs(c, tick, "#d7dde2/.75", 1.2);
      }
    }
    const refl = [c.p(x0 + 3, 0, zb + 1), c.p(x0 + 11, 0, zb + 1), c.p(x0 + 5, 0, -1), c.p(x0 + 1, 0, -1)];
    s += poly(c, refl, "#fff/.06");
  }
  if (slideIn) {
    s += polyline(c, [c.p(x0 + 0.3, 0, zb + 0.2), c.p(x1 - 0.3, 0, zb + 0.2)], "#111/.9", 3.4);
  }
  return s;
}

function backguard(c: Ctx, kind: Cooktop): string {
  const { W, D } = RANGE;
  const h = kind === "gas" ? 6 : 9.5;
  return c.atZ(-D - 0.6, () => {
    let s = rect(c, 0, -h, W, h, 0.8, c.url("pn"), c.pal.edge, 1.5);
    s += rect(c, 0, -h, W, h, 0.8, c.url("sh"));
    s += rect(c, 0.2, -1.0, W - 0.4, 1.0, 0.2, "#000/.12");
    if (kind === "electric") {
      s += display(c, W / 2 - 3.6, -h + 2.2, 7.2, 2.6, "oven");
      for (let i = 0; i < 4; i++) s += key(c, W / 2 - 3.6 + i * 1.9, -h + 5.4, 1.5, 0.95);
      for (const x of [3.4, 7.6, W - 7.6, W - 3.4]) s += knob(c, x, -h / 2 - 0.3, 1.45, false, -35);
    } else if (kind === "induction") {
      s += rect(c, 1.2, -h + 1.6, W - 2.4, h - 3.2, 0.5, c.url("ds"), "#000/.5", 1);
      s += display(c, W / 2 - 3.4, -h + 2.2, 6.8, 2.6, "oven");
      for (let i = 0; i < 5; i++) {
        const x = 2.6 + i * 1.9;
        s += circle(c, x, -h / 2, 0.45, "none", GLOW + "/.7", 1);
        s += circle(c, W - x, -h / 2, 0.45, "none", GLOW + "/.7", 1);
      }
      for (let i = 0; i < 4; i++) s += rect(c, W / 2 - 3.4 + i * 1.8, -h + 5.6, 1.2, 0.5, 0.25, GLOW + "/.5");
    } else {
      s += display(c, W / 2 - 3.4, -h + 1.5, 6.8, 2.2, "oven");
      for (let i = 0; i < 4; i++) {
        s += key(c, 3 + i * 1.9, -h + 2.0, 1.4, 0.9);
        s += key(c, W - 4.4 - i * 1.9, -h + 2.0, 1.4, 0.9);
      }
    }
    return s;
  });
}

function ovenCavity(c: Ctx, x0: number, y0: number, x1: number, y1: number, depth: number): string {
  let s = cavity(c, x0, y0, x1, y1, depth, ENAMEL, (b) => {
    const cx = (b[0][0] + b[1][0]) / 2;
    const cy = (b[0][1] + b[3][1]) / 2;
    const r = (b[1][0] - b[0][0]) * 0.16;
    let t = circle(c, cx, cy, r, "#2c3136", "#000/.5", 1);
    const l: Array<[Pt, Pt]> = [];
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      l.push([
        [cx + Math.cos(a) * r * 0.35, cy + Math.sin(a) * r * 0.35],
        [cx + Math.cos(a) * r * 0.85, cy + Math.sin(a) * r * 0.85],
      ]);
    }
    t += segs(c, l, "#5a6168", 1.2);
    t += circle(c, cx, cy, r * 0.22, "#3b4147");
    t += rect(c, b[0][0] + 1, b[0][1] + 1, 1.6, 1.2, 0.3, "#ffe6a6", "#000/.3", 0.8);
    t += ellipse(c, b[0][0] + 1.8, b[0][1] + 2.6, 3.2, 2.4, "#ffe6a6/.12");
    return t;
  });
  const mid = (y0 + y1) / 2;
  for (const y of [mid - 1, y1 - 5]) s += rack(c, x0 + 0.3, x1 - 0.3, y, -depth + 1, -0.6, "#c3c9ce", 18);
  for (const side of [x0, x1]) {
    const l: Array<[Pt, Pt]> = [];
    for (let y = y0 + 3; y < y1 - 1; y += 2.6) l.push([c.p(side, y, -1), c.p(side, y, -depth + 1)]);
    s += segs(c, l, "#000/.5", 1.2);
  }
  return s;
}

/** An oven door lowered flat, hinged at y = yh, seen from the viewpoint. */
function loweredDoor(c: Ctx, x0: number, x1: number, yh: number, L: number): string {
  const p = c.pal;
  const q = [c.p(x0, yh, 0), c.p(x1, yh, 0), c.p(x1, yh, L), c.p(x0, yh, L)];
  let s = poly(c, q, "#3b4046", p.edge, 1.3);
  s += poly(c, subQuad(q, 0.1, 0.9, 0.12, 0.88), "#15191d", "#000/.6", 1);
  s += poly(c, subQuad(q, 0.16, 0.4, 0.16, 0.84), "#fff/.06");
  const t = 2.2;
  const e = [c.p(x0, yh, L), c.p(x1, yh, L), c.p(x1, yh + t, L), c.p(x0, yh + t, L)];
  s += poly(c, e, c.url("bd"), p.edge, 1.2);
  return s;
}

function range(c: Ctx, v: BaseView, kind: Cooktop, slideIn: boolean): string {
  const { W, H } = RANGE;
  const p = c.pal;
  const front = slideIn || kind === "gas";
  const ctrl = front ? 4.6 : 1.2;
  const doorTop = ctrl + 0.3;
  const doorBot = 28.2;
  let s = "";
  if (!slideIn) s += backguard(c, kind);
  s += cooktop(c, kind, slideIn);
  s += panel(c, 0, 0, W, H - 1.2, 0.4);
  s += kick(c, 0.5, H - 1.2, W - 1, 1.2);
  s += rect(c, 0, 0, W, 0.9, 0.2, "#000/.1");
  if (front) {
    s += rect(c, 0, 0.9, W, ctrl - 0.9, 0.2, c.url("pn"), p.seam, 1.1);
    if (kind === "gas") {
      const xs = slideIn ? [3, 6.6, 10.2, W - 10.2, W - 6.6, W - 3] : [3.4, 7.6, W / 2, W - 7.6, W - 3.4];
      for (const x of xs) s += rangeKnob(c, x, 2.8, 1.35);
      if (slideIn) s += display(c, W / 2 - 2.6, 1.7, 5.2, 2.2, "oven");
    } else {
      for (const x of [3.2, 7.2, W - 7.2, W - 3.2]) s += rangeKnob(c, x, 2.8, 1.35);
      s += display(c, W / 2 - 3.8, 1.6, 7.6, 2.4, "oven");
    }
  }
  s += rect(c, 0, doorBot + 0.3, W, H - 1.5 - doorBot - 0.3, 0.3, c.url("bd"), p.seam, 1.1);
  s += rect(c, W / 2 - 5, doorBot + 0.8, 10, 0.6, 0.3, "#000/.2");
  if (v === "front") {
    s += panel(c, 0, doorTop, W, doorBot - doorTop, 0.4);
    s += glass(c, 3.6, doorTop + 4.8, W - 7.2, doorBot - doorTop - 8.8, 0.8);
    s += handleH(c, 2.2, doorTop + 2.0, W - 4.4, 1.05);
  } else {
    s += rect(c, 0, doorTop, W, doorBot - doorTop, 0.4, c.url("bd"), p.edge, 1.4);
    s += ovenCavity(c, 2.0, doorTop + 1.2, W - 2.0, doorBot - 0.8, 19);
    s += loweredDoor(c, 0, W, doorBot, doorBot - doorTop);
  }
  return s;
}

function wallOven(c: Ctx, v: BaseView): string {
  const W = 29.8;
  const H = 28.9;
  const p = c.pal;
  let s = panel(c, 0, 0, W, H, 0.6);
  s += rect(c, 0.5, 0.5, W - 1, 3.8, 0.3, p.dark ? c.url("ds") : c.url("pn"), p.seam, 1.1);
  s += display(c, W / 2 - 4.5, 1.0, 9, 2.7, "oven");
  for (let i = 0; i < 4; i++) {
    s += key(c, 2.2 + i * 2.2, 1.75, 1.6, 1.0);
    s += key(c, W - 3.8 - i * 2.2, 1.75, 1.6, 1.0);
  }
  const top = 4.7;
  const bot = H - 0.6;
  if (v === "front") {
    s += panel(c, 0.3, top, W - 0.6, bot - top, 0.4);
    s += glass(c, 3.8, top + 4.6, W - 7.6, bot - top - 7.4, 0.8);
    s += handleH(c, 2.2, top + 2.0, W - 4.4, 1.05);
  } else {
    s += rect(c, 0.3, top, W - 0.6, bot - top, 0.4, c.url("bd"), p.edge, 1.3);
    s += ovenCavity(c, 1.8, top + 0.8, W - 1.8, bot - 0.4, 19);
    s += loweredDoor(c, 0.3, W - 0.3, bot, bot - top);
  }
  return s;
}

/* ---- Catalogue of shapes ---------------------------------------------------------------- */

const RANGE_CAM: Cam = { ey: -62, d: 170 };
const RANGE_OPEN: Cam = { ey: -56, d: 150 };

const SHAPES: Shape[] = [
  {
    slug: "washer-front-load",
    W: 27,
    floor: 38.7,
    D: 30,
    cams: { front: LAUNDRY_CAM, open: LAUNDRY_OPEN },
    draw: washerFrontLoad,
    detail: { view: "front", focus: [-0.5, -4.5, 28, 15] },
  },
  {
    slug: "washer-top-load",
    W: 27.5,
    floor: 36,
    D: 27,
    cams: { front: LAUNDRY_CAM, open: { ey: -70, d: 120 } },
    draw: washerTopLoad,
    detail: { view: "front", focus: [-0.5, -12.5, 28.5, 16] },
  },
  {
    slug: "dryer-electric",
    W: 27,
    floor: 38.7,
    D: 30,
    cams: { front: LAUNDRY_CAM, open: LAUNDRY_OPEN },
    draw: dryerElectric,
    detail: { view: "front", focus: [-0.5, -4.5, 28, 15] },
  },
  {
    slug: "dryer-gas",
    W: 27,
    floor: 36,
    D: 28,
    cams: { front: LAUNDRY_CAM, open: LAUNDRY_OPEN },
    draw: dryerGas,
    detail: { view: "front", focus: [-0.5, -11.5, 28, 15] },
  },
  {
    slug: "dishwasher",
    W: DW.W,
    floor: DW.H,
    D: DW.D,
    cams: { front: LAUNDRY_CAM, open: { ey: -44, d: 150 } },
    foot: { open: [0, DW.W, 28] },
    draw: (c, v) => dishwasher(c, v, false),
    detail: { view: "front", focus: [-0.5, -3.8, 25, 12] },
  },
  {
    slug: "dishwasher-built-in",
    W: DW.W,
    floor: DW.H,
    D: DW.D,
    cams: { front: LAUNDRY_CAM, open: { ey: -44, d: 150 }, detail: { ey: -70, d: 110 } },
    foot: { open: [0, DW.W, 28] },
    draw: (c, v) => dishwasher(c, v, true),
    detail: { view: "front", focus: [-0.5, -5, 25, 12] },
  },
  {
    slug: "microwave-otr",
    W: 29.9,
    floor: 16.4,
    D: 16,
    floating: true,
    cams: { front: { ey: 4, d: 150 }, open: { ey: 2, d: 110 } },
    draw: microwave,
    detail: { view: "front", focus: [15, 0, 15.5, 16.5] },
  },
  {
    slug: "fridge-french-door",
    W: 35.75,
    floor: 70,
    D: 29,
    cams: { front: FRIDGE_CAM, open: FRIDGE_CAM },
    draw: fridgeFrench,
    detail: { view: "front", focus: [2, 9, 18, 18] },
  },
  {
    slug: "fridge-side-by-side",
    W: 35.75,
    floor: 70,
    D: 29,
    cams: { front: FRIDGE_CAM, open: FRIDGE_CAM },
    draw: fridgeSideBySide,
    detail: { view: "front", focus: [0.5, 12, 19, 19] },
  },
  {
    slug: "fridge-top-freezer",
    W: 29.6,
    floor: 66.2,
    D: 28,
    cams: { front: FRIDGE_CAM, open: FRIDGE_CAM },
    draw: fridgeTopFreezer,
    detail: { view: "open", focus: [3, 17, 24, 16] },
  },
  {
    slug: "fridge-bottom-freezer",
    W: 29.6,
    floor: 67.5,
    D: 29,
    cams: { front: FRIDGE_CAM, open: FRIDGE_CAM },
    draw: fridgeBottomFreezer,
    detail: { view: "open", focus: [3, -0.5, 24, 16] },
  },
  {
    slug: "fridge-compact",
    W: 18.7,
    floor: 33.4,
    D: 19,
    cams: { front: { ey: -40, d: 150 }, open: { ey: -40, d: 150 } },
    draw: fridgeCompact,
    detail: { view: "open", focus: [1, 0, 18, 16] },
  },
  ...(
    [
      ["range-electric", "electric", false],
      ["range-gas", "gas", false],
      ["range-induction", "induction", false],
      ["range-slide-in-electric", "electric", true],
      ["range-slide-in-gas", "gas", true],
    ] as Array<[string, Cooktop, boolean]>
  ).map(([slug, kind, slideIn]): Shape => ({
    slug,
    W: RANGE.W,
    floor: RANGE.H,
    D: RANGE.D,
    cams: { front: RANGE_CAM, open: RANGE_OPEN },
    foot: { open: [0, RANGE.W, 24] },
    draw: (c, v) => range(c, v, kind, slideIn),
    detail: {
      view: "front",
      focus: slideIn
        ? [-1, -9.5, RANGE.W + 2, 16]
        : kind === "gas"
          ? [-1, -16, RANGE.W + 2, 22]
          : [-1, -22, RANGE.W + 2, 18],
    },
  })),
  {
    slug: "wall-oven",
    W: 29.8,
    floor: 28.9,
    D: 24,
    floating: true,
    cams: { front: { ey: -8, d: 160 }, open: { ey: -20, d: 140 } },
    foot: { open: [0, 29.8, 24] },
    draw: wallOven,
    detail: { view: "front", focus: [-0.5, -1, 30.8, 12] },
  },
];

/* ------------------------------------------------------------------------------------------ */
/* Rendering                                                                                   */

function shadowFor(c: Ctx, s: Shape, v: BaseView): string {
  const foot = s.foot?.[v] ?? [0, s.W, 0];
  const zb = -s.D;
  if (s.floating) {
    const y = s.floor + 3.2;
    return ellipse(c, s.W / 2, y, s.W * 0.5, 1.5, c.url("sd")) + ellipse(c, s.W / 2, y, s.W * 0.32, 0.6, "#000/.08");
  }
  const pts = [
    c.p(foot[0], s.floor, foot[2]),
    c.p(foot[1], s.floor, foot[2]),
    c.p(0, s.floor, zb),
    c.p(s.W, s.floor, zb),
  ];
  const xs = pts.map((q) => q[0]);
  const ys = pts.map((q) => q[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const rx = (Math.max(...xs) - Math.min(...xs)) / 2 + s.W * 0.12;
  const ry = Math.max(1.4, (y1 - y0) * 0.5) + s.W * 0.04;
  const front = c.p(s.W / 2, s.floor, 0);
  return (
    ellipse(c, cx, y1 - (y1 - y0) * 0.35, rx, ry, c.url("sd")) +
    ellipse(c, front[0], front[1] - 0.1, s.W * 0.52, 0.5, "#000/.22")
  );
}

function render(shape: Shape, color: ColorSlug, view: View): string {
  const pal = PALS[color];
  const base: BaseView = view === "detail" ? shape.detail.view : view;
  const cam = (view === "detail" ? shape.cams.detail : undefined) ?? shape.cams[base];
  PREC = 100;
  const probe = new Ctx(pal, cam, shape.W / 2, 10);
  shape.draw(probe, base);
  const b = probe.box;
  let scale: number;
  let cxIn: number;
  let cyIn: number;
  let mask = "";
  if (view === "detail") {
    const [fx, fy, fw, fh] = shape.detail.focus;
    scale = Math.min(700 / fw, 640 / fh);
    cxIn = fx + fw / 2;
    cyIn = fy + fh / 2;
    const mw = Math.min(760, fw * scale + 20);
    const mh = Math.min(760, fh * scale + 20);
    mask =
      `<filter id="fb" filterUnits="userSpaceOnUse" x="0" y="0" width="800" height="800"><feGaussianBlur stdDeviation="16"/></filter>` +
      `<mask id="mk" maskUnits="userSpaceOnUse" x="0" y="0" width="800" height="800"><rect x="${f2(400 - mw / 2)}" y="${f2(400 - mh / 2)}" width="${f2(mw)}" height="${f2(mh)}" rx="40" fill="#fff" filter="url(#fb)"/></mask>`;
  } else {
    const bw = b.x1 - b.x0;
    const bh = b.y1 - b.y0;
    scale = Math.min(600 / bh, 640 / bw);
    cxIn = (b.x0 + b.x1) / 2;
    cyIn = (b.y0 + b.y1) / 2 + 8 / scale;
  }
  PREC = scale < 14 ? 10 : 100;
  const c = new Ctx(pal, cam, shape.W / 2, scale);
  if (view === "detail") c.sw = 1.3;
  const art = shape.draw(c, base);
  const shadow = view === "detail" ? "" : shadowFor(c, shape, base);
  const tx = 400 - cxIn * scale;
  const ty = 400 - cyIn * scale;
  const g = `<g stroke-linejoin="round" stroke-linecap="round" transform="matrix(${f3(scale)} 0 0 ${f3(scale)} ${f2(tx)} ${f2(ty)})">${shadow}${art}</g>`;
  const defs = [...c.defs.values()].join("") + mask;
  const body = view === "detail" ? `<g mask="url(#mk)">${g}</g>` : g;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800"><defs>${defs}</defs>${body}</svg>\n`;
}

function placeholder(): string {
  const line = (w: number, fill = "none"): string =>
    `fill="${fill}" stroke="#b7bec5" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<defs><radialGradient id="sd" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".14"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="bd" x1="0" y1="0" x2="1" y2=".3"><stop offset="0" stop-color="#fafbfc"/><stop offset="1" stop-color="#e9ecef"/></linearGradient></defs>` +
    `<ellipse cx="400" cy="702" rx="240" ry="20" fill="url(#sd)"/>` +
    `<rect x="215" y="100" width="370" height="596" rx="20" ${line(8, "url(#bd)")}/>` +
    `<path d="M215 196H585" ${line(6)}/>` +
    `<rect x="245" y="128" width="92" height="40" rx="8" ${line(6)}/>` +
    `<circle cx="386" cy="148" r="20" ${line(6)}/>` +
    `<rect x="432" y="132" width="96" height="32" rx="7" ${line(6)}/>` +
    `<circle cx="400" cy="430" r="150" ${line(8)}/>` +
    `<circle cx="400" cy="430" r="112" ${line(6, "#f1f3f5")} stroke-dasharray="18 16"/>` +
    `<path d="M235 672H565" ${line(6)}/>` +
    `<g transform="translate(400 430)" fill="none" stroke="#98a1aa" stroke-width="9" stroke-linejoin="round" stroke-linecap="round">` +
    `<path d="M-50 -20a10 10 0 0 1 10-10h13l8-13h38l8 13h13a10 10 0 0 1 10 10v54a10 10 0 0 1-10 10h-80a10 10 0 0 1-10-10z"/>` +
    `<circle cx="0" cy="7" r="19"/>` +
    `<path d="M-62 -60L62 64" stroke="#f1f3f5" stroke-width="24"/><path d="M-62 -60L62 64"/></g>` +
    `</svg>\n`
  );
}

function main(): void {
  const out = join(process.cwd(), "public", "products");
  let count = 0;
  let largest = 0;
  let largestName = "";
  for (const shape of SHAPES) {
    const dir = join(out, shape.slug);
    mkdirSync(dir, { recursive: true });
    for (const color of COLORS) {
      for (const view of VIEWS) {
        const svg = render(shape, color, view);
        writeFileSync(join(dir, `${color}-${view}.svg`), svg);
        count++;
        if (svg.length > largest) {
          largest = svg.length;
          largestName = `${shape.slug}/${color}-${view}.svg`;
        }
      }
    }
  }
  writeFileSync(join(out, "placeholder.svg"), placeholder());
  console.log(`wrote ${count + 1} files to ${out} (largest: ${largestName}, ${largest} bytes)`);
}

main();
