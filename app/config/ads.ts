// All advertising configuration in one place (SPEC §3 "Ad unit", §4 "Ads", §9): positions and
// the size each reserves, the providers and their weights, the consent platform's script, the
// timings. What counts as consent is config/consent.ts: the shell loads that on every page, this
// file only the ad code after consent (and the server).
// The account data (publisher id, ad unit ids, network code) belong to the operator's AdSense /
// Ad Manager account: replace them with the account's own before the first deploy, as the
// D1 and KV ids in wrangler.toml.

export const AD_POSITIONS = [
  "content-zero",
  "content-first",
  "content-second",
  "content-third",
  "content-fourth",
  "content-last",
  "leaderboard",
  "rectangle",
  "solved-rectangle",
  "sticky-skyscraper",
  "footer",
] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

/** Content positions after the 1st … 4th section of a content page (content-zero before, content-last after). */
export const CONTENT_SECTION_POSITIONS = ["content-first", "content-second", "content-third", "content-fourth"] as const;

/** Legal texts carry no ads: they are read for what they say, and nobody should scroll past ads to find it. */
export const PAGES_WITHOUT_ADS: ReadonlySet<string> = new Set(["imprint", "privacy", "copyright", "daily-terms"]);

export interface SlotSize {
  width: number;
  height: number;
}

/**
 * The space each position reserves before anything loads (no layout shift): on phones (below
 * PHONE_MAX_WIDTH_PX) and wider. app/components/ads/ads.css holds the same numbers as CSS, checked
 * against this table by ads.test.ts.
 */
export const AD_SIZES: Record<AdPosition, { phone: SlotSize; wide: SlotSize }> = {
  "content-zero": { phone: { width: 300, height: 250 }, wide: { width: 728, height: 90 } },
  "content-first": { phone: { width: 300, height: 250 }, wide: { width: 728, height: 90 } },
  "content-second": { phone: { width: 300, height: 250 }, wide: { width: 728, height: 90 } },
  "content-third": { phone: { width: 300, height: 250 }, wide: { width: 728, height: 90 } },
  "content-fourth": { phone: { width: 300, height: 250 }, wide: { width: 728, height: 90 } },
  "content-last": { phone: { width: 300, height: 250 }, wide: { width: 728, height: 90 } },
  leaderboard: { phone: { width: 320, height: 50 }, wide: { width: 728, height: 90 } },
  rectangle: { phone: { width: 300, height: 250 }, wide: { width: 300, height: 250 } },
  "solved-rectangle": { phone: { width: 300, height: 250 }, wide: { width: 300, height: 250 } },
  "sticky-skyscraper": { phone: { width: 120, height: 600 }, wide: { width: 120, height: 600 } },
  footer: { phone: { width: 320, height: 50 }, wide: { width: 728, height: 90 } },
};
export const PHONE_MAX_WIDTH_PX = 767;

/** SPEC §9: the sticky skyscraper shows only on windows wider than this. */
export const STICKY_AD_MIN_WIDTH_PX = 1520;
/** SPEC §9: an ad is requested this long after its slot appeared. */
export const AD_DELAY_MS = 200;
/** AdSense: `<ins class="adsbygoogle">` per slot, then `adsbygoogle.push({})`. */
export interface AdSenseProvider {
  type: "adsense";
  id: string;
  weight: number;
  client: string;
  /** SPEC §3: this provider's units have a format. */
  format: "auto";
  slots: Partial<Record<AdPosition, string>>;
}

/** Google Publisher Tag (Ad Manager): slots are registered; the first defines, enables and displays, the others display. */
export interface GptProvider {
  type: "gpt";
  id: string;
  weight: number;
  slots: Partial<Record<AdPosition, string>>;
}

/** SPEC §4's third type: an external script, loaded once, that fills a single slot. */
export interface ExternalProvider {
  type: "external";
  id: string;
  weight: number;
  position: AdPosition;
  /** Path of the script on its host (the host is the provider's, or the stand-in's). */
  scriptPath: string;
}

export type AdProvider = AdSenseProvider | GptProvider | ExternalProvider;

/**
 * The operator's AdSense publisher id, AdSense ad unit ids and Ad Manager network code. Zeros until
 * the account's own are filled in: production refuses to serve live ads with them (env.server.ts).
 */
const ADSENSE_PUBLISHER = "pub-0000000000000000";
const AD_MANAGER_NETWORK = "/0000000000/sudoku-oase";

/** SPEC §4: chosen at random by weight (percent); today the first provider always. */
export const AD_PROVIDERS: readonly AdProvider[] = [
  {
    type: "adsense",
    id: "adsense",
    weight: 100,
    client: `ca-${ADSENSE_PUBLISHER}`,
    format: "auto",
    slots: {
      "content-zero": "0000000000",
      "content-first": "0000000000",
      "content-second": "0000000000",
      "content-third": "0000000000",
      "content-fourth": "0000000000",
      "content-last": "0000000000",
      leaderboard: "0000000000",
      rectangle: "0000000000",
      "solved-rectangle": "0000000000",
      "sticky-skyscraper": "0000000000",
    },
  },
  {
    type: "gpt",
    id: "ad-manager",
    weight: 0,
    slots: {
      "content-zero": `${AD_MANAGER_NETWORK}/content-zero`,
      "content-first": `${AD_MANAGER_NETWORK}/content-first`,
      "content-second": `${AD_MANAGER_NETWORK}/content-second`,
      "content-third": `${AD_MANAGER_NETWORK}/content-third`,
      "content-fourth": `${AD_MANAGER_NETWORK}/content-fourth`,
      "content-last": `${AD_MANAGER_NETWORK}/content-last`,
      leaderboard: `${AD_MANAGER_NETWORK}/leaderboard`,
      rectangle: `${AD_MANAGER_NETWORK}/rectangle`,
      "solved-rectangle": `${AD_MANAGER_NETWORK}/solved-rectangle`,
      "sticky-skyscraper": `${AD_MANAGER_NETWORK}/sticky-skyscraper`,
      footer: `${AD_MANAGER_NETWORK}/footer`,
    },
  },
  { type: "external", id: "external", weight: 0, position: "rectangle", scriptPath: "/external/ad.js" },
];

/** Where the scripts come from: the providers' hosts live, the local stand-in (scripts/local/ads) otherwise. */
export const LIVE_HOSTS = {
  cmp: "https://fundingchoicesmessages.google.com",
  adsense: "https://pagead2.googlesyndication.com",
  gpt: "https://securepubads.g.doubleclick.net",
  external: "https://ads.sudoku-oase.de",
} as const;

/** Google's consent platform ("Privacy & messaging"), an IAB TCF v2.2 CMP, for this publisher. */
export const CMP_SCRIPT_PATH = `/i/${ADSENSE_PUBLISHER}?ers=1`;
export const SCRIPT_PATHS = {
  adsense: "/pagead/js/adsbygoogle.js",
  gpt: "/tag/js/gpt.js",
} as const;

/**
 * How a page gets its ads: "live" from the providers, "standin" from the local stand-in at
 * `origin` (development and tests), "off" none at all.
 */
export type AdsMode = "live" | "standin" | "off";

/** What the browser needs to know, sent with the root loader data (null: no ads for this visitor). */
export interface AdsSetup {
  /** Origin every ad and CMP script comes from (the stand-in's, locally); null: each provider's live host. */
  standinOrigin: string | null;
  /** The consent platform's script, loaded in the document head. */
  cmpSrc: string;
  /** The provider chosen for this page view (by weight, on the server, so only its positions reserve space). */
  provider: string;
  /** The positions that provider fills: only these get a slot in the page. */
  positions: AdPosition[];
}

export function providerById(id: string): AdProvider | undefined {
  return AD_PROVIDERS.find((p) => p.id === id);
}

/** The positions a provider fills: only these get a slot in the page. */
export function providerPositions(provider: AdProvider): AdPosition[] {
  return provider.type === "external" ? [provider.position] : (Object.keys(provider.slots) as AdPosition[]);
}

const PLACEHOLDER_ID = /(^|[/-])0{10,}(\/|$)/;

/** Whether the account data above are filled in (live ads need them). */
export function adsAccountReady(): boolean {
  const ids = [ADSENSE_PUBLISHER, ...AD_PROVIDERS.flatMap((p) => (p.type === "external" ? [] : Object.values(p.slots)))];
  return !ids.some((id) => PLACEHOLDER_ID.test(id));
}

export function scriptHost(setup: AdsSetup, kind: keyof typeof LIVE_HOSTS): string {
  return setup.standinOrigin ?? LIVE_HOSTS[kind];
}
