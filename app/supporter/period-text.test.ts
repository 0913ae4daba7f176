import { describe, expect, it } from "vitest";
import de from "../locales/de/supporter-page.ts";
import en from "../locales/en/supporter-page.ts";
import { periodText } from "./period-text.ts";

describe("periodText", () => {
  it.each([
    [{ months: 12, days: 0 }, de, "12 Monate"],
    [{ months: 1, days: 6 }, de, "1 Monat und 6 Tage"],
    [{ months: 0, days: 1 }, de, "1 Tag"],
    [{ months: 15, days: 0 }, en, "15 months"],
    [{ months: 1, days: 1 }, en, "1 month and 1 day"],
    [{ months: 9, days: 29 }, en, "9 months and 29 days"],
  ] as const)("%j: %s", (period, words, text) => {
    expect(periodText(period, words)).toBe(text);
  });
});
