import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../app/config/site-routes.ts";
import { THEME_COLOR, manifestPath } from "../../app/shell/install-links.ts";
import { APP_ID, WEB_MANIFEST_TEXTS } from "../../app/shell/web-manifest.ts";
import { request, seedDailyPool, seedPuzzles } from "./helpers.ts";

// The web app manifest of each language as the Worker serves it, and the page heads that link it.

beforeAll(async () => {
  await seedPuzzles(1);
  await seedDailyPool(1);
});

describe("the web app manifests", () => {
  it.each(LOCALES)("%s: served as a manifest, cached for an hour, in its language", async (locale) => {
    const res = await request(manifestPath(locale));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/manifest+json; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const manifest = await res.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      id: APP_ID,
      lang: locale,
      name: WEB_MANIFEST_TEXTS[locale].name,
      short_name: WEB_MANIFEST_TEXTS[locale].shortName,
      start_url: locale === "de" ? "/" : "/en",
      scope: "/",
      display: "standalone",
    });
  });

  it("answers other languages, other methods and loader-data paths with 4xx, never 5xx", async () => {
    expect((await request("/manifest.fr.webmanifest")).status).toBe(404);
    expect((await request("/manifest.webmanifest")).status).toBe(404);
    expect((await request("/manifest.de.webmanifest.data")).status).toBe(404);
    const post = await request(manifestPath("de"), {
      method: "POST",
      headers: { Origin: "http://localhost:8787", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(post.status).toBe(405);
    expect((await request(manifestPath("en"), { method: "PUT", headers: { Origin: "http://localhost:8787" } })).status).toBe(405);
  });
});

describe("the page head", () => {
  it.each([
    ["/", "de"],
    ["/de/faq", "de"],
    ["/de/sudoku-des-tages", "de"],
    ["/en", "en"],
    ["/en/faq", "en"],
    ["/nope", "de"],
  ] as const)("%s links the %s manifest and the Apple touch icon", async (path, locale) => {
    const html = await (await request(path)).text();
    expect(html).toContain(`<link rel="manifest" href="${manifestPath(locale)}"/>`);
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>');
  });

  it.each([
    ["false", "light"],
    ["true", "dark"],
  ] as const)("with darkMode=%s the theme-color is the %s theme's", async (cookie, theme) => {
    for (const path of ["/de/faq", "/de/sudoku-des-tages"]) {
      const html = await (await request(path, { headers: { Cookie: `darkMode=${cookie}` } })).text();
      expect(html, path).toContain(`<html lang="de" data-theme="${theme}"`);
      expect(html, path).toContain(`<meta name="theme-color" content="${THEME_COLOR[theme]}"/>`);
    }
  });
});
