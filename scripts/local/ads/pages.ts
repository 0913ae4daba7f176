// The two HTML documents the ad stand-in makes itself: the "creative" each ad frame shows, and
// the bare harness page tests/e2e/ad-standins.spec.ts drives the browser scripts on.

export const PROVIDERS = ["adsense", "gpt", "external"] as const;
export type Provider = (typeof PROVIDERS)[number];

export const CMP_MODES = ["absent", "consent", "no-consent", "targeting-refused", "outside-gdpr", "ask"] as const;
export type CmpMode = (typeof CMP_MODES)[number];

/** The publisher id the harness asks the CMP and AdSense for (any pub- id is served). */
export const HARNESS_PUBLISHER = "pub-1234567890123456";

const MAX_SIDE = 2000;
const MAX_SLOT_LENGTH = 200;

export class BadRequest extends Error {}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function side(query: URLSearchParams, name: "w" | "h"): number {
  const text = query.get(name) ?? "";
  // Digits only: Number() would also take "1e3", " 90" or "0x5a".
  const value = /^[0-9]{1,4}$/.test(text) ? Number(text) : NaN;
  if (!(value >= 1 && value <= MAX_SIDE)) throw new BadRequest(`${name} must be a whole number from 1 to ${MAX_SIDE}`);
  return value;
}

export interface FrameParams {
  provider: Provider;
  slot: string;
  width: number;
  height: number;
  nonPersonalized: boolean;
}

export function frameParams(query: URLSearchParams): FrameParams {
  const provider = query.get("provider") ?? "";
  if (!(PROVIDERS as readonly string[]).includes(provider)) throw new BadRequest(`provider must be one of ${PROVIDERS.join(", ")}`);
  const slot = query.get("slot") ?? "";
  if (slot === "" || slot.length > MAX_SLOT_LENGTH) throw new BadRequest(`slot must be 1 to ${MAX_SLOT_LENGTH} characters`);
  const npa = query.get("npa");
  if (npa !== "0" && npa !== "1") throw new BadRequest("npa must be 0 or 1");
  return { provider: provider as Provider, slot, width: side(query, "w"), height: side(query, "h"), nonPersonalized: npa === "1" };
}

export function frameLabel(p: FrameParams): string {
  return `Anzeige (Stand-in) · ${p.provider} · slot ${p.slot} · ${p.width}×${p.height} · ${p.nonPersonalized ? "nicht personalisiert" : "personalisiert"}`;
}

/**
 * The creative: one box of exactly the slot's size, so a test (or a person looking at the page)
 * sees where an ad would sit and whether the site sized its slot right. The border is inside the
 * box (border-box) and anything that does not fit is cut off rather than scrolled.
 */
export function frameHtml(p: FrameParams): string {
  const label = escapeHtml(frameLabel(p));
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Anzeige (Stand-in)</title>
<style>
html, body { margin: 0; padding: 0; overflow: hidden; background: #ffffff; }
.ad {
  box-sizing: border-box; width: ${p.width}px; height: ${p.height}px; overflow: hidden;
  border: 1px solid #4a4a4a; background: #f2f2f2; color: #1a1a1a;
  font: 12px/1.35 system-ui, sans-serif; padding: 2px 4px;
  display: flex; align-items: center; justify-content: center; text-align: center;
}
</style>
</head>
<body>
<div class="ad" data-provider="${p.provider}" data-slot="${escapeHtml(p.slot)}" data-width="${p.width}" data-height="${p.height}" data-npa="${p.nonPersonalized ? 1 : 0}">${label}</div>
</body>
</html>
`;
}

export interface HarnessParams {
  cmpDefault: CmpMode;
  provider: Provider | "none";
  lang: "de" | "en";
  /** Install the IAB stub (`__tcfapi.a` queue) and load the CMP async, as most sites do. */
  stub: boolean;
  /** Let the harness push/define the ads itself once there is consent; off: a test drives the API. */
  auto: boolean;
  /** Load the provider's script twice. */
  twice: boolean;
  /** Add an AdSense slot that is display: none. */
  hiddenIns: boolean;
}

function choice<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T {
  const value = query.get(name);
  if (value === null) return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new BadRequest(`${name} must be one of ${allowed.join(", ")}`);
  return value as T;
}

const flag = (query: URLSearchParams, name: string, fallback: "0" | "1") => choice(query, name, ["0", "1"], fallback) === "1";

export function harnessParams(query: URLSearchParams): HarnessParams {
  return {
    cmpDefault: choice(query, "cmpDefault", CMP_MODES, "ask"),
    provider: choice(query, "provider", [...PROVIDERS, "none"], "none"),
    lang: choice(query, "lang", ["de", "en"], "de"),
    stub: flag(query, "stub", "0"),
    auto: flag(query, "auto", "1"),
    twice: flag(query, "twice", "0"),
    hiddenIns: flag(query, "hiddenIns", "0"),
  };
}

/**
 * The harness's policy is the site's (app/lib/security/security-headers.server.ts) with the one
 * addition an ad integration needs, frame-src for the stand-in: scripts by nonce and whatever
 * they load, styles by nonce, no style attributes. What works here works under the site's CSP.
 */
export function harnessPolicy(nonce: string, standInOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    "style-src-attr 'none'",
    `frame-src ${standInOrigin}`,
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** JSON that is safe inside a `<script>` element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function harnessHtml(p: HarnessParams, nonce: string, standInOrigin: string): string {
  const de = p.lang === "de";
  const cmpSrc = escapeHtml(`${standInOrigin}/i/${HARNESS_PUBLISHER}?ers=1&default=${p.cmpDefault}`);
  const config = { ...p, origin: standInOrigin, publisher: HARNESS_PUBLISHER };
  const ins = (id: string, slot: string) =>
    `<ins class="adsbygoogle" id="${id}" data-ad-client="ca-${HARNESS_PUBLISHER}" data-ad-slot="${slot}" data-ad-format="auto" data-full-width-responsive="false"></ins>`;
  const slots: Record<HarnessParams["provider"], string[]> = {
    adsense: [
      ins("ad-leaderboard", "1234567890"),
      ins("ad-rectangle", "2345678901"),
      ...(p.hiddenIns ? [ins("ad-hidden", "3456789012")] : []),
    ],
    gpt: [`<div id="div-gpt-leaderboard" class="slot-leaderboard"></div>`, `<div id="div-gpt-rectangle" class="slot-rectangle"></div>`],
    external: [`<div id="external-ad" data-external-ad="sidebar-1"></div>`],
    none: [],
  };
  // The CMP either loads first and blocking (the harness finds __tcfapi defined), or async behind
  // the stub, so the calls the harness makes meanwhile wait in __tcfapi.a.
  const cmp = `<script nonce="${nonce}"${p.stub ? " async" : ""} src="${cmpSrc}"></script>`;
  const harness = `<script nonce="${nonce}" src="${escapeHtml(standInOrigin)}/__standin/harness.js"></script>`;
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<title>${de ? "Anzeigen-Stand-in: Testseite" : "Ad stand-in: test page"}</title>
<style nonce="${nonce}">
body { margin: 0; padding: 16px; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #ffffff; }
ins.adsbygoogle { display: block; margin: 8px 0; }
#ad-leaderboard, .slot-leaderboard { width: 728px; height: 90px; }
#ad-rectangle, .slot-rectangle { width: 300px; height: 250px; }
#ad-hidden { display: none; width: 300px; height: 250px; }
.slot-leaderboard, .slot-rectangle { margin: 8px 0; }
#external-ad { width: 160px; height: 600px; }
</style>
<script type="application/json" id="harness-config">${scriptJson(config)}</script>
${p.stub ? `${harness}\n${cmp}` : `${cmp}\n${harness}`}
</head>
<body>
<main>
<h1>${de ? "Stand-in-Testseite für Anzeigen" : "Stand-in test page for ads"}</h1>
<p id="harness-status" role="status"></p>
<button type="button" id="privacy-settings">${de ? "Datenschutz-Einstellungen" : "Privacy settings"}</button>
${slots[p.provider].join("\n")}
</main>
</body>
</html>
`;
}
