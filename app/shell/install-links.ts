// What every page's head needs for installing the site (app/root.tsx): the manifest of its
// language, the Apple touch icon and the browser bar's colour. Kept apart from web-manifest.ts so
// the browser's first load carries these few strings and nothing of the manifest itself.

import type { Locale } from "../config/site-routes.ts";
import type { Theme } from "./theme.ts";

/** One manifest per language; both name the same app (web-manifest.ts, `id`). */
export function manifestPath(locale: Locale): string {
  return `/manifest.${locale}.webmanifest`;
}

/**
 * The browser's and an installed app's title bar: the navbar's colour of each theme
 * (--navbar-bg in app/styles/app.css; a unit test keeps them equal), so the bar and the page's top
 * strip read as one.
 */
export const THEME_COLOR: Record<Theme, string> = { light: "#17324d", dark: "#0a1017" };

/** The page's background (--body-bg), which the splash screen of an installed app shows while it starts. */
export const BACKGROUND_COLOR: Record<Theme, string> = { light: "#f4f6f9", dark: "#0f141b" };

export const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";
