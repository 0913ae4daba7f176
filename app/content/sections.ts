// Content pages carry ads between their sections (SPEC §3 positions content-first … content-fourth).

/** Rendered article HTML cut before each `<h2>`: the intro (maybe empty), then one part per section. */
export function splitSections(html: string): string[] {
  const parts = html.split(/(?=<h2[\s>])/);
  // A page that opens with a section has an empty intro, so part i is always the i-th section.
  return /^<h2[\s>]/.test(html) ? ["", ...parts] : parts;
}

/**
 * The content position after each part: content-first … content-fourth after the 1st … 4th
 * section, only where another part follows (content-last closes the page anyway).
 */
export function slotAfter<P extends string>(partIndex: number, partCount: number, positions: readonly P[]): P | null {
  if (partIndex < 1 || partIndex + 1 >= partCount) return null;
  return positions[partIndex - 1] ?? null;
}
