#!/usr/bin/env node
// Draws the demo artwork served by apps/server: apps/server/catalog/art/<name>.svg.
//
//   node scripts/generate-demo-catalog.mjs   # first: the catalog names the art it needs
//   node scripts/generate-demo-art.mjs       # then: one SVG for every name the catalog uses
//
// Reads apps/server/catalog/items/*.json (and series/*.json for episode numbers) and draws every
// `art` poster, every `artLabels` image (card, background, channel_logo) and every live programme's
// `art`, plus the site banners listed below. Art files nothing names any more are removed.
//
// The art is generated, not drawn: a gradient and a few geometric shapes seeded by the file name
// (so every card looks different and the output never changes) and a motif per content type.
// Posters and backgrounds carry no text (the page shows the title under the card and in the hero);
// only channel logos and the site banners, which are wordmarks, do ("DejaVu Sans, sans-serif").
// Posters are 16:9 (viewBox 1280x720); backgrounds 16:9, the poster's palette and motif dimmed
// (`bg-<poster name>`); channel logos square (512x512), banners 4:1 (960x240). Each file stays under
// 4 KB and the folder under 1 MB. Plain Node ESM, no dependencies, deterministic.

import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CATALOG = process.env.DEMO_CATALOG_OUT ?? join(ROOT, 'apps/server/catalog');
const ART = join(CATALOG, 'art');
const MAX_FILE_BYTES = 4096;
const MAX_TOTAL_BYTES = 1024 * 1024;
const FONT = 'DejaVu Sans, sans-serif';

/** Banners of the app configs (assets.banner): name -> wordmark and style. */
const BANNERS = [
  { name: 'banner-brightwater', text: 'Brightwater', sub: 'INDEPENDENT CHANNEL', hue: 35, emblem: 'sun' },
  { name: 'banner-brightwater-plus', text: 'Brightwater Plus', sub: 'MEMBERS', hue: 45, emblem: 'sun' },
  { name: 'banner-story-lantern', text: 'Story Lantern', sub: 'STORIES READ ALOUD', hue: 15, emblem: 'lantern' },
];

const fail = (message) => {
  console.error(`generate-demo-art: ${message}`);
  process.exit(1);
};

// --- deterministic randomness ----------------------------------------------------------------------
function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
function random(seedText) {
  let a = hash(seedText);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (values) => values[Math.floor(next() * values.length)],
  };
}

// --- colours and text ------------------------------------------------------------------------------
function hsl(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return `#${[f(0), f(8), f(4)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// --- drawing ---------------------------------------------------------------------------------------
const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
const gradient = (id, c1, c2, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;

/** Motifs: each returns SVG shapes for a 1280x720 canvas, seeded by `r`, coloured around hue `h`. */
const MOTIFS = {
  orbs(r, h) {
    let out = '';
    for (let i = 0; i < 5; i++) {
      out += `<circle cx="${r.int(80, 1200)}" cy="${r.int(40, 520)}" r="${r.int(60, 260)}" fill="${hsl(h + r.int(-60, 60), 70, r.int(45, 70))}" fill-opacity="${(0.15 + r.next() * 0.35).toFixed(2)}"/>`;
    }
    return out;
  },
  shards(r, h) {
    let out = '';
    for (let i = 0; i < 6; i++) {
      const x = r.int(0, 1280), y = r.int(0, 600), s = r.int(120, 380);
      out += `<polygon points="${x},${y} ${x + s},${y + r.int(-s, s)} ${x + r.int(-s, s)},${y + s}" fill="${hsl(h + r.int(-80, 80), 65, r.int(40, 65))}" fill-opacity="${(0.2 + r.next() * 0.4).toFixed(2)}"/>`;
    }
    return out;
  },
  rings(r, h) {
    const cx = r.int(300, 1000), cy = r.int(150, 450);
    let out = '';
    for (let i = 1; i <= 6; i++) {
      out += `<circle cx="${cx}" cy="${cy}" r="${i * r.int(45, 70)}" fill="none" stroke="${hsl(h + i * 12, 70, 70)}" stroke-width="${r.int(4, 18)}" stroke-opacity="${(0.5 - i * 0.06).toFixed(2)}"/>`;
    }
    return out;
  },
  horizon(r, h) {
    const y = r.int(330, 470);
    return (
      `<circle cx="${r.int(200, 1080)}" cy="${y - r.int(40, 140)}" r="${r.int(70, 150)}" fill="${hsl(h + 40, 85, 70)}" fill-opacity=".8"/>` +
      `<rect y="${y}" width="1280" height="${720 - y}" fill="${hsl(h + 180, 45, 18)}" fill-opacity=".85"/>` +
      `<path d="M0 ${y + 30}Q320 ${y + r.int(0, 60)} 640 ${y + 30}T1280 ${y + 30}" fill="none" stroke="${hsl(h + 40, 80, 75)}" stroke-width="3" stroke-opacity=".5"/>`
    );
  },
  tiles(r, h) {
    const size = r.pick([80, 96, 120, 160]);
    const shape = r.pick(['rect', 'diamond', 'dot']);
    let out = '';
    for (let y = 0; y < 720; y += size) {
      for (let x = (y / size) % 2 ? size / 2 : 0; x < 1280; x += size) {
        if (r.next() < 0.55) continue;
        const fill = hsl(h + r.int(-40, 40), 60, r.int(40, 70));
        const op = (0.25 + r.next() * 0.5).toFixed(2);
        const g = Math.round(size * 0.42);
        if (shape === 'rect') out += `<rect x="${x + 6}" y="${y + 6}" width="${size - 12}" height="${size - 12}" rx="8" fill="${fill}" fill-opacity="${op}"/>`;
        else if (shape === 'dot') out += `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${g}" fill="${fill}" fill-opacity="${op}"/>`;
        else out += `<polygon points="${x + size / 2},${y + 4} ${x + size - 4},${y + size / 2} ${x + size / 2},${y + size - 4} ${x + 4},${y + size / 2}" fill="${fill}" fill-opacity="${op}"/>`;
        if (out.length > 1900) return out;
      }
    }
    return out;
  },
  waves(r, h) {
    let out = '';
    const n = r.int(5, 8);
    for (let i = 0; i < n; i++) {
      const y = 160 + i * r.int(50, 70), a = r.int(20, 70), p = r.int(160, 320);
      out += `<path d="M0 ${y}q${p / 2} ${-a} ${p} 0t${p} 0t${p} 0t${p} 0t${p} 0t${p} 0t${p} 0t${p} 0" fill="none" stroke="${hsl(h + i * 15, 70, 72)}" stroke-width="${r.int(3, 10)}" stroke-opacity="${(0.25 + r.next() * 0.45).toFixed(2)}"/>`;
    }
    return out;
  },
  beam(r, h) {
    const x = r.int(200, 1080), top = r.int(120, 220);
    return (
      `<polygon points="${x},${top} ${x - 900},${top - 300} ${x - 900},${top + 260}" fill="${hsl(h + 50, 90, 80)}" fill-opacity=".18"/>` +
      `<rect x="${x - 22}" y="${top}" width="44" height="${520 - top}" fill="#f4f1ea" fill-opacity=".85"/>` +
      `<rect x="${x - 22}" y="${top + 80}" width="44" height="36" fill="${hsl(h, 70, 45)}"/>` +
      `<circle cx="${x}" cy="${top}" r="30" fill="${hsl(h + 50, 95, 75)}"/>` +
      MOTIFS.waves(r, h + 180)
    );
  },
  stars(r, h) {
    let out = `<circle cx="${r.int(900, 1160)}" cy="${r.int(90, 200)}" r="${r.int(55, 90)}" fill="#fff6d8" fill-opacity=".9"/>`;
    for (let i = 0; i < 14; i++) out += `<circle cx="${r.int(20, 1260)}" cy="${r.int(20, 360)}" r="${r.int(3, 9)}" fill="#fff" fill-opacity="${(0.5 + r.next() * 0.5).toFixed(2)}"/>`;
    out += `<ellipse cx="${r.int(200, 500)}" cy="${r.int(600, 700)}" rx="${r.int(500, 700)}" ry="${r.int(160, 240)}" fill="${hsl(h + 120, 45, 55)}" fill-opacity=".7"/>`;
    out += `<ellipse cx="${r.int(800, 1100)}" cy="${r.int(640, 720)}" rx="${r.int(500, 700)}" ry="${r.int(160, 240)}" fill="${hsl(h + 140, 40, 45)}" fill-opacity=".75"/>`;
    return out;
  },
  stripes(r, h) {
    let out = '';
    const w = r.int(50, 110), angle = r.pick([-30, -20, 20, 30, 45]);
    out += `<g transform="rotate(${angle} 640 360)">`;
    for (let x = -600; x < 1900; x += w * 2) if (r.next() < 0.7) out += `<rect x="${x}" y="-500" width="${w}" height="1700" fill="${hsl(h + r.int(-30, 30), 60, r.int(40, 65))}" fill-opacity="${(0.15 + r.next() * 0.3).toFixed(2)}"/>`;
    return `${out}</g>${MOTIFS.orbs(r, h).slice(0, 400)}`;
  },
  lanterns(r, h) {
    let out = '';
    for (let i = 0; i < 7; i++) {
      const x = r.int(60, 1220), y = r.int(60, 420), s = r.int(26, 60);
      out += `<line x1="${x}" y1="0" x2="${x}" y2="${y - s}" stroke="#fff" stroke-opacity=".35" stroke-width="2"/><ellipse cx="${x}" cy="${y}" rx="${s}" ry="${Math.round(s * 1.25)}" fill="${hsl(h + r.int(-40, 40), 90, 62)}" fill-opacity=".85"/>`;
    }
    return out;
  },
};

/** A 16:9 poster: gradient and motif, no text (the title is the page's). */
function poster(name, { motif, hueBase, light = false }) {
  const r = random(name);
  const h = hueBase ?? r.int(0, 359);
  const c1 = light ? hsl(h, 70, 72) : hsl(h, 55, r.int(14, 24));
  const c2 = light ? hsl(h + 40, 75, 58) : hsl(h + r.int(30, 70), 60, r.int(30, 42));
  return svg(1280, 720, `<defs>${gradient('g', c1, c2)}</defs><rect width="1280" height="720" fill="url(#g)"/>${MOTIFS[motif](r, h)}`);
}

/**
 * A hero background: the poster `name` drawn again (same seed, so the same palette and shapes)
 * under a shade that darkens it most where the hero's text sits (left and bottom).
 */
function backdrop(name, spec) {
  const art = poster(name, spec);
  const shade =
    '<defs><linearGradient id="d" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-opacity=".6"/><stop offset=".7" stop-opacity=".15"/></linearGradient></defs>' +
    '<rect width="1280" height="720" fill="url(#d)"/>';
  return art.replace('</svg>', `${shade}</svg>`);
}

/** A 16:9 background without text: soft gradient and blurred-looking circles. */
function background(name, hueBase) {
  const r = random(name);
  const h = hueBase ?? r.int(0, 359);
  let shapes = '';
  for (let i = 0; i < 4; i++) shapes += `<circle cx="${r.int(0, 1280)}" cy="${r.int(0, 720)}" r="${r.int(220, 480)}" fill="${hsl(h + r.int(-50, 50), 60, r.int(35, 55))}" fill-opacity=".22"/>`;
  return svg(1280, 720, `<defs>${gradient('g', hsl(h, 45, 12), hsl(h + 50, 50, 26))}</defs><rect width="1280" height="720" fill="url(#g)"/>${shapes}`);
}

/** A square channel logo: rounded tile, ring and initials. */
function logo(name, title, hueBase) {
  const r = random(name);
  const h = hueBase ?? r.int(0, 359);
  const initials = title
    .split(/\s+/)
    .map((w) => (/^(one|1)$/i.test(w) ? '1' : w[0].toUpperCase()))
    .join('')
    .slice(0, 3);
  return svg(
    512,
    512,
    `<defs>${gradient('g', hsl(h, 70, 45), hsl(h + 45, 75, 28))}</defs>` +
      `<rect width="512" height="512" rx="96" fill="url(#g)"/>` +
      `<circle cx="256" cy="228" r="150" fill="none" stroke="#fff" stroke-width="14" stroke-opacity=".9"/>` +
      `<path d="M120 330q68-40 136 0t136 0" fill="none" stroke="${hsl(h + 180, 80, 70)}" stroke-width="12"/>` +
      `<text x="256" y="266" text-anchor="middle" font-family="${FONT}" font-size="120" font-weight="bold" fill="#fff">${esc(initials)}</text>` +
      `<text x="256" y="452" text-anchor="middle" font-family="${FONT}" font-size="${title.length > 14 ? 38 : 44}" font-weight="bold" fill="#fff">${esc(title)}</text>`,
  );
}

/** A 4:1 header banner: emblem and wordmark on a transparent background. */
function banner({ text, sub, hue, emblem }) {
  const mark =
    emblem === 'lantern'
      ? `<line x1="120" y1="28" x2="120" y2="62" stroke="#fff" stroke-width="8"/><rect x="80" y="62" width="80" height="120" rx="24" fill="${hsl(hue + 30, 95, 60)}"/><rect x="96" y="84" width="48" height="76" rx="14" fill="#fff6d8"/><rect x="86" y="180" width="68" height="16" rx="6" fill="#fff"/>`
      : `<circle cx="120" cy="120" r="62" fill="${hsl(hue, 95, 58)}"/><path d="M40 150q40-24 80 0t80 0M40 180q40-24 80 0t80 0" fill="none" stroke="#fff" stroke-width="12"/>`;
  return svg(
    960,
    240,
    `${mark}<text x="232" y="138" font-family="${FONT}" font-size="${text.length > 13 ? 70 : 80}" font-weight="bold" fill="#fff">${esc(text)}</text>` +
      `<text x="236" y="190" font-family="${FONT}" font-size="28" letter-spacing="6" fill="${hsl(hue, 90, 70)}">${esc(sub)}</text>`,
  );
}

// --- what the catalog asks for ---------------------------------------------------------------------
function readJsonFolder(folder) {
  const dir = join(CATALOG, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')));
}

const items = readJsonFolder('items').flat();
if (items.length === 0) fail(`no media items in ${join(CATALOG, 'items')}: run scripts/generate-demo-catalog.mjs first`);
const itemById = new Map(items.map((item) => [item.mediaid, item]));
/** Motif and palette of an item's poster, by content type. */
function posterSpec(item) {
  switch (item.contentType) {
    case 'movie':
      return { motif: random(`${item.art}/m`).pick(['orbs', 'shards', 'rings', 'horizon']) };
    case 'trailer':
      return { motif: 'stripes' };
    case 'series':
      return { motif: item.genre === 'Drama' ? 'beam' : 'tiles' };
    case 'episode': {
      const series = itemById.get(item.seriesId);
      return { motif: series?.genre === 'Drama' ? 'beam' : 'tiles', hueBase: series?.genre === 'Drama' ? 205 + random(item.art).int(-25, 25) : undefined };
    }
    case 'livechannel':
      return { motif: 'rings' };
    case 'liveevent':
      return { motif: 'lanterns' };
    case 'concert':
      return { motif: 'waves' };
    case 'hub':
      return { motif: 'tiles' };
    case 'page':
      return { motif: 'shards' };
    case 'reading': {
      // Bedtime stories under a night sky; the others in daylight colours.
      const bedtime = (item.tags ?? '').split(',').includes('bedtime');
      const motif = bedtime ? 'stars' : random(`${item.art}/m`).pick(['orbs', 'tiles', 'lanterns']);
      return { motif, light: !bedtime, hueBase: bedtime ? 220 + random(item.art).int(-60, 60) : undefined };
    }
    case 'reading_series':
      return { motif: 'stars', hueBase: 250 };
    default:
      return { motif: 'orbs' };
  }
}

/** name -> SVG text; the first request for a name wins (shared art is drawn once). */
const files = new Map();
const add = (name, draw) => {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(name)) fail(`art name "${name}" is not a valid file name`);
  if (!files.has(name)) files.set(name, draw());
};

const itemByArt = new Map(items.map((item) => [item.art, item]));
for (const item of items) {
  const spec = posterSpec(item);
  add(item.art, () => poster(item.art, spec));
  const labels = item.artLabels ?? {};
  if (labels.card) add(labels.card, () => poster(labels.card, spec));
  if (labels.background) {
    // `bg-<poster>`: that poster's backdrop (an episode's is its series'); other names: a plain background.
    const owner = labels.background.startsWith('bg-') ? itemByArt.get(labels.background.slice(3)) : undefined;
    add(labels.background, () => (owner ? backdrop(owner.art, posterSpec(owner)) : background(labels.background)));
  }
  if (labels.channel_logo) add(labels.channel_logo, () => logo(labels.channel_logo, item.title));
  for (const programme of item.live?.programmes ?? []) {
    if (programme.art) {
      add(programme.art, () => poster(programme.art, { motif: random(programme.art).pick(['stripes', 'orbs', 'waves', 'shards', 'rings']) }));
    }
  }
}
for (const b of BANNERS) add(b.name, () => banner(b));

// --- write -----------------------------------------------------------------------------------------
mkdirSync(ART, { recursive: true });
for (const file of readdirSync(ART)) {
  if (file.endsWith('.svg') && !files.has(file.slice(0, -4))) rmSync(join(ART, file));
}
let total = 0;
for (const [name, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
  const bytes = Buffer.byteLength(text);
  if (bytes >= MAX_FILE_BYTES) fail(`${name}.svg is ${bytes} bytes (limit ${MAX_FILE_BYTES})`);
  writeFileSync(join(ART, `${name}.svg`), text);
  total += bytes;
}
const onDisk = readdirSync(ART).reduce((sum, file) => sum + statSync(join(ART, file)).size, 0);
if (onDisk >= MAX_TOTAL_BYTES) fail(`the art folder holds ${onDisk} bytes (limit ${MAX_TOTAL_BYTES})`);
console.log(`generate-demo-art: ${files.size} SVG files, ${total} bytes -> ${ART}`);
