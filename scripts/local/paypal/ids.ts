// PayPal-looking identifiers and times. Sites do sometimes check the shape of what PayPal hands
// them (an order id in a URL pattern, a column width), so the stand-in imitates the real shapes:
// 17 upper-case alphanumerics for orders, captures and refunds, 13 for payer ids.

const UPPER_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** The slight bias of `byte % 36` does not matter: these ids only need to be unique and look right. */
export function paypalId(length = 17): string {
  return Array.from(randomBytes(length), (byte) => UPPER_ALNUM.charAt(byte % UPPER_ALNUM.length)).join("");
}

/** PayPal's payer ids: 13 characters of its Base32 variant (no 0, 1, I or O), as `account_id` says. */
const PAYER_ID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export function payerId(): string {
  return Array.from(randomBytes(13), (byte) => PAYER_ID_ALPHABET.charAt(byte % PAYER_ID_ALPHABET.length)).join("");
}

export function randomHex(length: number): string {
  return Array.from(randomBytes(Math.ceil(length / 2)), (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, length);
}

export function randomBase64(byteCount: number): string {
  return btoa(String.fromCharCode(...randomBytes(byteCount)));
}

export function randomBase64Url(byteCount: number): string {
  return randomBase64(byteCount).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** PayPal's resource times carry whole seconds ("2026-03-01T12:00:00Z"); webhook envelopes keep milliseconds. */
export function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function isoMillis(ms: number): string {
  return new Date(ms).toISOString();
}
