// The web app manifest, one per language (served by routes/web-manifest.ts as
// /manifest.<lang>.webmanifest, linked from every page of that language by app/root.tsx).
//
// Decisions:
// - Both manifests carry the same `id`, so Chromium treats them as one app: installed from a
//   German page it is the same app an English page offers, not a second one.
// - `start_url` is the language's home page without a marker such as `?source=pwa`: the site counts
//   nothing by source, and a query would be a second address of the home page for the service
//   worker's cache and the visitor page cache to keep apart.
// - `scope` is the whole site: the German home is `/`, so a German scope cannot be narrower.
// - Names in both languages: each manifest is in its own language and also carries the
//   `*_localized` members of the Web Application Manifest spec (w3c.github.io/manifest/#localized-members).
//   No browser uses them yet (Chromium tracks it as crbug 380491647, shipped in no release;
//   Firefox and Safari neither): today an installed app keeps the names of the manifest it was
//   installed from, the language of the page the player installed it on. A browser that does not
//   know the members ignores them, as the spec asks of unknown members.
// - Colours for both themes: a manifest has one `theme_color` and one `background_color` (the
//   light theme's); the dark theme's are in `user_preferences.color_scheme.dark` (the manifest
//   incubation of WICG/manifest-incubations, user-preferences-explainer.md; Chromium tried it only
//   behind a flag). An open page sets the title bar itself with <meta name="theme-color">, which
//   follows the page's theme (app/root.tsx) and wins over the manifest's colour.

import type { Locale, SitePageKey } from "../config/site-routes.ts";
import { LOCALES, levelKey, pathFor } from "../config/site-routes.ts";
import deTexts, { type WebManifestTexts } from "../locales/de/web-manifest.ts";
import enTexts from "../locales/en/web-manifest.ts";
import { BACKGROUND_COLOR, THEME_COLOR, manifestPath } from "./install-links.ts";

export const WEB_MANIFEST_TEXTS: Record<Locale, WebManifestTexts> = { de: deTexts, en: enTexts };

/** The same for both languages: one app. Resolved against the site's origin. */
export const APP_ID = "/";

export interface IconFile {
  src: string;
  type: "image/png" | "image/svg+xml";
  /** Width and height in pixels; none for the SVG, which scales. */
  size?: number;
  /** What the manifest says it is for; none for a file the manifest does not list (Apple's). */
  purpose?: "any" | "maskable";
  /** Which drawing of scripts/build/icons.ts the file shows. */
  drawing: "any" | "maskable" | "apple";
}

/** Every icon file under public/icons/, written by scripts/build/icons.ts. */
export const ICON_FILES: readonly IconFile[] = [
  { src: "/icons/icon.svg", type: "image/svg+xml", purpose: "any", drawing: "any" },
  { src: "/icons/maskable.svg", type: "image/svg+xml", purpose: "maskable", drawing: "maskable" },
  { src: "/icons/icon-192.png", type: "image/png", size: 192, purpose: "any", drawing: "any" },
  { src: "/icons/icon-512.png", type: "image/png", size: 512, purpose: "any", drawing: "any" },
  { src: "/icons/maskable-192.png", type: "image/png", size: 192, purpose: "maskable", drawing: "maskable" },
  { src: "/icons/maskable-512.png", type: "image/png", size: 512, purpose: "maskable", drawing: "maskable" },
  // iOS takes no icon from the manifest: <link rel="apple-touch-icon"> (app/root.tsx) names this one.
  { src: "/icons/apple-touch-icon.png", type: "image/png", size: 180, drawing: "apple" },
];

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: "any" | "maskable";
}

const manifestIcon = (file: IconFile & { purpose: "any" | "maskable" }): ManifestIcon => ({
  src: file.src,
  sizes: file.size ? `${file.size}x${file.size}` : "any",
  type: file.type,
  purpose: file.purpose,
});

export const MANIFEST_ICONS: readonly ManifestIcon[] = ICON_FILES.filter(
  (file): file is IconFile & { purpose: "any" | "maskable" } => file.purpose !== undefined,
).map(manifestIcon);

type ShortcutKey = keyof WebManifestTexts["shortcuts"];
const SHORTCUT_PAGES: Record<ShortcutKey, SitePageKey> = {
  daily: "daily",
  veryEasy: levelKey(1),
  medium: levelKey(3),
};

/** Every language's variant of one text, for a `*_localized` member. */
function localized(pick: (texts: WebManifestTexts) => string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, pick(WEB_MANIFEST_TEXTS[l])])) as Record<Locale, string>;
}

export function buildWebManifest(locale: Locale) {
  const texts = WEB_MANIFEST_TEXTS[locale];
  // Chromium shows a shortcut's icon only from 96 px up; the 192 px one is scaled down.
  const shortcutIcons = MANIFEST_ICONS.filter((icon) => icon.sizes === "192x192" && icon.purpose === "any");
  return {
    id: APP_ID,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    name_localized: localized((t) => t.name),
    short_name_localized: localized((t) => t.shortName),
    description_localized: localized((t) => t.description),
    lang: locale,
    dir: "ltr",
    start_url: pathFor("home", locale),
    scope: "/",
    display: "standalone",
    background_color: BACKGROUND_COLOR.light,
    theme_color: THEME_COLOR.light,
    user_preferences: {
      color_scheme: { dark: { background_color: BACKGROUND_COLOR.dark, theme_color: THEME_COLOR.dark } },
    },
    icons: MANIFEST_ICONS,
    categories: ["games", "entertainment", "education"],
    shortcuts: (Object.keys(SHORTCUT_PAGES) as ShortcutKey[]).map((key) => ({
      name: texts.shortcuts[key].name,
      short_name: texts.shortcuts[key].shortName,
      name_localized: localized((t) => t.shortcuts[key].name),
      short_name_localized: localized((t) => t.shortcuts[key].shortName),
      url: pathFor(SHORTCUT_PAGES[key], locale),
      icons: shortcutIcons,
    })),
  };
}

export type WebManifest = ReturnType<typeof buildWebManifest>;

/** The manifest's language from its path; undefined for any other path. */
export function manifestLocale(pathname: string): Locale | undefined {
  return LOCALES.find((l) => pathname === manifestPath(l));
}
