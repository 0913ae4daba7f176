import { describe, expect, it } from "vitest";
import type { Db } from "./db/client.server.ts";
import { checkEnv } from "./env.server.ts";
import { mailerFor } from "./mail/mail-setup.server.ts";
import { MailChannelsMailer, OutboxMailer } from "./clients/mailer.server.ts";

// The operator's data and the mail key are wrangler secrets (workers/deploy-config.test.ts checks
// they are not in wrangler.toml); a deploy that forgot one must fail loudly, not serve a legal
// notice with holes or drop login codes. docs/SECURITY.md, Deployment.

const binding = { prepare() {}, get() {} };
const NOW = new Date(Date.UTC(2026, 10, 15));
const production = {
  ENVIRONMENT: "production",
  SITE_ORIGIN: "https://sudoku-oase.de",
  SUN_LATITUDE: "52.52",
  SUN_LONGITUDE: "13.405",
  OPERATOR_NAME: "Sudoku-Oase GmbH",
  OPERATOR_ADDRESS: "Beispielweg 2, 10115 Berlin",
  CONTACT_EMAIL: "kontakt@sudoku-oase.de",
  MAIL_FROM: "anmeldung@sudoku-oase.de",
  MAILCHANNELS_API_KEY: "key",
  PAYPAL_CLIENT_ID: "live-client-id",
  PAYPAL_CLIENT_SECRET: "live-secret",
  PAYPAL_WEBHOOK_ID: "8PT597110X687430LKGECATA",
  DB: binding,
  KV: binding,
};

describe("the Worker's environment", () => {
  it("is accepted when every secret is set", () => {
    expect(checkEnv({ ...production }).OPERATOR_NAME).toBe("Sudoku-Oase GmbH");
  });

  it.each(["OPERATOR_NAME", "OPERATOR_ADDRESS", "CONTACT_EMAIL"])("refuses to serve without %s", (name) => {
    const env: Record<string, unknown> = { ...production };
    delete env[name];
    expect(() => checkEnv(env)).toThrow(name);
    expect(() => checkEnv({ ...env, [name]: "" })).toThrow(name);
  });

  it.each(["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"])("refuses to take money without %s", (name) => {
    const env: Record<string, unknown> = { ...production };
    delete env[name];
    expect(() => checkEnv(env)).toThrow(name);
  });

  it("serves live ads or none in production: never the stand-in, never the placeholder account", () => {
    expect(checkEnv({ ...production, ADS_MODE: "off" }).ADS_MODE).toBe("off");
    expect(() => checkEnv({ ...production, ADS_MODE: "standin", ADS_STANDIN_ORIGIN: "http://127.0.0.1:8791" })).toThrow("ADS_MODE");
    expect(() => checkEnv({ ...production, ADS_MODE: "live" })).toThrow("account ids");
    expect(() => checkEnv({ ...production, ENVIRONMENT: "development", ADS_MODE: "standin" })).toThrow("ADS_STANDIN_ORIGIN");
  });

  it.each(["WH-live", "8PT5 97110X", "x".repeat(51), "ä123"])("refuses a webhook id PayPal's verify call would refuse: %s", (id) => {
    expect(() => checkEnv({ ...production, PAYPAL_WEBHOOK_ID: id })).toThrow("PAYPAL_WEBHOOK_ID");
  });

  it("talks to PayPal over HTTPS only in production", () => {
    expect(() => checkEnv({ ...production, PAYPAL_API_BASE: "http://127.0.0.1:8790" })).toThrow("PAYPAL_API_BASE");
    expect(checkEnv({ ...production, PAYPAL_API_BASE: "https://api-m.paypal.com" }).PAYPAL_API_BASE).toBe("https://api-m.paypal.com");
  });

  it("sends production mail through MailChannels and refuses to without the key", () => {
    const db = {} as Db;
    expect(mailerFor(checkEnv({ ...production }), db, NOW)).toBeInstanceOf(MailChannelsMailer);
    const withoutKey: Record<string, unknown> = { ...production };
    delete withoutKey.MAILCHANNELS_API_KEY;
    expect(() => mailerFor(checkEnv(withoutKey), db, NOW)).toThrow("MAILCHANNELS_API_KEY");
  });

  it("catches mail in the outbox everywhere else", () => {
    const env = checkEnv({ ...production, ENVIRONMENT: "development", MAILCHANNELS_API_KEY: undefined });
    expect(mailerFor(env, {} as Db, NOW)).toBeInstanceOf(OutboxMailer);
  });
});
