// What a TCF v2.2 consent answer allows (SPEC §4 "Consent button", "Ads"). Pure: the browser
// code hands in the CMP's tcData, tests hand in tables.
import { GOOGLE_VENDOR_ID, STORAGE_PURPOSE, TARGETING_PURPOSES } from "../config/consent.ts";

/** The part of the IAB TCF v2.2 TCData this site reads. */
export interface TcData {
  gdprApplies?: boolean;
  eventStatus?: string;
  purpose?: { consents?: Record<string, boolean | undefined> };
  vendor?: { consents?: Record<string, boolean | undefined> };
}

export interface AdConsent {
  /** Ad tags may run at all (TCF purpose 1, or no GDPR). */
  ads: boolean;
  /** Personalised ads (SPEC §4: purposes 1, 3, 4 and vendor 755). */
  targeting: boolean;
}

/**
 * The decision for one CMP event, or null while the visitor has not decided (the dialog is
 * showing). Where the GDPR applies only `tcloaded` (a stored choice) and `useractioncomplete` (a
 * fresh one) count.
 */
export function adConsent(tc: TcData | null | undefined): AdConsent | null {
  if (!tc) return null;
  // Outside the GDPR's reach nothing needs asking, and the CMP API v2.2 ("TCData") sends only
  // gdprApplies, tcfPolicyVersion, cmpId and cmpVersion: no eventStatus to wait for. Targeting
  // too: SPEC §3 and §9 make targeting consent true by default, and §4's purposes-and-vendor rule
  // reads a choice that outside the GDPR is never asked for (no dialog, no purposes to read).
  if (tc.gdprApplies === false) return { ads: true, targeting: true };
  if (tc.eventStatus !== "tcloaded" && tc.eventStatus !== "useractioncomplete") return null;
  const purposes = tc.purpose?.consents ?? {};
  const vendors = tc.vendor?.consents ?? {};
  const ads = purposes[STORAGE_PURPOSE] === true;
  const targeting = ads && TARGETING_PURPOSES.every((p) => purposes[p] === true) && vendors[GOOGLE_VENDOR_ID] === true;
  return { ads, targeting };
}
