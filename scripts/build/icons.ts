// The app icons of the web app manifest (app/shell/web-manifest.ts) and the Apple touch icon:
// drawn here as SVG, written to public/icons/ with the PNGs resvg renders from them. The files are
// committed; run this again after changing the drawing:
//
//   npm run build:icons
//
// The motif is the favicon's (public/favicon.svg): a box of nine cells, the centre one marked in
// the site's amber, on the site's blue. Only shapes, no text: it stays legible at 48 px, and resvg
// needs no font for it.

import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { ICON_FILES, type IconFile } from "../../app/shell/web-manifest.ts";

const BLUE = "#1f5ea8";
const AMBER = "#ffb627";
const WHITE = "#ffffff";
const SIZE = 512;

interface Drawing {
  /** Corner radius of the background: rounded for "any", none for maskable and Apple (they cut their own shape). */
  cornerRadius: number;
  /** Side of the nine cells' box, centred. */
  box: number;
}

// "any" icons fill their square with a rounded tile, as the favicon does. A maskable icon's
// background is full-bleed and its content stays inside the safe zone, the centred circle of 40 %
// radius: a box of side 288 has a half-diagonal of 203.6 < 204.8. Apple's touch icon gets a full
// square (iOS rounds the corners itself and fills transparent ones with black) and the big box.
const DRAWINGS = {
  any: { cornerRadius: 112, box: 384 },
  maskable: { cornerRadius: 0, box: 288 },
  apple: { cornerRadius: 0, box: 384 },
} satisfies Record<string, Drawing>;

function iconSvg({ cornerRadius, box }: Drawing): string {
  const gap = box / 16;
  const cell = (box - 2 * gap) / 3;
  const start = (SIZE - box) / 2;
  const radius = cell / 5;
  const cells: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const x = start + col * (cell + gap);
      const y = start + row * (cell + gap);
      const fill = row === 1 && col === 1 ? AMBER : WHITE;
      cells.push(`<rect x="${x}" y="${y}" width="${cell}" height="${cell}" rx="${radius}" fill="${fill}"/>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">` +
    `<title>Sudoku-Oase</title>` +
    `<rect width="${SIZE}" height="${SIZE}" rx="${cornerRadius}" fill="${BLUE}"/>` +
    cells.join("") +
    `</svg>\n`
  );
}

const require = createRequire(import.meta.url);
await initWasm(await readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));

function render(svg: string, size: number): Uint8Array {
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: size } });
  const image = resvg.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    resvg.free();
  }
}

const publicDir = new URL("../../public", import.meta.url);
const drawingOf = (file: IconFile): Drawing => DRAWINGS[file.drawing];
for (const file of ICON_FILES) {
  const svg = iconSvg(drawingOf(file));
  const target = new URL(`.${file.src}`, `${publicDir.href}/`);
  if (file.type === "image/svg+xml") await writeFile(target, svg);
  else await writeFile(target, render(svg, file.size!));
  console.log(`${file.src}${file.size ? ` ${file.size}×${file.size}` : ""}`);
}
