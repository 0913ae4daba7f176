// A period in words ("12 Monate und 6 Tage", "1 month and 6 days"), from the supporter page's
// catalogue: the page, the PayPal order's description and the receipt all say it the same way.
import type { Period } from "./period.ts";

export interface PeriodWords {
  months_one: string;
  months_other: string;
  days_one: string;
  days_other: string;
  and: string;
}

export function periodText(period: Period, words: PeriodWords): string {
  const count = (n: number, one: string, other: string) => (n === 1 ? one : other).replace("{{count}}", String(n));
  const parts = [
    period.months ? count(period.months, words.months_one, words.months_other) : "",
    period.days ? count(period.days, words.days_one, words.days_other) : "",
  ];
  return parts.filter(Boolean).join(` ${words.and} `);
}
