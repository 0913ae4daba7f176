// Whether a page carries ads, which provider fills it and where its scripts come from (SPEC §2,
// §4; config/ads.ts). The server decides: a supporter's pages have no ad markup and load no
// consent platform at all.
import { AD_PROVIDERS, CMP_SCRIPT_PATH, LIVE_HOSTS, providerPositions, type AdsSetup } from "../config/ads.ts";
import type { AppEnv } from "../env.server.ts";
import { chooseProvider } from "./choose.ts";

type AdsEnv = Pick<AppEnv, "ADS_MODE" | "ADS_STANDIN_ORIGIN" | "CMP_STANDIN_DEFAULT">;

export function adsSetup(env: AdsEnv, user: { supporterUntil: string | null } | null, random = Math.random()): AdsSetup | null {
  if (env.ADS_MODE === "off" || user?.supporterUntil) return null;
  const provider = chooseProvider(AD_PROVIDERS, random);
  if (!provider) return null;
  const chosen = { provider: provider.id, positions: providerPositions(provider) };
  if (env.ADS_MODE === "standin" && env.ADS_STANDIN_ORIGIN) {
    const origin = env.ADS_STANDIN_ORIGIN.replace(/\/$/, "");
    // The stand-in is told what to answer a visitor who has not chosen yet (its dialog, or a fixed answer for tests).
    return { standinOrigin: origin, cmpSrc: `${origin}${CMP_SCRIPT_PATH}&default=${env.CMP_STANDIN_DEFAULT}`, ...chosen };
  }
  return { standinOrigin: null, cmpSrc: `${LIVE_HOSTS.cmp}${CMP_SCRIPT_PATH}`, ...chosen };
}
