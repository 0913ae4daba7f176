// Supporter membership: the numbers of SPEC.md §9 ("every 10.00 EUR extends the ad-free time by 12
// months; VAT 19 percent; currency EUR; amount min 1, max 135960; Black Friday gives 25 percent
// longer") and the few this site had to decide, each under a name.

export const SUPPORTER_CURRENCY = "EUR";
/** 10.00 EUR … */
export const SUPPORTER_PRICE_CENTS = 1000;
/** … buy 12 months. */
export const SUPPORTER_MONTHS_PER_PRICE = 12;
/** Prices contain German VAT at 19 %. */
export const SUPPORTER_VAT_PERCENT = 19;
export const SUPPORTER_MIN_CENTS = 100;
export const SUPPORTER_MAX_CENTS = 13_596_000;
/** Paid on Black Friday (Berlin day): the period is 25 % longer. */
export const BLACK_FRIDAY_BONUS_PERCENT = 25;
/**
 * Pro rata: the whole months an amount buys are calendar months; what is left of a month is
 * counted in days of a 30-day month, rounded down (our decision; SPEC is silent).
 */
export const DAYS_PER_PART_MONTH = 30;
/** The amount field's suggestions on the supporter page, in cents. */
export const SUPPORTER_SUGGESTED_CENTS = [500, 1000, 2000] as const;
/** PayPal answers within seconds; past this a call is treated as lost and retried with the same request id. */
export const PAYPAL_TIMEOUT_MS = 15_000;
/** Refresh the OAuth token this long before PayPal says it expires. */
export const PAYPAL_TOKEN_MARGIN_S = 60;
export const PAYPAL_API_PRODUCTION = "https://api-m.paypal.com";
export const PAYPAL_API_SANDBOX = "https://api-m.sandbox.paypal.com";
