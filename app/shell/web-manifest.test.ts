import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../config/site-routes.ts";
import { contentSecurityPolicy } from "../lib/security/security-headers.server.ts";
import { BACKGROUND_COLOR, THEME_COLOR, manifestPath } from "./install-links.ts";
import { APP_ID, ICON_FILES, WEB_MANIFEST_TEXTS, buildWebManifest, manifestLocale } from "./web-manifest.ts";

const publicFile = (src: string) => new URL(`../../public${src}`, import.meta.url);

/** Width and height from a PNG's IHDR chunk, which the format puts first. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("the app icons", () => {
  it("exist under public/ with the size they declare", () => {
    for (const icon of ICON_FILES) {
      const bytes = readFileSync(publicFile(icon.src));
      if (icon.type === "image/png") expect(pngSize(bytes), icon.src).toEqual({ width: icon.size, height: icon.size });
      else expect(bytes.toString("utf8"), icon.src).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 512 512"/);
    }
  });

  it("are what browsers ask for: 192 and 512 px PNGs for any use and maskable, the SVG, and Apple's 180 px", () => {
    const manifest = buildWebManifest("de");
    const listed = manifest.icons.map((i) => `${i.src} ${i.sizes} ${i.type} ${i.purpose}`);
    expect(listed.sort()).toEqual(
      [
        "/icons/icon.svg any image/svg+xml any",
        "/icons/maskable.svg any image/svg+xml maskable",
        "/icons/icon-192.png 192x192 image/png any",
        "/icons/icon-512.png 512x512 image/png any",
        "/icons/maskable-192.png 192x192 image/png maskable",
        "/icons/maskable-512.png 512x512 image/png maskable",
      ].sort(),
    );
    // The manifest lists exactly the icon files but Apple's, which the page's head names.
    expect(manifest.icons.map((i) => i.src).sort()).toEqual(
      ICON_FILES.filter((f) => f.purpose)
        .map((f) => f.src)
        .sort(),
    );
    expect(ICON_FILES.filter((f) => !f.purpose).map((f) => `${f.src} ${f.size}`)).toEqual(["/icons/apple-touch-icon.png 180"]);
  });
});

describe("the web app manifest", () => {
  it("is one app in both languages, each manifest in its own language", () => {
    const de = buildWebManifest("de");
    const en = buildWebManifest("en");
    expect(de.id).toBe(APP_ID);
    expect(en.id).toBe(de.id);
    expect(de.scope).toBe(en.scope);
    expect([de.lang, de.start_url, de.name]).toEqual(["de", "/", WEB_MANIFEST_TEXTS.de.name]);
    expect([en.lang, en.start_url, en.name]).toEqual(["en", "/en", WEB_MANIFEST_TEXTS.en.name]);
    expect(de.name).not.toBe(en.name);
    expect(en.name_localized).toEqual(de.name_localized);
    expect(de.name_localized).toEqual({ de: de.name, en: en.name });
    expect(de.display).toBe("standalone");
    expect(de.shortcuts.map((s) => s.url)).toEqual(["/de/sudoku-des-tages", "/de/sehr-einfach", "/de/mittel"]);
    expect(en.shortcuts.map((s) => s.url)).toEqual(["/en/daily-sudoku", "/en/very-easy", "/en/medium"]);
    expect(en.shortcuts.map((s) => s.name)).toEqual(["Daily Sudoku", "Very easy Sudoku", "Medium Sudoku"]);
  });

  it("keeps the short name short enough for a home screen (12 characters)", () => {
    for (const locale of LOCALES) {
      const texts = WEB_MANIFEST_TEXTS[locale];
      expect(texts.shortName.length, locale).toBeLessThanOrEqual(12);
      for (const shortcut of Object.values(texts.shortcuts)) expect(shortcut.shortName.length, shortcut.name).toBeLessThanOrEqual(12);
    }
  });

  it("is found by its path, and no other path names one", () => {
    for (const locale of LOCALES) expect(manifestLocale(manifestPath(locale))).toBe(locale);
    for (const path of ["/manifest.fr.webmanifest", "/manifest.webmanifest", "/manifest.de.webmanifest/", "/de"]) {
      expect(manifestLocale(path), path).toBeUndefined();
    }
  });

  it("has the themes' colours of the stylesheet: the navbar's for the title bar, the page's for the splash", () => {
    const css = readFileSync(new URL("../styles/app.css", import.meta.url), "utf8");
    for (const theme of ["light", "dark"] as const) {
      const block = css.slice(css.indexOf(`[data-theme="${theme}"] {`));
      const value = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`).exec(block.slice(0, block.indexOf("}")))?.[1];
      expect(THEME_COLOR[theme], theme).toBe(value("navbar-bg"));
      expect(BACKGROUND_COLOR[theme], theme).toBe(value("body-bg"));
    }
  });
});

describe("the pages' Content-Security-Policy", () => {
  it("lets the page fetch its manifest and the icons: manifest-src falls back to default-src 'self', icons are img-src 'self'", () => {
    for (const profiles of [[], ["paypal"]] as const) {
      const policy = contentSecurityPolicy("nonce", profiles);
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toContain("manifest-src");
      expect(policy).toMatch(/img-src 'self'/);
    }
    // With ads only scripts are restricted: no default-src, so nothing restricts the manifest.
    expect(contentSecurityPolicy("nonce", "ads")).not.toMatch(/default-src|manifest-src|img-src/);
  });
});
