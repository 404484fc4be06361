#!/usr/bin/env node
/**
 * Generates every demo illustration of the 마음숲 demo centre as small, deterministic SVG files.
 *
 * Why a generator instead of photos: the demo has to ship without stock photos or network
 * access, and a script keeps each image reproducible and reviewable (same script, byte-identical
 * output). No <text> is used, so rendering never depends on installed (Korean) fonts; the only
 * glyph-like marks ("3", "P" on the map) are drawn as paths.
 *
 * Usage: node scripts/generate-demo-images.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = {
  home: join(ROOT, 'frontend/public/images/home'),
  images: join(ROOT, 'frontend/public/images'),
  public: join(ROOT, 'frontend/public'),
  programs: join(ROOT, 'src/seed/assets/programs'),
  lectures: join(ROOT, 'src/seed/assets/lectures'),
};

// ---------------------------------------------------------------- primitives
const num = (v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? 0 : r;
};
/** Template tag for path data: rounds every interpolated number to one decimal. */
const D = (s, ...v) =>
  s.reduce(
    (a, str, i) => a + str + (i < v.length ? (typeof v[i] === 'number' ? num(v[i]) : v[i]) : ''),
    '',
  );
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('');
const el = (tag, o, inner) =>
  inner === undefined ? `<${tag}${attrs(o)}/>` : `<${tag}${attrs(o)}>${inner}</${tag}>`;
const rect = (x, y, width, height, fill, rx, more = {}) =>
  el('rect', { x, y, width, height, rx, fill, ...more });
const circ = (cx, cy, r, fill, more = {}) => el('circle', { cx, cy, r, fill, ...more });
const ell = (cx, cy, rx, ry, fill, more = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...more });
const path = (d, fill, more = {}) => el('path', { d, fill, ...more });
const line = (d, stroke, width, more = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...more,
  });
const g = (o, ...kids) => el('g', o, kids.join(''));
const at = (x, y, rot = 0, s = 1) =>
  `translate(${num(x)} ${num(y)})` +
  (rot ? ` rotate(${num(rot)})` : '') +
  (s !== 1 ? ` scale(${num(s)})` : '');
const rot = (a, x, y) => ({ transform: `rotate(${num(a)} ${num(x)} ${num(y)})` });

/** Small seeded PRNG (FNV-1a seed + mulberry32) so "random" details are stable between runs. */
function rng(seed) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Wraps a drawing. Content is clipped to the viewBox: when a page letterboxes an image
 * (object-fit: contain, fixed heights) shapes drawn past the edge would otherwise show up.
 * `__ID` is replaced by a per-file prefix in write(), keeping ids unique if SVGs are inlined.
 */
function svg(w, h, title, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${title}</title><defs><clipPath id="__ID-clip"><rect width="${w}" height="${h}"/></clipPath>${defs}</defs>` +
    `<g clip-path="url(#__ID-clip)">${body}</g></svg>\n`
  );
}
const vgrad = (id, a, b) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const hgrad = (id, a, b) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

// ---------------------------------------------------------------- palette
const C = {
  cream: '#fbf7f0',
  beige: '#efe4d2',
  sand: '#e8d7bb',
  wood: '#c99f76',
  woodD: '#a27b57',
  woodL: '#e2c6a3',
  sage: '#b5d3b0',
  green: '#80b48d',
  leaf: '#5f9f78',
  deep: '#3f7f68',
  teal: '#5ca8a0',
  tealD: '#3e8a85',
  tealL: '#cfe7e2',
  sky: '#d3eaf4',
  skyD: '#9fd0e6',
  blue: '#7fb2d9',
  coral: '#ef9f86',
  peach: '#f4c8a4',
  sun: '#f4cf6b',
  lav: '#c8c0e4',
  rose: '#f0b9b4',
  ink: '#41605c',
  white: '#ffffff',
  pot: '#d98f6c',
};
const SKIN = ['#f3cfb3', '#e4b28e', '#d39d77'];
const HAIR = ['#4b3a30', '#6d503a', '#2f2a29', '#8a5d3b'];
const BOOKS = [C.teal, C.coral, C.sun, C.blue, C.green, C.lav, C.rose, '#e9dcc3', C.tealD];

// ---------------------------------------------------------------- icons (drawn in a 100x100 box centred on 0,0)
const ICON = {
  sun: () =>
    line(
      [0, 45, 90, 135, 180, 225, 270, 315]
        .map((a) => {
          const r = (a * Math.PI) / 180;
          return D`M${Math.cos(r) * 26} ${Math.sin(r) * 26}L${Math.cos(r) * 38} ${Math.sin(r) * 38}`;
        })
        .join(''),
      '#eeb144',
      5,
    ) + circ(0, 0, 18, C.sun),
  house: () =>
    path('M-36-2L0-34L36-2Z', C.blue) +
    rect(-26, -6, 52, 40, C.coral, 2) +
    rect(-7, 12, 14, 22, C.woodD, 2) +
    rect(9, 2, 12, 10, '#fff') +
    line('M-44 36H44', C.green, 5),
  tree: () =>
    rect(-5, 2, 10, 34, C.woodD, 3) +
    circ(0, -14, 24, C.green) +
    circ(-17, -2, 14, C.leaf) +
    circ(17, -4, 15, C.leaf) +
    line('M-40 36H40', C.green, 5),
  rainbow: () =>
    line('M-38 22A38 38 0 0 1 38 22', C.coral, 7) +
    line('M-30 22A30 30 0 0 1 30 22', C.sun, 7) +
    line('M-22 22A22 22 0 0 1 22 22', C.green, 7) +
    line('M-14 22A14 14 0 0 1 14 22', C.blue, 7) +
    ell(-36, 26, 14, 8, '#d3e9f3') +
    ell(36, 26, 14, 8, '#d3e9f3'),
  flower: () =>
    line('M0 40V-2', C.leaf, 5) +
    ell(10, 24, 10, 4.5, C.green, rot(-30, 10, 24)) +
    [0, 72, 144, 216, 288]
      .map((a) => {
        const r = (a * Math.PI) / 180;
        return circ(Math.sin(r) * 13, -12 - Math.cos(r) * 13, 10, C.rose);
      })
      .join('') +
    circ(0, -12, 8, C.sun),
  fish: () =>
    path('M16 0L38-16V16Z', C.tealD) +
    ell(-4, 0, 26, 16, C.teal) +
    circ(-18, -4, 3, C.ink) +
    circ(-30, -24, 4, 'none', { stroke: C.skyD, 'stroke-width': 2.5 }) +
    circ(-22, -34, 3, 'none', { stroke: C.skyD, 'stroke-width': 2.5 }) +
    line('M-40 30Q-30 24-20 30T0 30T20 30T40 30', C.skyD, 4),
  family: () =>
    [
      [-26, 1, C.coral, HAIR[0]],
      [0, 0.72, C.sun, HAIR[1]],
      [26, 1, C.blue, HAIR[2]],
    ]
      .map(
        ([x, s, c, h]) =>
          path(D`M${x - 13 * s} 38L${x} ${38 - 48 * s}L${x + 13 * s} 38Z`, c) +
          circ(x, 38 - 56 * s, 10 * s, SKIN[0]) +
          path(
            D`M${x - 10 * s} ${38 - 57 * s}A${10 * s} ${10 * s} 0 0 1 ${x + 10 * s} ${38 - 57 * s}Z`,
            h,
          ),
      )
      .join('') + path('M0-40C-8-48-16-40-8-32L0-26L8-32C16-40 8-48 0-40Z', C.rose),
  heart: () => path('M0 30C-42 4-30-32 0-12C30-32 42 4 0 30Z', C.rose),
  boat: () =>
    path('M-34 8H34L24 26H-24Z', C.woodD) +
    line('M0 8V-36', C.ink, 3) +
    path('M3 2V-34L30 2Z', C.coral) +
    path('M-3 2V-26L-24 2Z', C.sun) +
    line('M-42 34Q-32 28-22 34T-2 34T18 34T38 34', C.skyD, 4),
  apple: () =>
    circ(0, 6, 24, C.coral) +
    line('M0-16Q2-24 6-28', C.woodD, 4) +
    ell(12, -20, 10, 5, C.green, rot(-25, 12, -20)),
  car: () =>
    path('M-36 14V0Q-36-6-30-6H-18L-8-22H16L26-6H32Q38-6 38 0V14Z', C.blue) +
    path('M-4-18H14L21-7H-10Z', '#eaf6fb') +
    circ(-18, 15, 9, C.ink) +
    circ(22, 15, 9, C.ink) +
    circ(-18, 15, 3, '#fff') +
    circ(22, 15, 3, '#fff'),
  ball: () =>
    circ(0, 0, 28, C.sun) +
    line('M-28 0Q0-16 28 0', '#fff', 5) +
    line('M0-28Q14 0 0 28', C.coral, 5),
  star: () => path('M0-30L9-10L30-8L14 7L19 28L0 17L-19 28L-14 7L-30-8L-9-10Z', C.sun),
};
const icon = (kind, x, y, size = 100, r = 0) =>
  g({ transform: at(x, y, r, size / 100) }, ICON[kind]());

// ---------------------------------------------------------------- room pieces (front view, floor line at y)
function room(o) {
  const H = o.horizon ?? 580;
  let s = rect(0, 0, 1200, H, o.wall);
  if (o.wainscot)
    s += rect(0, H - 170, 1200, 170, o.wainscot) + rect(0, H - 176, 1200, 8, o.rail ?? '#fbf8f2');
  s += rect(0, H, 1200, 800 - H, o.floor);
  s += line(D`M0 ${H + 52}H1200M0 ${H + 120}H1200M0 ${H + 198}H1200`, o.plank, 3);
  s += rect(0, H - 12, 1200, 14, o.base ?? '#fbf8f2');
  return s;
}

function win(x, y, w, h, o = {}) {
  const fr = o.frame ?? '#fffdf8';
  let s = '';
  if (o.light !== false)
    s += path(
      D`M${x + 10} ${o.floorY ?? 592}H${x + w - 10}L${x + w + 110} 800H${x + 70}Z`,
      '#fff',
      {
        opacity: 0.22,
      },
    );
  s += rect(x - 12, y - 12, w + 24, h + 24, fr, 10);
  s += rect(x, y, w, h, o.sky ?? C.sky, 3);
  s += circ(x + w * 0.74, y + h * 0.28, Math.min(w, h) * 0.085, '#fff4d2');
  s += ell(x + w * 0.3, y + h * 0.24, w * 0.11, h * 0.04, '#fff', { opacity: 0.9 });
  s += ell(x + w * 0.38, y + h * 0.2, w * 0.07, h * 0.035, '#fff', { opacity: 0.9 });
  s += path(
    D`M${x} ${y + h}V${y + h * 0.7}Q${x + w * 0.3} ${y + h * 0.52} ${x + w * 0.6} ${y + h * 0.68}Q${x + w * 0.8} ${y + h * 0.78} ${x + w} ${y + h * 0.62}V${y + h}Z`,
    o.hill ?? '#bcd9b5',
  );
  s += path(
    D`M${x} ${y + h}V${y + h * 0.86}Q${x + w * 0.5} ${y + h * 0.7} ${x + w} ${y + h * 0.88}V${y + h}Z`,
    o.hill2 ?? '#9cc49a',
  );
  s += line(D`M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}`, fr, 9, {
    'stroke-linecap': 'butt',
  });
  s += rect(x - 26, y + h + 8, w + 52, 16, fr, 5);
  if (o.curtain) {
    s += line(D`M${x - 56} ${y - 32}H${x + w + 56}`, C.woodD, 6);
    s += path(
      D`M${x - 50} ${y - 32}H${x + w * 0.16}Q${x + w * 0.02} ${y + h * 0.45} ${x + w * 0.1} ${y + h + 34}H${x - 50}Z`,
      o.curtain,
    );
    s += path(
      D`M${x + w + 50} ${y - 32}H${x + w * 0.84}Q${x + w * 0.98} ${y + h * 0.45} ${x + w * 0.9} ${y + h + 34}H${x + w + 50}Z`,
      o.curtain,
    );
  }
  return s;
}

function plant(x, y, s = 1, o = {}) {
  const a = o.leaf ?? C.green;
  const b = o.leaf2 ?? C.leaf;
  let out = '';
  (o.angles ?? [-64, -40, -16, 8, 32, 56]).forEach((ang, i) => {
    const r = (ang * Math.PI) / 180;
    const len = s * (i % 2 ? 80 : 96);
    const cx = x + Math.sin(r) * len * 0.62;
    const cy = y - s * 84 - Math.cos(r) * len * 0.62;
    out += ell(cx, cy, s * 19, len * 0.52, i % 2 ? a : b, rot(ang, cx, cy));
  });
  out += path(
    D`M${x - s * 34} ${y - s * 84}H${x + s * 34}L${x + s * 26} ${y}H${x - s * 26}Z`,
    o.pot ?? C.pot,
  );
  out += rect(x - s * 38, y - s * 92, s * 76, s * 14, o.rim ?? '#c97e5c', s * 4);
  return out;
}

function armchair(x, y, col, shade, pillow) {
  return (
    rect(x - 92, y - 32, 12, 32, C.woodD, 4) +
    rect(x + 80, y - 32, 12, 32, C.woodD, 4) +
    rect(x - 100, y - 250, 200, 175, shade, 36) +
    (pillow ? rect(x - 50, y - 196, 100, 74, pillow, 22, rot(-6, x, y - 160)) : '') +
    rect(x - 112, y - 70, 224, 42, shade, 14) +
    rect(x - 86, y - 122, 172, 62, col, 18) +
    rect(x - 122, y - 162, 46, 124, col, 22) +
    rect(x + 76, y - 162, 46, 124, col, 22)
  );
}

function sofa(x, y, w, col, shade, pillows = []) {
  let s =
    rect(x - w / 2 + 18, y - 30, 12, 30, C.woodD, 4) +
    rect(x + w / 2 - 30, y - 30, 12, 30, C.woodD, 4);
  s += rect(x - w / 2 + 20, y - 240, w - 40, 170, shade, 36);
  pillows.forEach((p, i) => {
    const px = x - w / 2 + 90 + (i * (w - 180)) / Math.max(1, pillows.length - 1);
    s += rect(px - 46, y - 192, 92, 70, p, 22, rot(i % 2 ? 5 : -5, px, y - 157));
  });
  s += rect(x - w / 2 + 8, y - 70, w - 16, 42, shade, 14);
  s +=
    rect(x - w / 2 + 36, y - 122, (w - 76) / 2, 62, col, 18) +
    rect(x + 2, y - 122, (w - 76) / 2, 62, col, 18);
  s +=
    rect(x - w / 2 - 8, y - 162, 48, 126, col, 22) +
    rect(x + w / 2 - 40, y - 162, 48, 126, col, 22);
  return s;
}

function sideTable(x, y, r, top = C.woodL) {
  return (
    ell(x, y - 6, r * 0.5, 8, C.woodD) +
    rect(x - 6, y - 128, 12, 122, C.woodD) +
    ell(x, y - 130, r, 16, top)
  );
}

function cupSide(x, y, col) {
  return (
    line(D`M${x + 14} ${y - 24}q12 0 12 9t-12 9`, col, 4) +
    path(D`M${x - 16} ${y - 34}H${x + 16}L${x + 12} ${y}H${x - 12}Z`, col)
  );
}

function floorLamp(x, y, h, shade) {
  return (
    circ(x, y - h + 40, 80, '#fff3c4', { opacity: 0.28 }) +
    line(D`M${x} ${y - 6}V${y - h + 40}`, C.ink, 6) +
    ell(x, y - 4, 34, 8, C.ink) +
    path(D`M${x - 52} ${y - h + 62}L${x - 30} ${y - h}H${x + 30}L${x + 52} ${y - h + 62}Z`, shade)
  );
}

function pendant(x, y, len, col) {
  return (
    line(D`M${x} 0V${len}`, C.ink, 3) +
    path(
      D`M${x - 44} ${len + 44}Q${x - 44} ${len} ${x} ${len}Q${x + 44} ${len} ${x + 44} ${len + 44}Z`,
      col,
    )
  );
}

function clock(x, y, r) {
  return (
    circ(x, y, r, '#fff', { stroke: C.ink, 'stroke-width': 5 }) +
    line(D`M${x} ${y}V${y - r * 0.6}M${x} ${y}L${x + r * 0.45} ${y + r * 0.15}`, C.ink, 4)
  );
}

function rug(x, y, rx, ry, fill, border) {
  return (
    ell(x, y, rx, ry, fill) +
    ell(x, y, rx - 20, ry - 9, 'none', {
      stroke: border,
      'stroke-width': 4,
      'stroke-dasharray': '2 12',
      'stroke-linecap': 'round',
    })
  );
}

function drawing(x, y, w, h, kind, r = 0, paper = '#fffdf9') {
  return g(
    { transform: at(x, y, r) },
    rect(0, 0, w, h, paper, 3, { stroke: '#e4d7c3', 'stroke-width': 2 }),
    rect(w / 2 - 18, -8, 36, 16, '#f3e3a6', 2, { opacity: 0.85 }),
    icon(kind, w / 2, h / 2, Math.min(w, h) * 0.82),
  );
}

function framed(x, y, w, h, kind, frame = C.woodL) {
  return (
    rect(x - 10, y - 10, w + 20, h + 20, frame, 6) +
    rect(x, y, w, h, '#fffdf9', 2) +
    icon(kind, x + w / 2, y + h / 2, Math.min(w, h) * 0.8)
  );
}

function bookshelf(x, yb, w, h, r, o = {}) {
  const rows = o.rows ?? Math.floor((h - 20) / 96);
  const rh = (h - 20) / rows;
  let s = rect(x, yb - h, w, h, o.frame ?? C.wood, 6);
  for (let i = 0; i < rows; i++) {
    const top = yb - h + 10 + i * rh;
    const floor = top + rh - 10;
    s += rect(x + 10, top, w - 20, rh - 10, o.back ?? '#b38b66', 2);
    let bx = x + 16 + (i % 2) * 30 * r();
    const stop = x + w - 20 - 60 * r();
    while (bx < stop) {
      const bw = 14 + Math.floor(r() * 12);
      const bh = (rh - 10) * (0.55 + r() * 0.3);
      if (bx + bw > x + w - 16) break;
      s += rect(bx, floor - bh, bw, bh, BOOKS[Math.floor(r() * BOOKS.length)], 2);
      bx += bw + 3;
    }
    if (i === 0 && o.decor !== false) s += circ(x + w - 42, floor - 16, 16, C.sun);
  }
  return s;
}

function cubby(x, yb, cols, rows, cw, ch, colors) {
  const w = cols * cw + 20;
  const h = rows * ch + 20;
  let s = rect(x, yb - h, w, h, C.woodL, 8);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const bx = x + 10 + c * cw;
      const by = yb - h + 10 + r * ch;
      s += rect(bx + 5, by + 5, cw - 10, ch - 10, '#f6ecdc', 4);
      s += rect(
        bx + 14,
        by + ch * 0.38,
        cw - 28,
        ch * 0.52,
        colors[(r * cols + c) % colors.length],
        10,
      );
    }
  return s;
}

function blocks(x, y, s, cols) {
  const b = 40 * s;
  return [
    [0, 0],
    [1, 0],
    [2, 0],
    [0.5, 1],
    [1.5, 1],
    [1, 2],
  ]
    .map(([i, j], k) =>
      rect(x + i * b, y - (j + 1) * b, b - 3, b - 3, cols[k % cols.length], 6 * s),
    )
    .join('');
}

function ball(x, y, r, col = C.sun) {
  return g({ transform: at(x, y, 0, r / 28) }, ICON.ball().replace(C.sun, col));
}

function teddy(x, y, s, col = '#c89a72', light = '#ecd3b4') {
  return (
    circ(x - 24 * s, y - 110 * s, 13 * s, col) +
    circ(x + 24 * s, y - 110 * s, 13 * s, col) +
    circ(x, y - 42 * s, 42 * s, col) +
    circ(x - 34 * s, y - 12 * s, 16 * s, col) +
    circ(x + 34 * s, y - 12 * s, 16 * s, col) +
    ell(x, y - 38 * s, 24 * s, 26 * s, light) +
    circ(x, y - 94 * s, 32 * s, col) +
    ell(x, y - 85 * s, 14 * s, 10 * s, light) +
    circ(x - 11 * s, y - 100 * s, 3.5 * s, C.ink) +
    circ(x + 11 * s, y - 100 * s, 3.5 * s, C.ink) +
    circ(x, y - 88 * s, 4 * s, C.ink)
  );
}

function toyCar(x, y, s, col = C.coral) {
  return g({ transform: at(x, y - 24 * s, 0, s * 1.6) }, ICON.car().replace(C.blue, col));
}

function teepee(x, y, h, col, stripe) {
  const w = h * 0.82;
  const band = (f1, f2) =>
    path(
      D`M${x - (w / 2) * f1} ${y - h + h * f1}H${x + (w / 2) * f1}L${x + (w / 2) * f2} ${y - h + h * f2}H${x - (w / 2) * f2}Z`,
      stripe,
    );
  return (
    line(
      D`M${x - h * 0.1} ${y - h * 1.12}L${x} ${y - h}M${x + h * 0.1} ${y - h * 1.12}L${x} ${y - h}`,
      C.woodD,
      6,
    ) +
    path(D`M${x} ${y - h}L${x + w / 2} ${y}H${x - w / 2}Z`, col) +
    band(0.3, 0.38) +
    band(0.7, 0.76) +
    path(D`M${x} ${y - h * 0.5}L${x + w * 0.16} ${y}H${x - w * 0.16}Z`, '#8a6a52', {
      opacity: 0.55,
    })
  );
}

function bunting(x1, x2, y, sag, n, cols) {
  const mx = (x1 + x2) / 2;
  let s = line(D`M${x1} ${y}Q${mx} ${y + sag * 2} ${x2} ${y}`, C.ink, 2.5, { opacity: 0.5 });
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const px = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const py = (1 - t) ** 2 * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    s += path(D`M${px - 22} ${py - 3}H${px + 22}L${px} ${py + 42}Z`, cols[i % cols.length]);
  }
  return s;
}

function dollhouse(x, yb, w, h, col, roof) {
  const rw = (w - 30) / 2;
  const rh = (h - 30) / 2;
  const rooms = ['#fdf3e2', '#e3f0ec', '#f8e4df', '#e7ecf7'];
  let s = path(
    D`M${x - w / 2 - 18} ${yb - h + 4}L${x} ${yb - h - w * 0.42}L${x + w / 2 + 18} ${yb - h + 4}Z`,
    roof,
  );
  s += circ(x, yb - h - w * 0.16, w * 0.07, '#fdf3e2');
  s += rect(x - w / 2, yb - h, w, h, col, 4);
  rooms.forEach((rc, i) => {
    const rx = x - w / 2 + 10 + (i % 2) * (rw + 10);
    const ry = yb - h + 10 + Math.floor(i / 2) * (rh + 10);
    s += rect(rx, ry, rw, rh, rc, 2);
    s += [
      rect(rx + rw * 0.12, ry + rh * 0.55, rw * 0.5, rh * 0.45, C.blue, 4) +
        rect(rx + rw * 0.12, ry + rh * 0.42, rw * 0.16, rh * 0.2, '#fff', 3),
      rect(rx + rw * 0.3, ry + rh * 0.6, rw * 0.4, rh * 0.1, C.wood) +
        rect(rx + rw * 0.62, ry + rh * 0.15, rw * 0.26, rh * 0.26, C.sky, 2),
      rect(rx + rw * 0.15, ry + rh * 0.5, rw * 0.34, rh * 0.5, C.coral, 5) +
        circ(rx + rw * 0.75, ry + rh * 0.8, rh * 0.16, C.green),
      rect(rx + rw * 0.55, ry + rh * 0.35, rw * 0.3, rh * 0.65, C.woodL, 3) +
        rect(rx + rw * 0.12, ry + rh * 0.15, rw * 0.3, rh * 0.3, C.sun, 2),
    ][i];
  });
  return s;
}

function easel(x, yb, h, art) {
  const cw = h * 0.52;
  const ch = h * 0.44;
  return (
    line(
      D`M${x - h * 0.26} ${yb}L${x} ${yb - h}L${x + h * 0.26} ${yb}M${x} ${yb - h}L${x + h * 0.04} ${yb - 10}`,
      C.woodD,
      9,
    ) +
    rect(x - cw * 0.62, yb - h * 0.38, cw * 1.24, 14, C.wood, 4) +
    rect(x - cw / 2, yb - h * 0.38 - ch, cw, ch, '#fffdf9', 4, {
      stroke: '#e4d7c3',
      'stroke-width': 3,
    }) +
    g({ transform: at(x, yb - h * 0.38 - ch / 2, 0, ch / 110) }, art)
  );
}
const ART = {
  hills:
    rect(-55, -50, 110, 100, '#e3f1f6') +
    circ(26, -22, 13, C.sun) +
    path('M-55 50V8Q-20-16 12 6T55 0V50Z', C.green) +
    path('M-55 50V28Q0 8 55 30V50Z', C.leaf),
  abstract:
    circ(-18, -10, 26, C.coral, { opacity: 0.85 }) +
    circ(14, 8, 22, C.teal, { opacity: 0.85 }) +
    line('M-44 34Q-20 18 0 34T44 30', C.sun, 8) +
    line('M-40-38L-24-30', C.lav, 7),
  flower: g({ transform: 'scale(0.9)' }, ICON.flower()),
};

function worktable(x, yb, w, top = C.woodL) {
  return (
    rect(x + 20, yb - 190, 14, 190, C.woodD, 4) +
    rect(x + w - 34, yb - 190, 14, 190, C.woodD, 4) +
    rect(x, yb - 206, w, 26, top, 8)
  );
}

function jar(x, yb, col) {
  return (
    rect(x - 17, yb - 40, 34, 40, '#eef6f7', 7, { stroke: '#cfe0e3', 'stroke-width': 2 }) +
    rect(x - 19, yb - 48, 38, 12, col, 5) +
    rect(x - 13, yb - 26, 26, 20, col, 4, { opacity: 0.55 })
  );
}

function brushJar(x, yb) {
  return (
    line(
      D`M${x - 10} ${yb - 30}L${x - 22} ${yb - 96}M${x} ${yb - 30}L${x + 2} ${yb - 104}M${x + 10} ${yb - 30}L${x + 24} ${yb - 92}`,
      C.woodD,
      5,
    ) +
    circ(x - 22, yb - 98, 5, C.coral) +
    circ(x + 2, yb - 106, 5, C.blue) +
    circ(x + 24, yb - 94, 5, C.green) +
    rect(x - 24, yb - 52, 48, 52, C.teal, 10)
  );
}

function sink(x, yb, w) {
  return (
    rect(x, yb - 200, w, 200, '#f3ede3', 6) +
    line(D`M${x + w / 2} ${yb - 170}V${yb - 20}`, '#ddd2c1', 3) +
    circ(x + w / 2 - 16, yb - 100, 5, C.woodD) +
    circ(x + w / 2 + 16, yb - 100, 5, C.woodD) +
    rect(x - 8, yb - 214, w + 16, 20, '#dfe7e6', 6) +
    line(
      D`M${x + w / 2 - 10} ${yb - 212}V${yb - 262}Q${x + w / 2 - 10} ${yb - 276} ${x + w / 2 + 10} ${yb - 276}H${x + w / 2 + 30}V${yb - 262}`,
      '#a9b8b6',
      9,
    )
  );
}

function whiteboard(x, y, w, h) {
  return (
    rect(x - 12, y - 12, w + 24, h + 24, '#dfe5e3', 8) +
    rect(x, y, w, h, '#ffffff', 4) +
    line(D`M${x + 40} ${y + 60}q30-34 60 0t60 0`, C.teal, 6) +
    circ(x + w * 0.62, y + h * 0.32, 34, 'none', { stroke: C.coral, 'stroke-width': 6 }) +
    line(
      D`M${x + 50} ${y + h * 0.62}H${x + w * 0.38}M${x + 50} ${y + h * 0.76}H${x + w * 0.3}`,
      C.ink,
      6,
      { opacity: 0.35 },
    ) +
    g({ transform: at(x + w * 0.8, y + h * 0.66, 0, 0.8) }, ICON.star()) +
    line(
      D`M${x + w * 0.45} ${y + h * 0.7}L${x + w * 0.62} ${y + h * 0.7}M${x + w * 0.58} ${y + h * 0.64}L${x + w * 0.63} ${y + h * 0.7}L${x + w * 0.58} ${y + h * 0.76}`,
      C.green,
      6,
    ) +
    rect(x + w * 0.2, y + h + 10, w * 0.6, 12, '#cfd8d6', 4) +
    rect(x + w * 0.3, y + h + 3, 40, 9, C.blue, 3) +
    rect(x + w * 0.42, y + h + 3, 40, 9, C.coral, 3)
  );
}

function desk(x, yb, w, col = C.woodL, legs = C.woodD) {
  return (
    rect(x + 16, yb - 170, 14, 170, legs, 4) +
    rect(x + w - 30, yb - 170, 14, 170, legs, 4) +
    rect(x, yb - 186, w, 22, col, 8)
  );
}

function chairFront(x, yb, col, s = 1) {
  return (
    rect(x - 36 * s, yb - 170 * s, 72 * s, 84 * s, col, 16 * s) +
    rect(x - 40 * s, yb - 96 * s, 80 * s, 18 * s, col, 8 * s) +
    rect(x - 34 * s, yb - 80 * s, 8 * s, 80 * s, C.woodD, 3) +
    rect(x + 26 * s, yb - 80 * s, 8 * s, 80 * s, C.woodD, 3)
  );
}

function cushion(x, y, rx, col) {
  return (
    ell(x, y + 6, rx, rx * 0.32, '#000', { opacity: 0.06 }) +
    ell(x, y, rx, rx * 0.34, col) +
    ell(x - rx * 0.15, y - rx * 0.08, rx * 0.55, rx * 0.12, '#fff', { opacity: 0.3 })
  );
}

/** Abstract, faceless person; bust=true stops at y (hidden behind a table). */
function person(x, y, h, shirt, o = {}) {
  const skin = o.skin ?? SKIN[0];
  const hair = o.hair ?? HAIR[0];
  const w = h * 0.36;
  const hr = h * (o.child ? 0.12 : 0.1);
  const headY = y - h + hr;
  const sh = y - h + h * 0.27;
  const hip = y - h * 0.36;
  const bottom = o.bust ? y : hip;
  let s = '';
  if (!o.bust)
    s +=
      rect(x - w * 0.34, hip - 6, w * 0.28, h * 0.36 + 6, o.legs ?? '#5d7a76', w * 0.1) +
      rect(x + w * 0.06, hip - 6, w * 0.28, h * 0.36 + 6, o.legs ?? '#5d7a76', w * 0.1);
  s += path(
    D`M${x - w / 2} ${bottom}V${sh + w * 0.32}Q${x - w / 2} ${sh} ${x} ${sh}Q${x + w / 2} ${sh} ${x + w / 2} ${sh + w * 0.32}V${bottom}Z`,
    shirt,
  );
  s += circ(x, headY, hr, skin);
  if (o.back) return s + circ(x, headY - hr * 0.04, hr * 1.04, hair);
  s += path(
    D`M${x - hr * 1.04} ${headY + hr * 0.1}A${hr * 1.04} ${hr * 1.04} 0 0 1 ${x + hr * 1.04} ${headY + hr * 0.1}Q${x} ${headY - hr * 0.45} ${x - hr * 1.04} ${headY + hr * 0.1}Z`,
    hair,
  );
  if (o.long)
    s +=
      rect(x - hr * 1.04, headY, hr * 0.4, hr * 1.3, hair, hr * 0.2) +
      rect(x + hr * 0.64, headY, hr * 0.4, hr * 1.3, hair, hr * 0.2);
  return s;
}

function bubble(x, y, w, h, col, tailLeft = true) {
  const tx = tailLeft ? x + w * 0.22 : x + w * 0.78;
  return (
    rect(x, y, w, h, col, h * 0.4) +
    path(
      D`M${tx - 16} ${y + h - 4}L${tx + (tailLeft ? -22 : 22)} ${y + h + 34}L${tx + 18} ${y + h - 4}Z`,
      col,
    ) +
    [0.32, 0.5, 0.68]
      .map((f) => circ(x + w * f, y + h / 2, h * 0.08, '#fff', { opacity: 0.95 }))
      .join('')
  );
}

// ---------------------------------------------------------------- top-view pieces
function paper(x, y, w, h, r, inner = '') {
  return g(
    { transform: at(x, y, r) },
    rect(-w / 2 + 6, -h / 2 + 8, w, h, '#000', 4, { opacity: 0.06 }),
    rect(-w / 2, -h / 2, w, h, '#fffdf9', 4),
    inner,
  );
}
function crayon(x, y, len, r, col) {
  return g(
    { transform: at(x, y, r) },
    rect(-len / 2, -8, len, 16, col, 5) +
      path(D`M${len / 2 - 2} -8L${len / 2 + 18} 0L${len / 2 - 2} 8Z`, col) +
      rect(-len / 6, -8, len / 6, 16, '#fff', 0, { opacity: 0.4 }),
  );
}
function pot(x, y, r, col) {
  return (
    circ(x + 4, y + 6, r, '#000', { opacity: 0.06 }) +
    circ(x, y, r, '#fff', { stroke: '#dfd6c8', 'stroke-width': 3 }) +
    circ(x, y, r * 0.72, col)
  );
}
function cupTop(x, y, r, col, tea = '#b98a62') {
  return (
    circ(x + 4, y + 6, r * 1.45, '#000', { opacity: 0.05 }) +
    circ(x, y, r * 1.45, '#fffdf9', { stroke: '#e6dccd', 'stroke-width': 2 }) +
    rect(x + r * 0.8, y - 7, r * 0.75, 14, col, 7) +
    circ(x, y, r, col) +
    circ(x, y, r * 0.76, tea)
  );
}
function card(x, y, w, h, r, kind, border = C.tealL) {
  return g(
    { transform: at(x, y, r) },
    rect(-w / 2 + 5, -h / 2 + 7, w, h, '#000', 10, { opacity: 0.06 }),
    rect(-w / 2, -h / 2, w, h, '#fffdf9', 10, { stroke: border, 'stroke-width': 6 }),
    icon(kind, 0, 0, Math.min(w, h) * 0.8),
  );
}
function puzzle(x, y, s, r, col) {
  return g(
    { transform: at(x, y, r, s) },
    rect(-30, -30, 60, 60, col, 8) + circ(0, -32, 13, col) + circ(32, 0, 13, col),
  );
}
function blockDesign(x, y, s, r, pattern) {
  // 2x2 block design: 0 white, 1 red, 2/3 diagonal halves
  const red = '#e07a6b';
  let inner = rect(-62, -62, 124, 124, '#d9cfc0', 12);
  pattern.forEach((p, i) => {
    const bx = -58 + (i % 2) * 60;
    const by = -58 + Math.floor(i / 2) * 60;
    inner += rect(bx, by, 56, 56, p === 1 ? red : '#ffffff', 6);
    if (p === 2)
      inner += path(
        D`M${bx} ${by + 56}L${bx + 56} ${by}V${by + 50}Q${bx + 56} ${by + 56} ${bx + 50} ${by + 56}Z`,
        red,
      );
    if (p === 3)
      inner += path(
        D`M${bx} ${by}H${bx + 50}Q${bx + 56} ${by} ${bx + 56} ${by + 6}V${by + 56}Z`,
        red,
      );
  });
  return g({ transform: at(x, y, r, s) }, inner);
}
function dice(x, y, s, r, pips) {
  const P = {
    1: [[0, 0]],
    3: [
      [-16, -16],
      [0, 0],
      [16, 16],
    ],
    5: [
      [-16, -16],
      [16, -16],
      [0, 0],
      [-16, 16],
      [16, 16],
    ],
  }[pips];
  return g(
    { transform: at(x, y, r, s) },
    rect(-30, -30, 60, 60, '#fffdf9', 12, { stroke: '#e3d8c7', 'stroke-width': 3 }) +
      P.map(([px, py]) => circ(px, py, 6, C.ink)).join(''),
  );
}

function plantTop(x, y, s) {
  let out =
    circ(x + 5, y + 7, 62 * s, '#000', { opacity: 0.06 }) +
    circ(x, y, 62 * s, '#efe6d6') +
    circ(x, y, 50 * s, '#8a6a52');
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * 360 + 20;
    const r = (a * Math.PI) / 180;
    const cx = x + Math.sin(r) * 40 * s;
    const cy = y - Math.cos(r) * 40 * s;
    out += ell(cx, cy, 16 * s, 40 * s, i % 2 ? C.green : C.leaf, rot(a, cx, cy));
  }
  return out + circ(x, y, 14 * s, C.leaf);
}

// ---------------------------------------------------------------- home: centre rooms
const HOME = {
  'center-1': () =>
    svg(
      1200,
      800,
      '상담실: 마주 보는 안락의자와 햇살이 드는 창가가 있는 개별 상담 공간',
      room({ wall: '#efe5d6', wainscot: '#e7d9c4', floor: '#d7be9b', plank: '#cbb08a' }) +
        win(120, 110, 300, 280, { curtain: '#cfe3dc' }) +
        drawing(530, 140, 130, 100, 'house', -3) +
        drawing(690, 160, 110, 130, 'sun', 3) +
        bookshelf(900, 580, 230, 420, rng('center-1')) +
        rug(600, 712, 400, 62, '#bfd8ca', '#8dbaa5') +
        floorLamp(484, 596, 330, '#f6e2b8') +
        armchair(320, 712, C.teal, '#4e958d', '#f3dcc3') +
        armchair(880, 712, '#e7b993', '#d39f78', C.tealL) +
        sideTable(600, 712, 66) +
        cupSide(580, 582, '#fffdf9') +
        plant(626, 582, 0.38, { pot: C.teal, rim: C.tealD }) +
        plant(56, 790, 1.15),
    ),
  'center-2': () =>
    svg(
      1200,
      800,
      '놀이치료실: 장난감 선반과 놀이 매트, 인형의 집이 있는 밝은 놀이 공간',
      room({ wall: '#dbeaf0', floor: '#eadcc4', plank: '#dccaab' }) +
        bunting(40, 1160, 40, 36, 16, [C.coral, C.sun, C.teal, C.lav]) +
        win(700, 130, 270, 240) +
        drawing(120, 150, 120, 100, 'rainbow', -3) +
        drawing(280, 140, 100, 120, 'flower', 2) +
        drawing(420, 160, 120, 96, 'fish', -1) +
        cubby(60, 580, 3, 2, 130, 100, [C.coral, C.teal, C.sun, C.lav, C.green, C.blue]) +
        teddy(140, 354, 0.55) +
        blocks(260, 356, 0.6, [C.coral, C.sun, C.teal, C.blue, C.green, C.lav]) +
        ball(400, 332, 24, C.coral) +
        [0, 1, 2, 3, 4, 5]
          .map((i) =>
            rect(250 + i * 112, 640, 108, 60, [C.tealL, '#f7dccb', '#f6ebbd', '#dcd6f0'][i % 4], 6),
          )
          .join('') +
        [0, 1, 2, 3, 4, 5]
          .map((i) =>
            rect(250 + i * 112, 704, 108, 60, ['#f6ebbd', '#dcd6f0', C.tealL, '#f7dccb'][i % 4], 6),
          )
          .join('') +
        blocks(330, 700, 0.9, [C.blue, C.coral, C.sun, C.green, C.teal, C.lav]) +
        ball(620, 690, 40, C.teal) +
        toyCar(760, 724, 1, C.coral) +
        dollhouse(1060, 580, 190, 200, '#f3e6d3', C.coral) +
        plant(1120, 800, 0.8, { pot: C.teal, rim: C.tealD }),
    ),
  'center-3': () =>
    svg(
      1200,
      800,
      '미술치료실: 이젤과 작업 테이블, 아이들의 그림이 걸린 창작 공간',
      room({ wall: '#f4ecdf', wainscot: '#eadfcd', floor: '#d9ccb8', plank: '#cdbea6' }) +
        line('M60 130Q330 175 600 130', C.ink, 2.5, { opacity: 0.5 }) +
        drawing(90, 140, 110, 90, 'sun', -4) +
        drawing(230, 152, 100, 110, 'tree', 2) +
        drawing(360, 152, 110, 92, 'boat', -2) +
        drawing(495, 140, 90, 100, 'heart', 4) +
        win(840, 120, 260, 260, { curtain: '#f2d9c4' }) +
        plant(970, 396, 0.34, { angles: [-50, -20, 10, 40] }) +
        sink(40, 596, 170) +
        easel(330, 640, 420, ART.hills) +
        chairFront(620, 700, C.teal, 0.9) +
        chairFront(840, 700, '#e7b993', 0.9) +
        worktable(520, 680, 420) +
        jar(580, 474, C.coral) +
        jar(630, 474, C.teal) +
        jar(680, 474, C.sun) +
        brushJar(760, 474) +
        rect(830, 466, 90, 8, '#fffdf9', 2, rot(-4, 870, 470)),
    ),
  'center-4': () =>
    svg(
      1200,
      800,
      '대기실: 편안한 소파와 그림책 선반, 안내 데스크가 있는 아늑한 대기 공간',
      room({ wall: '#e3ede4', wainscot: '#d6e4d8', floor: '#d6bf9f', plank: '#caaf8b' }) +
        pendant(900, 0, 120, C.teal) +
        pendant(1060, 0, 90, '#e7b993') +
        framed(170, 150, 110, 90, 'tree') +
        framed(320, 130, 90, 110, 'family') +
        framed(450, 150, 110, 90, 'boat') +
        clock(630, 170, 40) +
        rect(590, 330, 170, 250, C.woodL, 8) +
        [0, 1, 2]
          .map(
            (i) =>
              rect(600, 338 + i * 80, 150, 72, '#f6ecdc', 4) +
              rect(612 + (i % 2) * 10, 352 + i * 80, 56, 58, BOOKS[i], 3) +
              rect(682 - (i % 2) * 6, 348 + i * 80, 52, 62, BOOKS[i + 3], 3),
          )
          .join('') +
        rug(380, 720, 330, 56, '#c8dfcf', '#94bda6') +
        sofa(370, 690, 460, '#8ebfb2', '#73a99b', ['#f4dcc3', '#f6ebbd', '#f2c9bd']) +
        path('M820 580V440Q820 410 850 410H1160V580Z', '#e7d6bd') +
        rect(806, 396, 380, 24, C.wood, 8) +
        rect(820, 500, 340, 14, C.teal) +
        plant(1110, 396, 0.42) +
        rect(280, 730, 200, 18, C.woodL, 8) +
        rect(300, 748, 12, 40, C.woodD) +
        rect(448, 748, 12, 40, C.woodD) +
        rect(320, 716, 70, 14, C.coral, 3) +
        rect(330, 704, 54, 12, C.sun, 3) +
        plant(60, 800, 1.1),
    ),
  'center-5': () =>
    svg(
      1200,
      800,
      '집단활동실: 화이트보드와 낮은 원탁, 방석이 둥글게 놓인 그룹 활동 공간',
      room({ wall: '#dfeeeb', floor: '#e6d6bc', plank: '#d8c6a6' }) +
        whiteboard(360, 110, 440, 250) +
        win(910, 130, 220, 250) +
        drawing(70, 150, 110, 90, 'family', -3) +
        drawing(200, 170, 100, 110, 'star', 3) +
        cubby(60, 580, 2, 2, 110, 90, [C.sun, C.teal, C.coral, C.lav]) +
        plant(1160, 800, 0.95) +
        chairFront(440, 640, C.coral, 0.85) +
        chairFront(600, 640, C.sun, 0.85) +
        chairFront(760, 640, C.teal, 0.85) +
        rect(330, 560, 540, 26, C.woodL, 12) +
        rect(370, 586, 14, 90, C.woodD, 4) +
        rect(816, 586, 14, 90, C.woodD, 4) +
        rect(420, 544, 90, 14, '#fffdf9', 3) +
        rect(640, 542, 70, 18, C.blue, 4) +
        cushion(230, 730, 90, C.lav) +
        cushion(430, 760, 90, C.green) +
        cushion(770, 760, 90, C.peach) +
        cushion(970, 730, 90, C.skyD),
    ),
};

// ---------------------------------------------------------------- map
const glyph3 = 'M-7-10H7L0-2Q9-2 9 5Q9 12 0 12Q-6 12-8 8';
const glyphP = 'M-6 12V-12H2Q10-12 10-4Q10 4 2 4H-6';
function mapSvg() {
  const road = (d, w) => line(d, '#d8cfbd', w + 6) + line(d, '#ffffff', w);
  const blockCol = '#e7e1d3';
  let s = rect(0, 0, 1200, 800, '#f2eee4');
  // river and parks
  s +=
    path('M0 40Q300 0 560 30T1200 10V-10H0Z', C.sky) +
    path('M0 40Q300 0 560 30T1200 10', 'none', { stroke: C.skyD, 'stroke-width': 3 });
  s +=
    rect(40, 110, 170, 240, '#d6e7cf', 24) +
    [0, 1, 2, 3]
      .map((i) => circ(80 + (i % 2) * 80, 160 + Math.floor(i / 2) * 120, 26, '#b6d4ad'))
      .join('');
  s +=
    rect(1010, 130, 160, 210, '#d6e7cf', 24) +
    circ(1060, 190, 24, '#b6d4ad') +
    circ(1120, 280, 30, '#b6d4ad');
  // city blocks (north of main road)
  [
    [330, 110, 230, 130],
    [330, 270, 110, 110],
    [460, 270, 100, 110],
    [720, 100, 200, 60],
    [40, 480, 170, 130],
    [40, 660, 170, 110],
    [330, 500, 230, 110],
    [330, 660, 230, 110],
    [680, 500, 240, 270],
  ].forEach(([x, y, w, h]) => (s += rect(x, y, w, h, blockCol, 12)));
  // apartment town (south-east) with rows of slim buildings
  s += rect(1000, 490, 170, 280, '#e2ddee', 16);
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 2; j++) s += rect(1020 + j * 78, 510 + i * 86, 56, 60, '#cfc7e4', 6);
  // roads
  s += road('M0 440H1200', 56);
  s += road('M270 0V800', 56);
  s += road('M600 80V800', 30);
  s += road('M960 80V800', 30);
  s += road('M270 80H1200', 26);
  s += road('M0 640H270M600 640H960', 24);
  s += road('M600 250H960', 24);
  s += line('M0 440H1200M270 0V800', '#f3d9a2', 3, {
    'stroke-dasharray': '22 18',
    'stroke-linecap': 'butt',
  });
  // car park behind the centre (north side, reached from the lane)
  s +=
    rect(690, 150, 250, 82, '#e3e7ea', 10) +
    line('M720 156V226M760 156V226M800 156V226M840 156V226M880 156V226', '#ffffff', 4);
  s += g(
    { transform: at(915, 190) },
    rect(-20, -20, 40, 40, '#4f7fbf', 9) + line(glyphP, '#fff', 4.5),
  );
  // the centre (south of the lane) with its pin
  s += rect(690, 278, 250, 120, '#cfe7dd', 14, { stroke: C.tealD, 'stroke-width': 4 });
  s += rect(700, 288, 60, 100, '#bcdccf', 8);
  s += circ(816, 338, 30, '#e9f4ef', { opacity: 0.9 });
  // walking route from exit 3 to the centre (about 722 m)
  s += line('M316 470H618V338H690', C.tealD, 7, { 'stroke-dasharray': '1 16' });
  // metro station + exit 3
  s += circ(270, 440, 36, '#fff', { stroke: C.tealD, 'stroke-width': 6 });
  s +=
    rect(252, 420, 36, 34, C.tealD, 9) +
    rect(258, 426, 24, 12, '#fff', 3) +
    circ(262, 446, 3.5, '#fff') +
    circ(278, 446, 3.5, '#fff') +
    line('M256 462L250 470M284 462L290 470', C.tealD, 4);
  s += g(
    { transform: at(322, 494) },
    circ(0, 0, 20, '#f0a23b', { stroke: '#fff', 'stroke-width': 4 }) + line(glyph3, '#fff', 4.2),
  );
  // bus stop at the apartment town
  s += g(
    { transform: at(1040, 484) },
    rect(-24, -24, 48, 48, '#5a8fd0', 10, { stroke: '#fff', 'stroke-width': 4 }),
    rect(-14, -14, 28, 24, '#fff', 5) +
      rect(-10, -10, 20, 9, '#5a8fd0', 2) +
      circ(-8, 14, 3.5, '#fff') +
      circ(8, 14, 3.5, '#fff'),
  );
  // centre pin
  s += g(
    { transform: at(815, 330) },
    ell(0, 6, 20, 7, '#000', { opacity: 0.15 }),
    path('M0 4C-14-18-40-34-40-64A40 40 0 0 1 40-64C40-34 14-18 0 4Z', C.coral, {
      stroke: '#fff',
      'stroke-width': 5,
    }),
    circ(0, -64, 25, '#fff'),
    path('M0-84C12-78 14-60 0-52C-14-60-12-78 0-84Z', C.leaf),
    line('M0-52V-44', C.tealD, 4),
  );
  // compass and scale bar
  s += g(
    { transform: at(1130, 720) },
    circ(0, 0, 34, '#fff', { opacity: 0.9 }),
    path('M0-24L10 6L0 0L-10 6Z', C.ink),
    path('M0 24L10 6L0 0L-10 6Z', '#c9c2b2'),
  );
  s += line('M40 760H200M40 750V770M120 754V766M200 750V770', C.ink, 4, { opacity: 0.7 });
  return svg(
    1200,
    800,
    '오시는 길 약도: 지하철역 3번 출구에서 센터까지 걷는 길, 버스 정류장, 센터 뒤편 주차장',
    s,
  );
}

// ---------------------------------------------------------------- logo & favicon
/** The tree/leaf mark, drawn in a 160x160 box; the favicon reuses it with bolder strokes. */
function treeMark(o) {
  return (
    circ(80, 80, o.ring ? 74 : 80, o.fill, o.ring ? { stroke: o.ring, 'stroke-width': 8 } : {}) +
    line('M80 130V78M80 112Q66 104 58 90M80 100Q94 92 102 80', o.trunk, o.sw) +
    ell(46, 76, 13, 24, o.leafL, rot(-42, 46, 76)) +
    ell(115, 66, 13, 24, o.leafR, rot(42, 115, 66)) +
    path('M80 20C106 32 114 64 80 84C46 64 54 32 80 20Z', o.leaf) +
    line('M80 42V74', o.vein, o.sw * 0.55) +
    line('M44 132Q80 120 116 132', o.trunk, o.sw)
  );
}
function logoSvg() {
  return svg(
    160,
    160,
    '마음숲 로고: 원 안의 나무와 잎',
    treeMark({
      ring: C.tealD,
      fill: '#e9f4ef',
      trunk: C.tealD,
      sw: 7,
      leaf: C.leaf,
      leafL: C.green,
      leafR: '#97c7a3',
      vein: '#e9f4ef',
    }),
  );
}
function faviconSvg() {
  return svg(
    32,
    32,
    '마음숲',
    g(
      { transform: 'scale(0.2)' },
      treeMark({
        fill: C.tealD,
        trunk: '#e9f4ef',
        sw: 12,
        leaf: '#e9f4ef',
        leafL: '#bfe0cf',
        leafR: '#bfe0cf',
        vein: C.tealD,
      }),
    ),
  );
}

// ---------------------------------------------------------------- program images
/** Thumbnail frame (800x600): soft background, one large round shape, a ground shadow. */
function thumb(bg, blob, body, title) {
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, bg) +
      circ(400, 290, 230, blob) +
      circ(120, 110, 40, '#fff', { opacity: 0.35 }) +
      circ(690, 480, 56, '#fff', { opacity: 0.3 }) +
      ell(400, 500, 260, 26, '#000', { opacity: 0.06 }) +
      body,
  );
}
function tabletop(col, body, title, grain = '#000') {
  return svg(
    1200,
    800,
    title,
    rect(0, 0, 1200, 800, col) +
      line('M0 160H1200M0 330H1200M0 520H1200M0 690H1200', grain, 3, { opacity: 0.05 }) +
      body,
  );
}

const PROGRAM_IMAGES = {
  'play-therapy': {
    thumb: () =>
      thumb(
        '#e3f1ed',
        '#c9e5dd',
        blocks(200, 500, 1.4, [C.coral, C.sun, C.teal, C.blue, C.green, C.lav]) +
          teddy(460, 500, 1.3) +
          ball(620, 458, 42, C.coral),
        '놀이치료: 블록과 곰 인형, 공',
      ),
    images: [
      () =>
        svg(
          1200,
          800,
          '놀이치료 1: 텐트와 매트가 있는 따뜻한 놀이치료실',
          room({ wall: '#f6e6d8', wainscot: '#f0d9c6', floor: '#e4d2b5', plank: '#d5c09f' }) +
            win(110, 120, 260, 240, { curtain: '#cfe3dc' }) +
            bunting(430, 1160, 60, 26, 10, [C.teal, C.sun, C.coral]) +
            drawing(480, 150, 110, 90, 'sun', -2) +
            drawing(620, 150, 110, 90, 'car', 3) +
            cubby(800, 580, 2, 3, 150, 110, [C.teal, C.coral, C.sun, C.green, C.blue, C.lav]) +
            rug(520, 710, 420, 70, '#f7d9c4', '#e6a98a') +
            teepee(300, 700, 380, '#fbf1df', C.teal) +
            blocks(470, 712, 0.9, [C.sun, C.teal, C.coral, C.blue, C.green, C.lav]) +
            teddy(700, 712, 0.9) +
            ball(860, 740, 36, C.green),
        ),
      () =>
        tabletop(
          '#d8c1a1',
          rect(130, 100, 940, 600, '#a9805c', 28) +
            rect(160, 130, 880, 540, '#ecd7ad', 16) +
            path('M160 540Q300 470 420 520T640 500Q700 560 640 670H160Z', '#9fd0e6') +
            path('M190 600Q300 540 400 580', 'none', {
              stroke: '#fff',
              'stroke-width': 5,
              opacity: 0.6,
              'stroke-linecap': 'round',
            }) +
            [
              [820, 250],
              [900, 320],
              [760, 330],
            ]
              .map(
                ([x, y]) =>
                  circ(x + 6, y + 8, 38, '#000', { opacity: 0.08 }) +
                  circ(x, y, 38, C.green) +
                  circ(x - 10, y - 10, 14, '#a7d1ad'),
              )
              .join('') +
            rect(330, 220, 110, 110, C.coral, 8) +
            path('M330 220L385 275L440 220M330 330L385 275L440 330', 'none', {
              stroke: '#d6836a',
              'stroke-width': 4,
            }) +
            circ(560, 300, 22, C.sun) +
            circ(610, 330, 18, C.blue) +
            circ(580, 380, 18, C.lav) +
            path('M880 520l30 60h-60z', '#c8b089') +
            circ(460, 600, 16, '#fff') +
            rect(430, 486, 110, 44, C.woodD, 6) +
            line('M452 490V526M474 490V526M496 490V526M518 490V526', '#8a6446', 3),
          '놀이치료 2: 위에서 내려다본 모래놀이 상자와 작은 나무, 집, 물길',
        ),
      () =>
        svg(
          1200,
          800,
          '놀이치료 3: 낮은 책상에서 블록을 함께 쌓는 치료사와 아이',
          rect(0, 0, 1200, 800, '#dcecf4') +
            circ(980, 180, 120, '#eaf5fa') +
            circ(220, 140, 70, '#eaf5fa') +
            drawing(90, 120, 130, 100, 'rainbow', -3) +
            person(380, 600, 360, C.teal, { hair: HAIR[1], long: true, bust: true }) +
            person(840, 600, 250, C.sun, {
              hair: HAIR[3],
              child: true,
              bust: true,
              skin: SKIN[1],
            }) +
            rect(180, 580, 840, 40, C.woodL, 14) +
            rect(240, 620, 720, 180, '#d8b994') +
            blocks(520, 582, 1.1, [C.coral, C.blue, C.sun, C.green, C.teal, C.lav]) +
            rect(700, 540, 42, 42, C.coral, 7) +
            ball(330, 560, 22, C.green),
        ),
      () =>
        svg(
          1200,
          800,
          '놀이치료 4: 인형의 집과 자동차로 하는 역할놀이',
          room({ wall: '#e6e1f3', floor: '#e8dcc8', plank: '#d9cab0' }) +
            drawing(130, 140, 120, 100, 'family', -2) +
            drawing(290, 160, 100, 110, 'heart', 3) +
            win(860, 120, 240, 240, { hill: '#c9dfc1' }) +
            rect(320, 500, 560, 30, C.wood, 10) +
            rect(350, 530, 20, 80, C.woodD) +
            rect(830, 530, 20, 80, C.woodD) +
            dollhouse(600, 500, 320, 300, '#f7ecdc', C.teal) +
            rug(600, 720, 460, 56, '#cfc6ea', '#a89cd6') +
            toyCar(430, 730, 1.1, C.coral) +
            toyCar(780, 740, 0.9, C.blue) +
            teddy(1000, 760, 0.9, '#d8ad86') +
            plant(120, 800, 0.9),
        ),
    ],
  },
  'art-therapy': {
    thumb: () =>
      thumb(
        '#fbe9dd',
        '#f5d4bf',
        g(
          { transform: at(380, 300, -12) },
          path(
            'M-150 20C-170-80-60-150 40-130S190-40 160 40C140 90 70 70 40 100S-130 130-150 20Z',
            '#fffaf2',
          ),
          circ(-6, 70, 24, '#f5d4bf'),
          circ(-80, -40, 26, C.coral),
          circ(-10, -80, 24, C.sun),
          circ(70, -60, 24, C.teal),
          circ(110, 20, 22, C.blue),
          circ(-100, 40, 22, C.green),
        ) +
          g(
            { transform: at(570, 340, 35) },
            rect(-10, -170, 20, 200, C.woodD, 8),
            rect(-12, -200, 24, 40, '#c9ced0', 4),
            path('M-12-200Q0-260 12-200Z', C.lav),
          ),
        '미술치료: 팔레트와 붓',
      ),
    images: [
      () =>
        svg(
          1200,
          800,
          '미술치료 1: 두 개의 이젤이 놓인 연두빛 미술치료실',
          room({ wall: '#e6f0de', wainscot: '#dbe8d1', floor: '#d9c9ad', plank: '#cdb995' }) +
            win(470, 110, 260, 250, { curtain: '#f4dcc8' }) +
            drawing(110, 140, 110, 100, 'flower', -3) +
            drawing(250, 150, 100, 120, 'tree', 3) +
            drawing(880, 140, 120, 100, 'boat', 2) +
            drawing(1030, 160, 100, 100, 'sun', -3) +
            easel(300, 720, 460, ART.abstract) +
            easel(900, 720, 460, ART.flower) +
            worktable(460, 760, 280) +
            jar(520, 554, C.blue) +
            jar(570, 554, C.coral) +
            brushJar(660, 554),
        ),
      () =>
        tabletop(
          '#e9d6b9',
          paper(600, 380, 460, 330, -4, icon('house', 0, 0, 260)) +
            paper(230, 230, 220, 160, 10, icon('sun', 0, 0, 120)) +
            crayon(980, 220, 130, 28, C.coral) +
            crayon(1000, 300, 130, 20, C.blue) +
            crayon(960, 380, 130, 12, C.green) +
            crayon(240, 560, 120, -30, C.sun) +
            pot(200, 690, 44, C.coral) +
            pot(310, 700, 44, C.teal) +
            pot(420, 690, 44, C.sun) +
            pot(980, 620, 44, C.lav) +
            g(
              { transform: at(800, 660, -18) },
              rect(-160, -9, 260, 18, C.woodD, 8),
              rect(100, -12, 34, 24, '#c9ced0', 4),
              path('M134-12Q190 0 134 12Z', C.blue),
            ),
          '미술치료 2: 위에서 본 작업 책상 위 그림과 크레파스, 물감',
        ),
      () =>
        svg(
          1200,
          800,
          '미술치료 3: 빨랫줄 갤러리에 걸린 아이들의 그림',
          rect(0, 0, 1200, 800, '#fbf3e6') +
            rect(0, 620, 1200, 180, '#e6d6bd') +
            line('M40 200Q600 300 1160 200', C.ink, 3, { opacity: 0.55 }) +
            line('M40 430Q600 520 1160 430', C.ink, 3, { opacity: 0.55 }) +
            [
              ['sun', 110, 214, 150, 120],
              ['house', 330, 244, 140, 130],
              ['fish', 560, 254, 150, 110],
              ['rainbow', 790, 246, 150, 120],
              ['flower', 1000, 220, 120, 140],
              ['tree', 170, 448, 130, 120],
              ['family', 420, 474, 150, 120],
              ['boat', 680, 476, 150, 120],
              ['heart', 930, 456, 130, 110],
            ]
              .map(
                ([k, x, y, w, h], i) =>
                  drawing(x, y, w, h, k, i % 2 ? 3 : -3) +
                  rect(x + w / 2 - 5, y - 16, 10, 22, C.teal, 3),
              )
              .join('') +
            rect(380, 640, 440, 40, C.wood, 14) +
            rect(410, 680, 20, 90, C.woodD) +
            rect(770, 680, 20, 90, C.woodD),
        ),
      () =>
        svg(
          1200,
          800,
          '미술치료 4: 창가 이젤 앞에서 그림을 그리는 아이',
          room({ wall: '#dcebf3', floor: '#e3d3ba', plank: '#d5c2a3' }) +
            win(120, 110, 320, 300, {}) +
            plant(1080, 800, 1.1, { pot: C.teal, rim: C.tealD }) +
            easel(700, 760, 560, ART.hills) +
            person(470, 760, 300, C.coral, {
              child: true,
              hair: HAIR[2],
              legs: C.blue,
              skin: SKIN[2],
            }) +
            line('M520 560L610 500', C.woodD, 8) +
            circ(614, 498, 7, C.green) +
            rug(600, 770, 360, 26, '#c9dde6', '#9fc4d4'),
        ),
    ],
  },
  'speech-therapy': {
    thumb: () =>
      thumb(
        '#e1eef7',
        '#c8e1f1',
        bubble(190, 150, 300, 170, C.teal, true) + bubble(330, 300, 280, 150, '#f1b996', false),
        '언어치료: 주고받는 말풍선',
      ),
    images: [
      () =>
        svg(
          1200,
          800,
          '언어치료 1: 그림 카드가 붙은 벽과 작은 책상이 있는 언어치료실',
          room({ wall: '#eef2f7', wainscot: '#dfe7f0', floor: '#d8c6a8', plank: '#cbb693' }) +
            ['apple', 'sun', 'fish', 'car', 'flower', 'house']
              .map((k, i) =>
                card(
                  160 + (i % 3) * 150,
                  170 + Math.floor(i / 3) * 150,
                  120,
                  120,
                  0,
                  k,
                  [C.tealL, '#f6dccb', '#e2dcf3'][i % 3],
                ),
              )
              .join('') +
            win(760, 110, 320, 280, { curtain: '#d9e8f2' }) +
            chairFront(470, 740, C.blue) +
            chairFront(730, 740, C.sun, 0.8) +
            desk(360, 760, 480) +
            g(
              { transform: at(520, 566) },
              rect(-50, -10, 100, 10, '#fffdf9', 2),
              rect(-46, -20, 92, 10, C.coral, 2),
            ) +
            rect(680, 544, 60, 30, C.tealL, 6) +
            plant(120, 800, 1),
        ),
      () =>
        tabletop(
          '#dcc5a6',
          [
            ['apple', 250, 230, -8, C.tealL],
            ['sun', 520, 200, 5, '#f6dccb'],
            ['fish', 800, 240, -4, '#e2dcf3'],
            ['car', 1000, 420, 9, C.tealL],
            ['flower', 320, 520, 6, '#e2dcf3'],
            ['house', 600, 560, -6, '#f6dccb'],
            ['ball', 870, 620, 4, C.tealL],
          ]
            .map(([k, x, y, r, b]) => card(x, y, 200, 230, r, k, b))
            .join('') + crayon(130, 700, 140, -20, C.blue),
          '언어치료 2: 책상 위에 펼쳐 놓은 그림 낱말 카드',
        ),
      () =>
        svg(
          1200,
          800,
          '언어치료 3: 마주 앉아 이야기를 주고받는 치료사와 아이',
          rect(0, 0, 1200, 800, '#fdf1e4') +
            circ(600, 360, 300, '#f8e2cc') +
            bubble(190, 90, 280, 130, C.teal, false) +
            bubble(720, 170, 240, 110, '#f1b996', true) +
            person(340, 640, 380, C.lav, { hair: HAIR[0], long: true, bust: true }) +
            person(880, 640, 270, C.green, {
              hair: HAIR[1],
              child: true,
              bust: true,
              skin: SKIN[1],
            }) +
            rect(120, 620, 960, 36, C.wood, 14) +
            rect(180, 656, 840, 144, '#d7b48e'),
        ),
    ],
  },
  'social-skills-group': {
    thumb: () =>
      thumb(
        '#e6f2e3',
        '#cfe6c9',
        ell(400, 330, 170, 100, C.woodL) +
          [0, 1, 2, 3, 4, 5]
            .map((i) => {
              const a = (i / 6) * Math.PI * 2 + 0.3;
              const x = 400 + Math.cos(a) * 230;
              const y = 330 + Math.sin(a) * 145;
              const deg = (a * 180) / Math.PI + 90;
              return (
                ell(
                  x,
                  y,
                  58,
                  30,
                  [C.coral, C.teal, C.sun, C.blue, C.lav, C.green][i],
                  rot(deg, x, y),
                ) + circ(x - Math.cos(a) * 8, y - Math.sin(a) * 8, 24, HAIR[i % 4])
              );
            })
            .join('') +
          icon('heart', 400, 330, 90),
        '사회성 향상 그룹: 둥근 탁자에 둘러앉은 아이들',
      ),
    images: [
      () =>
        svg(
          1200,
          800,
          '사회성 향상 그룹 1: 방석이 둥글게 놓인 그룹 활동실',
          room({ wall: '#f1ecdf', wainscot: '#e7e0cd', floor: '#cbdcc4', plank: '#bcd0b4' }) +
            whiteboard(120, 120, 360, 230) +
            win(700, 120, 380, 260, { curtain: '#d6e8d0' }) +
            ell(600, 690, 260, 60, '#b5ccad') +
            [0, 1, 2, 3, 4, 5, 6, 7]
              .map((i) => {
                const a = (i / 8) * Math.PI * 2;
                return [Math.sin(a) * 440 + 600, 690 - Math.cos(a) * 90, i];
              })
              .sort((p, q) => p[1] - q[1])
              .map(([x, y, i]) =>
                cushion(
                  x,
                  y,
                  70,
                  [C.coral, C.sun, C.teal, C.lav, C.peach, C.blue, C.green, C.rose][i],
                ),
              )
              .join('') +
            ball(600, 690, 30, C.coral),
        ),
      () =>
        tabletop(
          '#cfe0cf',
          rect(220, 110, 760, 580, '#fbf5e8', 30) +
            Array.from({ length: 22 }, (_, i) => {
              const side = i < 7 ? 0 : i < 11 ? 1 : i < 18 ? 2 : 3;
              const k = [i, i - 7, i - 11, i - 18][side];
              const x = [260 + k * 100, 860, 860 - k * 100, 260][side];
              const y = [150, 250 + k * 100, 550, 450 - k * 100][side];
              return rect(
                x,
                y,
                88,
                88,
                [C.coral, C.sun, C.teal, C.lav, C.green, C.blue][i % 6],
                12,
                { opacity: 0.85 },
              );
            }).join('') +
            icon('star', 600, 400, 180) +
            dice(450, 420, 1.1, 14, 5) +
            dice(760, 360, 1.1, -10, 3) +
            circ(306, 210, 20, C.ink) +
            circ(330, 190, 20, C.tealD, { stroke: '#fff', 'stroke-width': 4 }) +
            circ(905, 600, 20, '#c0504d', { stroke: '#fff', 'stroke-width': 4 }),
          '사회성 향상 그룹 2: 함께 하는 보드게임과 주사위',
        ),
      () =>
        svg(
          1200,
          800,
          '사회성 향상 그룹 3: 공원에서 손을 잡은 아이들',
          `<rect width="1200" height="800" fill="url(#__ID-sky)"/>` +
            circ(980, 150, 60, '#fff4d2') +
            ell(260, 140, 80, 26, '#fff') +
            ell(320, 120, 60, 24, '#fff') +
            path('M0 520Q300 420 620 500T1200 470V800H0Z', '#bcd9b5') +
            path('M0 600Q400 540 800 600T1200 590V800H0Z', '#9cc49a') +
            rect(1040, 380, 22, 150, C.woodD, 6) +
            circ(1050, 360, 80, C.leaf) +
            circ(1000, 400, 50, C.green) +
            line('M345 560H455M555 560H645M745 560H855', SKIN[0], 14) +
            person(300, 720, 300, C.coral, { child: true, hair: HAIR[0], legs: C.blue }) +
            person(500, 720, 270, C.sun, {
              child: true,
              hair: HAIR[3],
              legs: C.tealD,
              skin: SKIN[1],
              long: true,
            }) +
            person(700, 720, 290, C.teal, {
              child: true,
              hair: HAIR[2],
              legs: '#7b6aa8',
              skin: SKIN[2],
            }) +
            person(900, 720, 260, C.lav, { child: true, hair: HAIR[1], legs: C.coral, long: true }),
          vgrad('__ID-sky', '#cde8f5', '#eef7fb'),
        ),
      () =>
        svg(
          1200,
          800,
          '사회성 향상 그룹 4: 함께 높이 쌓아 올린 블록 탑',
          rect(0, 0, 1200, 800, '#fbeee0') +
            circ(600, 380, 320, '#f6dcc6') +
            rect(0, 640, 1200, 160, '#e7d3b6') +
            [
              [540, 600, C.coral],
              [620, 600, C.teal],
              [580, 540, C.sun],
              [540, 480, C.blue],
              [620, 480, C.green],
              [580, 420, C.lav],
              [580, 360, C.coral],
              [560, 300, C.teal],
            ]
              .map(([x, y, c]) => rect(x - 36, y - 28, 78, 58, c, 8))
              .join('') +
            person(300, 700, 300, C.sun, { child: true, hair: HAIR[2], legs: C.tealD }) +
            person(900, 700, 300, C.blue, {
              child: true,
              hair: HAIR[3],
              legs: C.coral,
              long: true,
              skin: SKIN[1],
            }) +
            line('M360 540L470 470M840 540L700 420', SKIN[0], 16),
        ),
    ],
  },
  'parent-education': {
    thumb: () =>
      thumb(
        '#f7ece0',
        '#efd9c2',
        person(320, 500, 330, C.teal, { hair: HAIR[0], long: true, legs: C.ink }) +
          person(480, 500, 220, C.sun, {
            child: true,
            hair: HAIR[1],
            legs: C.blue,
            skin: SKIN[0],
          }) +
          line('M370 360L430 390', SKIN[0], 14) +
          icon('heart', 410, 120, 110),
        '부모교육: 부모와 아이, 하트',
      ),
    images: [
      () =>
        svg(
          1200,
          800,
          '부모교육 1: 스크린 앞에 의자가 놓인 부모교육 세미나실',
          room({ wall: '#eef0ea', floor: '#d9c6a9', plank: '#ccb690' }) +
            rect(330, 70, 540, 310, '#ffffff', 8, { stroke: '#d5dbd8', 'stroke-width': 10 }) +
            [0, 1, 2, 3]
              .map((i) =>
                rect(
                  400 + i * 80,
                  320 - [80, 130, 110, 170][i],
                  50,
                  [80, 130, 110, 170][i],
                  [C.teal, C.sun, C.coral, C.green][i],
                  6,
                ),
              )
              .join('') +
            line('M730 280Q770 180 820 150', C.blue, 8) +
            win(960, 120, 180, 260, { light: false }) +
            person(480, 540, 190, C.lav, { back: true, hair: HAIR[0], bust: true }) +
            person(920, 540, 190, C.coral, { back: true, hair: HAIR[2], bust: true }) +
            [280, 480, 720, 920].map((x) => chairFront(x, 610, C.teal, 0.95)).join('') +
            person(400, 660, 250, C.green, { back: true, hair: HAIR[1], bust: true }) +
            person(800, 660, 250, C.blue, { back: true, hair: HAIR[3], bust: true }) +
            [180, 400, 800, 1020].map((x) => chairFront(x, 800, '#e7b993', 1.15)).join('') +
            plant(80, 800, 1.1),
        ),
      () =>
        tabletop(
          '#dcc3a2',
          paper(
            600,
            400,
            520,
            360,
            3,
            line('M-200-120H120M-200-70H200M-200-20H160M-200 30H200M-200 80H90', '#c9d6d3', 10) +
              circ(180, -120, 26, C.tealL),
          ) +
            g(
              { transform: at(240, 260, -8) },
              rect(-140, -110, 280, 220, C.teal, 10),
              rect(-150, -110, 20, 220, C.tealD, 6),
            ) +
            cupTop(960, 220, 50, '#f2c9bd') +
            cupTop(1010, 560, 50, C.tealL, '#cda46a') +
            crayon(760, 650, 200, -12, C.ink) +
            plantTop(190, 640, 1.2),
          '부모교육 2: 강의 자료와 노트, 따뜻한 차',
        ),
      () =>
        svg(
          1200,
          800,
          '부모교육 3: 소파에서 함께 그림책을 읽는 부모와 아이',
          room({ wall: '#f3e9dc', floor: '#d9c09f', plank: '#ccb08c' }) +
            framed(380, 120, 140, 110, 'tree') +
            framed(580, 120, 110, 140, 'flower') +
            floorLamp(1040, 600, 380, '#f6e2b8') +
            sofa(600, 720, 640, '#e4b394', '#cf9c7c', [C.tealL, '#f6ebbd']) +
            person(500, 600, 330, C.teal, { hair: HAIR[0], long: true, bust: true }) +
            person(690, 600, 230, C.sun, {
              hair: HAIR[3],
              child: true,
              bust: true,
              skin: SKIN[1],
            }) +
            g(
              { transform: at(600, 560, -4) },
              rect(-100, -50, 100, 110, C.coral, 8),
              rect(0, -50, 100, 110, C.lav, 8),
              rect(-90, -42, 86, 94, '#fffdf9', 4),
              rect(4, -42, 86, 94, '#fffdf9', 4),
              icon('sun', -47, 5, 60),
              icon('tree', 47, 5, 60),
            ) +
            plant(110, 800, 1.05),
        ),
    ],
  },
  'psychological-assessment': {
    thumb: () =>
      thumb(
        '#ebe8f6',
        '#d8d2ef',
        g(
          { transform: at(360, 290, -6) },
          rect(-130, -170, 260, 340, C.woodL, 18),
          rect(-108, -140, 216, 290, '#fffdf9', 8),
          rect(-50, -186, 100, 40, '#9aa7a5', 10),
          [0, 1, 2, 3]
            .map((i) =>
              line(
                D`M-80 ${-86 + i * 62}l12 12l22-24M-26 ${-86 + i * 62}H80`,
                i === 3 ? '#d8d2ef' : C.tealD,
                9,
              ),
            )
            .join(''),
        ) + puzzle(580, 400, 1.6, 12, C.coral),
        '종합심리평가: 체크리스트와 퍼즐 조각',
      ),
    images: [
      () =>
        svg(
          1200,
          800,
          '종합심리평가 1: 책상과 검사 도구가 준비된 조용한 평가실',
          room({ wall: '#edeaf4', wainscot: '#e1ddee', floor: '#d6c4a7', plank: '#c8b38f' }) +
            win(110, 120, 280, 260, { curtain: '#e0daf0' }) +
            bookshelf(900, 580, 230, 400, rng('assessment-1'), { rows: 4 }) +
            clock(640, 150, 42) +
            chairFront(520, 720, C.lav) +
            chairFront(760, 720, C.teal, 0.85) +
            desk(400, 760, 480, '#eadbc6') +
            rect(450, 530, 140, 44, C.blue, 8) +
            rect(460, 520, 120, 14, '#fffdf9', 3) +
            rect(640, 550, 80, 24, C.coral, 5) +
            rect(650, 540, 24, 14, C.sun, 3) +
            rect(680, 540, 24, 14, C.green, 3) +
            plant(820, 574, 0.4, { pot: C.lav, rim: '#a99ed0' }),
        ),
      () =>
        tabletop(
          '#e3d3bb',
          blockDesign(300, 250, 1.3, -6, [1, 2, 3, 0]) +
            blockDesign(560, 220, 1.3, 4, [2, 1, 0, 3]) +
            puzzle(860, 260, 1.5, 10, C.teal) +
            puzzle(980, 330, 1.5, -20, C.sun) +
            card(320, 560, 180, 210, -6, 'tree', '#e2dcf3') +
            card(540, 580, 180, 210, 5, 'boat', '#e2dcf3') +
            g(
              { transform: at(880, 580) },
              circ(6, 8, 90, '#000', { opacity: 0.06 }),
              circ(0, 0, 90, '#fffdf9', { stroke: C.ink, 'stroke-width': 10 }),
              rect(-14, -118, 28, 24, C.ink, 6),
              line('M0 0V-60M0 0L40 20', C.coral, 8),
            ),
          '종합심리평가 2: 토막 짜기와 퍼즐, 그림 카드 같은 검사 도구',
        ),
      () =>
        svg(
          1200,
          800,
          '종합심리평가 3: 결과를 정리한 보고서와 그래프',
          rect(0, 0, 1200, 800, '#e8f0f2') +
            circ(1000, 140, 160, '#d7e8ec') +
            g(
              { transform: at(560, 410, -3) },
              rect(-330, -300, 660, 600, C.blue, 22),
              rect(-300, -280, 600, 560, '#fffdf9', 10),
              rect(-250, -230, 220, 20, C.ink, 8, { opacity: 0.35 }),
              line('M-250-160H250M-250-120H130', '#d6dee0', 10),
              line('M-250 220H250M-250-60V220', '#cfd8da', 5),
              [130, 200, 110, 240, 170]
                .map((hh, i) =>
                  rect(
                    -220 + i * 90,
                    220 - hh,
                    56,
                    hh,
                    [C.teal, C.sun, C.coral, C.green, C.lav][i],
                    8,
                  ),
                )
                .join(''),
              line('M-192 60L-102-10L-12 90L78-60L168 20', C.tealD, 6),
            ) +
            crayon(1000, 620, 240, -58, C.ink),
        ),
      () =>
        svg(
          1200,
          800,
          '종합심리평가 4: 부모, 아이와 함께하는 결과 상담',
          rect(0, 0, 1200, 800, '#f1f4ec') +
            circ(600, 340, 310, '#e2ecd9') +
            framed(110, 120, 120, 100, 'sun', '#d6e4d0') +
            person(330, 610, 360, C.lav, { hair: HAIR[2], long: true, bust: true }) +
            person(600, 560, 330, C.teal, { hair: HAIR[0], bust: true }) +
            person(860, 610, 250, C.sun, {
              hair: HAIR[3],
              child: true,
              bust: true,
              skin: SKIN[1],
            }) +
            ell(600, 640, 470, 70, C.woodL) +
            rect(540, 700, 120, 100, C.woodD) +
            paper(480, 620, 140, 80, -6) +
            cupTop(720, 630, 18, C.tealL) +
            plant(1120, 800, 1),
        ),
    ],
  },
};

// ---------------------------------------------------------------- lecture banners (1200x400)
function banner(id, title, a, b, wave, body) {
  return svg(
    1200,
    400,
    title,
    rect(0, 0, 1200, 400, `url(#__ID-${id})`) +
      circ(140, 70, 110, '#fff', { opacity: 0.18 }) +
      circ(420, 360, 90, '#fff', { opacity: 0.14 }) +
      path('M0 320Q240 260 520 310T1200 290V400H0Z', wave, { opacity: 0.55 }) +
      path('M0 360Q300 320 640 356T1200 340V400H0Z', wave) +
      ell(180, 210, 22, 56, '#fff', { opacity: 0.35, ...rot(-30, 180, 210) }) +
      ell(250, 170, 16, 42, '#fff', { opacity: 0.3, ...rot(25, 250, 170) }) +
      circ(860, 190, 150, '#fff', { opacity: 0.55 }) +
      body,
    hgrad(`__ID-${id}`, a, b),
  );
}
const LECTURE_BANNERS = {
  'emotion-coaching-parents': () =>
    banner(
      'b1',
      '부모 대상 정서코칭 특강 배너: 아이를 안아 주는 부모와 하트',
      '#fbe3d3',
      '#f6efe4',
      '#efc7ad',
      person(810, 330, 250, C.teal, { hair: HAIR[0], long: true, bust: true }) +
        person(930, 330, 170, C.sun, { child: true, hair: HAIR[3], bust: true, skin: SKIN[1] }) +
        line('M840 260Q900 300 930 260', SKIN[0], 14) +
        icon('heart', 880, 80, 90),
    ),
  'adhd-classroom-teachers': () =>
    banner(
      'b2',
      '초등 교사 연수 교실 속 ADHD 이해 배너: 칠판과 책상이 있는 교실',
      '#d9ecf5',
      '#eef6f1',
      '#a9d2c8',
      rect(740, 50, 260, 150, '#e9dcc6', 10) +
        rect(752, 62, 236, 126, '#4f8f74', 6) +
        line('M776 96q20-20 40 0t40 0M776 132H890M776 160H850', '#eaf4ee', 5) +
        g({ transform: at(940, 140, 0, 0.6) }, ICON.star().replace(C.sun, '#f6e7a8')) +
        [760, 880].map((x) => g({ transform: at(x, 350, 0, 0.55) }, desk(-100, 0, 200))).join('') +
        icon('apple', 730, 232, 40) +
        rect(840, 234, 60, 12, C.coral, 3) +
        rect(880, 238, 44, 10, C.blue, 3),
    ),
  'teen-conversation': () =>
    banner(
      'b3',
      '청소년 자녀와의 대화법 배너: 서로 주고받는 두 개의 말풍선',
      '#e3e5f6',
      '#f3eef7',
      '#c4bfe3',
      bubble(700, 70, 230, 110, C.lav, true) + bubble(800, 190, 210, 96, C.teal, false),
    ),
  'infant-development-seminar': () =>
    banner(
      'b4',
      '영유아 발달 이해 세미나 배너: 고리 쌓기 장난감과 블록',
      '#fff1cf',
      '#f4f7e6',
      '#e3d59a',
      ell(790, 330, 70, 14, C.woodD) +
        rect(782, 120, 16, 210, C.woodL, 8) +
        [
          [300, 64, C.coral],
          [270, 56, C.sun],
          [240, 48, C.green],
          [210, 40, C.blue],
          [180, 32, C.lav],
        ]
          .map(([y, r, c]) => rect(790 - r, y - 14, r * 2, 28, c, 14))
          .join('') +
        circ(790, 140, 20, C.coral) +
        blocks(880, 330, 1, [C.teal, C.sun, C.coral, C.lav, C.green, C.blue]),
    ),
  'school-violence-prevention': () =>
    banner(
      'b5',
      '학교폭력 예방과 회복 연수 배너: 새싹을 감싸는 방패',
      '#d7efe6',
      '#eef5f3',
      '#9ccdb9',
      path('M860 50L980 90V190C980 270 920 320 860 346C800 320 740 270 740 190V90Z', C.tealD) +
        path(
          'M860 76L958 108V190C958 256 910 298 860 320C810 298 762 256 762 190V108Z',
          '#e9f4ef',
        ) +
        line('M860 290V180', C.leaf, 10) +
        path('M860 200C830 206 800 186 800 150C836 146 860 170 860 200Z', C.green) +
        path('M860 180C890 186 922 166 920 126C884 124 858 150 860 180Z', C.leaf),
    ),
  'emotion-regulation-play-workshop': () =>
    banner(
      'b6',
      '놀이로 배우는 감정 조절 워크숍 배너: 여러 가지 감정 얼굴과 공',
      '#fde4e0',
      '#f6f1e6',
      '#eeb8ae',
      [
        [760, 150, C.sun, 'M-22 10Q0 30 22 10'],
        [910, 130, C.skyD, 'M-20 20Q0 6 20 20'],
        [850, 270, C.green, 'M-20 14H20'],
      ]
        .map(
          ([x, y, c, mouth]) =>
            circ(x, y, 60, c) +
            circ(x - 20, y - 12, 7, C.ink) +
            circ(x + 20, y - 12, 7, C.ink) +
            g({ transform: at(x, y) }, line(mouth, C.ink, 6)),
        )
        .join('') + ball(990, 300, 40, C.coral),
    ),
};

// ---------------------------------------------------------------- write
const written = [];
function write(dir, name, content) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  content = content.replaceAll('__ID', name.replace(/\.svg$/, ''));
  writeFileSync(file, content);
  written.push([relative(ROOT, file), Buffer.byteLength(content)]);
}

for (const [name, make] of Object.entries(HOME)) write(OUT.home, `${name}.svg`, make());
write(OUT.images, 'map.svg', mapSvg());
write(OUT.images, 'logo.svg', logoSvg());
write(OUT.public, 'favicon.svg', faviconSvg());
for (const [slug, { thumb: t, images }] of Object.entries(PROGRAM_IMAGES)) {
  write(OUT.programs, `${slug}-thumb.svg`, t());
  images.forEach((make, i) => write(OUT.programs, `${slug}-${i + 1}.svg`, make()));
}
for (const [slug, make] of Object.entries(LECTURE_BANNERS))
  write(OUT.lectures, `${slug}-banner.svg`, make());

const LIMIT = 15 * 1024;
let over = 0;
for (const [file, size] of written) {
  if (size > LIMIT) over++;
  console.log(`${String(size).padStart(6)}  ${file}${size > LIMIT ? '  (over 15 KB)' : ''}`);
}
console.log(`${written.length} files written`);
if (over) process.exitCode = 1;
