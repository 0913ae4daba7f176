// Amounts as PayPal writes them (decimal strings) and as the stand-in computes with them (cents).

export interface Money {
  currency_code: string;
  value: string;
}

/** What the site must send: at most ten whole digits and exactly two decimals. */
export const AMOUNT_PATTERN = /^\d{1,10}\.\d{2}$/;

/** Only for strings that match AMOUNT_PATTERN; ten digits of euros stay far inside a safe integer. */
export function toCents(value: string): number {
  const [whole = "0", fraction = "0"] = value.split(".");
  return Number(whole) * 100 + Number(fraction);
}

export function money(currency: string, cents: number): Money {
  return { currency_code: currency, value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}` };
}

/**
 * PayPal's standard rate for a domestic payment in the euro area, 2.49 % + 0.35 EUR, rounded half
 * up to the cent in integers (no floating-point ties). Capped at the payment so the net is never
 * negative for a one-cent test order.
 */
export function paypalFeeCents(grossCents: number): number {
  return Math.min(grossCents, Math.floor((grossCents * 249 + 5000) / 10000) + 35);
}

const SYMBOLS: Record<string, string> = { EUR: "€", USD: "$", GBP: "£" };

/** As PayPal's webhook summaries write an amount: "€ 10.00 EUR". */
export function spoken(amount: Money): string {
  return `${SYMBOLS[amount.currency_code] ?? amount.currency_code} ${amount.value} ${amount.currency_code}`;
}
