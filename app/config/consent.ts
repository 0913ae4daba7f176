// What the site asks of the consent platform (SPEC §4 "Consent button", §9). Separate from
// config/ads.ts because every page's shell needs these few numbers, and the ad configuration
// loads only with the ad code, after consent.

/** SPEC §9: the consent button waits for the CMP, polling this often, this long. */
export const CONSENT_POLL_MS = 100;
export const CONSENT_POLL_TIMEOUT_MS = 5000;

/** SPEC §4: targeting consent needs these TCF purposes … */
export const TARGETING_PURPOSES = [1, 3, 4] as const;
/** … and this vendor: Google Advertising Products in the IAB Global Vendor List. */
export const GOOGLE_VENDOR_ID = 755;
/** Without consent to purpose 1 (store and/or access information on a device) no ad tag runs at all. */
export const STORAGE_PURPOSE = 1;
