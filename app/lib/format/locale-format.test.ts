import { describe, expect, it } from "vitest";
import { formatCount, formatEuros, formatMonth } from "./locale-format.ts";

describe("formatEuros", () => {
  it.each([
    [5000, "de", "50,00 €"],
    [1500, "de", "15,00 €"],
    [123456, "de", "1.234,56 €"],
    [5000, "en", "€50.00"],
    [123456, "en", "€1,234.56"],
    [0, "de", "0,00 €"],
  ])("%i cents in %s is %s", (cents, locale, text) => {
    expect(formatEuros(cents, locale).replace(/\u00a0/g, " ")).toBe(text);
  });
});

describe("formatMonth", () => {
  it.each([
    ["2026-11", "de", "November 2026"],
    ["2027-03", "de", "März 2027"],
    ["2027-03", "en", "March 2027"],
    ["2018-01", "en", "January 2018"],
    ["2026-12", "de-DE", "Dezember 2026"],
  ])("%s in %s is %s", (month, locale, text) => {
    expect(formatMonth(month, locale)).toBe(text);
  });
});

describe("formatCount", () => {
  it.each([
    [10, "de", "10"],
    [1234, "de", "1.234"],
    [1234, "en", "1,234"],
    [1_000_000, "de", "1.000.000"],
  ])("%i in %s is %s", (value, locale, text) => {
    expect(formatCount(value, locale)).toBe(text);
  });
});
