// The result image as PNG, which social sites take (they do not take SVG): the card's SVG
// (result-image.ts) rasterised by resvg, compiled to WebAssembly, with DejaVu Sans embedded: the
// Worker has no system fonts.

import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm?module";
import { DEJAVU_SANS, DEJAVU_SANS_BOLD } from "./fonts/dejavu-sans.ts";

let ready: Promise<void> | null = null;
let fonts: Uint8Array[] | null = null;

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** resvg's module may be initialised once per isolate: the first image waits for it, the rest share it. */
function init(): Promise<void> {
  ready ??= initWasm(resvgWasm).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

export async function svgToPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  await init();
  fonts ??= [bytes(DEJAVU_SANS), bytes(DEJAVU_SANS_BOLD)];
  const resvg = new Resvg(svg, {
    font: { fontBuffers: fonts, defaultFontFamily: "DejaVu Sans", sansSerifFamily: "DejaVu Sans" },
  });
  // Both live in the module's memory until freed; asPng copies the bytes out into an ordinary ArrayBuffer.
  const image = resvg.render();
  try {
    return image.asPng() as Uint8Array<ArrayBuffer>;
  } finally {
    image.free();
    resvg.free();
  }
}
