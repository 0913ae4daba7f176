import { describe, expect, it } from "vitest";
import * as limits from "./limits.ts";

// The login flow's limits written out literally (DESIGN §4): the integration tests send requests
// against the imported rules, so a changed number would pass them; it must fail here.
describe("rate limits", () => {
  it.each([
    ["LOGIN_PER_EMAIL", { name: "login-email", per: "email", limit: 10, windowSeconds: 900 }],
    ["LOGIN_PER_IP", { name: "login-ip", per: "address", limit: 50, windowSeconds: 900 }],
    ["MAIL_PER_EMAIL", { name: "mail-email", per: "email", limit: 5, windowSeconds: 3600 }],
    ["MAIL_PER_IP", { name: "mail-ip", per: "address", limit: 20, windowSeconds: 3600 }],
    ["MAIL_SITEWIDE", { name: "mail-site", per: "site", limit: 300, windowSeconds: 3600 }],
    ["CAPTCHA_PER_IP", { name: "captcha-ip", per: "address", limit: 60, windowSeconds: 900 }],
    ["AUTHENTICATE_PER_IP", { name: "authenticate-ip", per: "address", limit: 50, windowSeconds: 900 }],
    ["PAYMENT_ORDERS_PER_ACCOUNT", { name: "payment-order", per: "account", limit: 20, windowSeconds: 3600 }],
    ["PAYMENT_CONFIRMS_PER_ACCOUNT", { name: "payment-confirm", per: "account", limit: 60, windowSeconds: 3600 }],
    ["CONTACT_PER_IP", { name: "contact-ip", per: "address", limit: 5, windowSeconds: 3600 }],
    ["CONTACT_PER_EMAIL", { name: "contact-email", per: "email", limit: 3, windowSeconds: 3600 }],
    ["CONTACT_SITEWIDE", { name: "contact-site", per: "site", limit: 100, windowSeconds: 3600 }],
    ["IMPORT_PER_IP", { name: "import-ip", per: "address", limit: 20, windowSeconds: 900 }],
    ["IMPORT_SITEWIDE", { name: "import-site", per: "site", limit: 2000, windowSeconds: 3600 }],
  ] as const)("%s", (name, rule) => {
    expect(limits[name]).toEqual(rule);
  });

  it("names every rule differently, so no two limits share a counter", () => {
    const names = Object.values(limits).flatMap((v) => (typeof v === "object" && "name" in v ? [v.name] : []));
    expect(names).toHaveLength(14);
    expect(new Set(names).size).toBe(14);
  });

  it.each([
    ["captcha answers live 10 minutes", "CAPTCHA_TTL_S", 600],
    ["avatars up to 200 KiB", "AVATAR_MAX_BYTES", 204_800],
    ["contact messages kept 180 days", "CONTACT_RETENTION_DAYS", 180],
  ] as const)("%s", (_, name, value) => {
    expect(limits[name]).toBe(value);
  });
});
