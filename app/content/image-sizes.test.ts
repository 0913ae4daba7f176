import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IMAGE_SIZES } from "./image-sizes.ts";

/** A PNG's size from its IHDR chunk (bytes 16–23). */
function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

const markdownImages = [...new Set(
  ["de", "en"].flatMap((locale) =>
    readdirSync(`app/content/${locale}`)
      .filter((f) => f.endsWith(".md"))
      .flatMap((f) => [...readFileSync(`app/content/${locale}/${f}`, "utf8").matchAll(/!\[[^\]]*\]\((\/[^)\s]+)/g)].map((m) => m[1]!)),
  ),
)];

describe("picture sizes of the texts", () => {
  it("every picture in a text has its size listed", () => {
    expect(markdownImages.length).toBeGreaterThan(0);
    for (const src of markdownImages) expect(IMAGE_SIZES, src).toHaveProperty([src]);
  });

  it.each(Object.entries(IMAGE_SIZES))("%s is as big as listed", (src, size) => {
    expect(pngSize(`public${src}`)).toEqual([...size]);
  });
});
