// The result card as an image for social sites (the shared link's og:image), 1200×630: the card's
// lines drawn as SVG text. Built as a string from the card (result-card.ts), every text escaped, so
// it holds nothing but the card's facts, and the same query always gives the same bytes.

import type { ResultCard } from "./result-card.ts";

export const RESULT_IMAGE = { width: 1200, height: 630 } as const;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

// Fonts that draw the stars (★☆) and German letters on the machines that render it.
const FONT = "DejaVu Sans, Verdana, Segoe UI, Arial, sans-serif";

/** Inside the frame's padding: 1200 less 80 on each side. */
const LINE_WIDTH = 1040;
/** DejaVu Sans Bold's mean advance in mixed text, in em, with a little room. */
const BOLD_EM_PER_CHAR = 0.64;
const TITLE_SIZE = 52;

/** The title's size: as large as it fits on one line ("Sudoku des Tages vom 30. September 2027" is the longest). */
function titleSize(title: string): number {
  return Math.min(TITLE_SIZE, Math.floor(LINE_WIDTH / (title.length * BOLD_EM_PER_CHAR)));
}

export function resultImageSvg(card: ResultCard, options: { site: string; host: string }): string {
  const { width, height } = RESULT_IMAGE;
  const text = (x: number, y: number, size: number, value: string, extra = "") =>
    `<text x="${x}" y="${y}" font-size="${size}"${extra}>${escapeXml(value)}</text>`;
  const rows = [
    text(80, 250, titleSize(card.title), card.title, ' font-weight="bold"'),
    text(80, 335, 46, card.level, ' fill="#b45309"'),
    text(80, 410, 46, `${card.time} · ${card.help}`),
    ...(card.streak === null ? [] : [text(80, 485, 46, card.streak, ' fill="#047857"')]),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeXml(card.lines.join(" · "))}</title>`,
    `<rect width="${width}" height="${height}" fill="#fdf6e3"/>`,
    `<rect x="40" y="40" width="${width - 80}" height="${height - 80}" rx="32" fill="#ffffff" stroke="#1e3a5f" stroke-width="6"/>`,
    `<g font-family="${FONT}" fill="#1e3a5f">`,
    text(80, 140, 40, options.site, ' font-weight="bold" fill="#2563eb"'),
    ...rows,
    text(80, 560, 30, options.host, ' fill="#475569"'),
    `</g>`,
    `</svg>`,
  ].join("");
}
