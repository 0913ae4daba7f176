import { describe, expect, it } from "vitest";
import { shouldShowSplash } from "./splash.ts";

describe("shouldShowSplash (fixed clock)", () => {
  it("shows before the end date when the cookie is not the current version", () => {
    expect(shouldShowSplash(new Date(Date.UTC(2021, 2, 28, 10)), undefined)).toBe(true);
    expect(shouldShowSplash(new Date(Date.UTC(2021, 2, 28, 10)), "2021.1.0")).toBe(true);
  });
  it("hides once dismissed for this version", () => {
    expect(shouldShowSplash(new Date(Date.UTC(2021, 2, 28, 10)), "2021.2.0")).toBe(false);
  });
  it("hides from the end date on (Berlin date)", () => {
    expect(shouldShowSplash(new Date(Date.UTC(2021, 3, 1, 21, 59)), undefined)).toBe(true);
    expect(shouldShowSplash(new Date(Date.UTC(2021, 3, 1, 22, 0)), undefined)).toBe(false);
    expect(shouldShowSplash(new Date(Date.UTC(2026, 10, 23)), undefined)).toBe(false);
  });
});
