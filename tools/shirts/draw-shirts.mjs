#!/usr/bin/env node
/**
 * Shirt images drawn by the project itself at build time (no club artwork): a plain kit
 * silhouette in each club's colours, and a goalkeeper kit in a contrasting colour, encoded by
 * pngjs. The gateways serve them as static files at /shirts/{CODE}.png and /shirts_gk/{CODE}.png.
 *   node tools/shirts/draw-shirts.mjs [--out DIR]   (default: tools/shirts/dist)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pngjs from 'pngjs';

/** Kit: { body, second, pattern: 'plain' | 'stripes' | 'sleeves' | 'hoops', trim }. */
export const CLUB_KITS = {
  ARS: { body: '#db0007', second: '#ffffff', pattern: 'sleeves', trim: '#ffffff' },
  AVL: { body: '#7a003c', second: '#95bfe5', pattern: 'sleeves', trim: '#fcd116' },
  BHA: { body: '#0057b8', second: '#ffffff', pattern: 'stripes', trim: '#0057b8' },
  BOU: { body: '#da291c', second: '#111111', pattern: 'stripes', trim: '#111111' },
  BRE: { body: '#e30613', second: '#ffffff', pattern: 'stripes', trim: '#111111' },
  BUR: { body: '#6c1d45', second: '#99d6ea', pattern: 'sleeves', trim: '#ffffff' },
  CHE: { body: '#034694', second: '#034694', pattern: 'plain', trim: '#ffffff' },
  CRY: { body: '#1b458f', second: '#c4122e', pattern: 'stripes', trim: '#ffffff' },
  EVE: { body: '#003399', second: '#003399', pattern: 'plain', trim: '#ffffff' },
  FUL: { body: '#ffffff', second: '#ffffff', pattern: 'plain', trim: '#111111' },
  LEE: { body: '#ffffff', second: '#ffffff', pattern: 'plain', trim: '#1d428a' },
  LIV: { body: '#c8102e', second: '#c8102e', pattern: 'plain', trim: '#f6eb61' },
  MCI: { body: '#6cabdd', second: '#6cabdd', pattern: 'plain', trim: '#1c2c5b' },
  MUN: { body: '#da291c', second: '#da291c', pattern: 'plain', trim: '#111111' },
  NEW: { body: '#111111', second: '#ffffff', pattern: 'stripes', trim: '#111111' },
  NFO: { body: '#dd0000', second: '#dd0000', pattern: 'plain', trim: '#ffffff' },
  SUN: { body: '#eb172b', second: '#ffffff', pattern: 'stripes', trim: '#111111' },
  TOT: { body: '#ffffff', second: '#ffffff', pattern: 'plain', trim: '#132257' },
  WHU: { body: '#7a263a', second: '#1bb1e7', pattern: 'sleeves', trim: '#f3d459' },
  WOL: { body: '#fdb913', second: '#fdb913', pattern: 'plain', trim: '#231f20' },
};

const GK_COLOURS = ['#2e7d32', '#f9a825', '#ef6c00', '#6a1b9a', '#00838f', '#c2185b', '#37474f', '#9e9d24'];

const SIZE = 128;

function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The shirt outline in a 128x128 box: shoulders, sleeves, body. */
const OUTLINE = [
  [44, 10], [52, 16], [64, 19], [76, 16], [84, 10], [108, 22], [122, 50], [102, 60], [98, 52],
  [98, 120], [30, 120], [30, 52], [26, 60], [6, 50], [20, 22],
];

function inside(x, y, poly) {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

const isSleeve = (x, y) => (x < 31 || x > 97) && y < 62;
const isCollar = (x, y) => y < 24 && Math.abs(x - 64) < 22 - (y - 10) && y > 12;

function colourAt(kit, x, y) {
  if (isCollar(x, y)) return kit.trim;
  if (isSleeve(x, y)) return kit.pattern === 'sleeves' ? kit.second : kit.pattern === 'stripes' ? kit.body : kit.body;
  if (kit.pattern === 'stripes') return Math.floor((x - 30) / 12) % 2 === 0 ? kit.body : kit.second;
  if (kit.pattern === 'hoops') return Math.floor((y - 20) / 14) % 2 === 0 ? kit.body : kit.second;
  return kit.body;
}

export function drawShirt(kit) {
  const png = new pngjs.PNG({ width: SIZE, height: SIZE });
  const px = png.data;
  const edge = rgb('#1f2937');
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      if (!inside(x + 0.5, y + 0.5, OUTLINE)) continue;
      const border = [[-2, 0], [2, 0], [0, -2], [0, 2]].some(([dx, dy]) => !inside(x + 0.5 + dx, y + 0.5 + dy, OUTLINE));
      const [r, g, b] = border ? edge : rgb(colourAt(kit, x, y));
      px.set([r, g, b, 255], (y * SIZE + x) * 4);
    }
  }
  return pngjs.PNG.sync.write(png);
}

export function goalkeeperKit(code, index) {
  const body = GK_COLOURS[index % GK_COLOURS.length];
  return { body, second: body, pattern: 'plain', trim: CLUB_KITS[code]?.trim === '#111111' ? '#ffffff' : '#111111' };
}

/** Writes shirts/{CODE}.png and shirts_gk/{CODE}.png for every club under `outDir`. */
export function writeShirts(outDir) {
  mkdirSync(join(outDir, 'shirts'), { recursive: true });
  mkdirSync(join(outDir, 'shirts_gk'), { recursive: true });
  Object.entries(CLUB_KITS).forEach(([code, kit], i) => {
    writeFileSync(join(outDir, 'shirts', `${code}.png`), drawShirt(kit));
    writeFileSync(join(outDir, 'shirts_gk', `${code}.png`), drawShirt(goalkeeperKit(code, i)));
  });
  return Object.keys(CLUB_KITS).length * 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out');
  const out = i >= 0 ? process.argv[i + 1] : join(dirname(fileURLToPath(import.meta.url)), 'dist');
  console.log(`drew ${writeShirts(out)} shirts into ${out}`);
}
