import { z } from "zod";
import { adsAccountReady } from "./config/ads.ts";

// Bindings and vars are checked once per isolate: a misconfigured deploy fails loudly on its
// first request instead of rendering pages with holes in them.
const envSchema = z
  .object({
    ENVIRONMENT: z.enum(["development", "production", "test"]),
    SITE_ORIGIN: z.url(),
    SUN_LATITUDE: z.coerce.number().min(-90).max(90),
    SUN_LONGITUDE: z.coerce.number().min(-180).max(180),
    OPERATOR_NAME: z.string().min(1),
    OPERATOR_ADDRESS: z.string().min(1),
    CONTACT_EMAIL: z.email(),
    /** Sender of login codes. */
    MAIL_FROM: z.email(),
    /** Secret; required in production (the mailer refuses to start without it). */
    MAILCHANNELS_API_KEY: z.string().min(1).optional(),
    MAILCHANNELS_BASE_URL: z.url().optional(),
    /** Another drand relay than Cloudflare's (or, outside production, a local stand-in). */
    DRAND_URL: z.url().optional(),
    /** Outside production: "dev" when DRAND_URL serves the development chain (app/clients/drand-bls.ts). */
    DRAND_CHAIN: z.enum(["quicknet", "dev"]).optional(),
    /** PayPal REST app (Orders v2). Client id is public; secret and webhook id are secrets. Required in production. */
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    /** PayPal's verify-webhook-signature takes a webhook id of letters and digits, at most 50: another could never verify. */
    PAYPAL_WEBHOOK_ID: z
      .string()
      .regex(/^[a-zA-Z0-9]{1,50}$/, "PAYPAL_WEBHOOK_ID is the id PayPal shows for the webhook: letters and digits only")
      .optional(),
    /** PayPal's API host: unset means live PayPal in production and the sandbox elsewhere; locally the stand-in. */
    PAYPAL_API_BASE: z.url().optional(),
    /** Ads and the consent platform: "live" from the providers, "standin" from the local stand-in (scripts/local/ads), "off". */
    ADS_MODE: z.enum(["live", "standin", "off"]).default("off"),
    /** The local ad and CMP stand-in's origin (ADS_MODE "standin"). */
    ADS_STANDIN_ORIGIN: z.url().optional(),
    /** What the CMP stand-in answers a visitor who has not chosen yet: "ask" shows its dialog. */
    CMP_STANDIN_DEFAULT: z.enum(["ask", "consent", "no-consent", "targeting-refused", "outside-gdpr", "absent"]).default("ask"),
    DB: z.custom<D1Database>((v) => typeof v === "object" && v !== null && "prepare" in v, "D1 binding DB missing"),
    KV: z.custom<KVNamespace>((v) => typeof v === "object" && v !== null && "get" in v, "KV binding KV missing"),
  })
  .superRefine((env, ctx) => {
    if (env.ADS_MODE === "standin" && !env.ADS_STANDIN_ORIGIN) {
      ctx.addIssue({ code: "custom", path: ["ADS_STANDIN_ORIGIN"], message: "ADS_MODE standin needs ADS_STANDIN_ORIGIN" });
    }
    if (env.ENVIRONMENT !== "production") return;
    if (env.ADS_MODE === "standin") ctx.addIssue({ code: "custom", path: ["ADS_MODE"], message: "production serves live ads or none" });
    // Live ads with the placeholder account would show nothing (or, worse, someone else's account).
    if (env.ADS_MODE === "live" && !adsAccountReady()) {
      ctx.addIssue({ code: "custom", path: ["ADS_MODE"], message: "live ads need the account ids in app/config/ads.ts" });
    }
    // Production takes money: it must have its PayPal account and must talk to PayPal itself.
    for (const key of ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: `${key} must be set in production` });
    }
    if (env.PAYPAL_API_BASE && !env.PAYPAL_API_BASE.startsWith("https://")) {
      ctx.addIssue({ code: "custom", path: ["PAYPAL_API_BASE"], message: "PAYPAL_API_BASE must be https in production" });
    }
  });

export type AppEnv = z.infer<typeof envSchema>;

let checked: { source: unknown; env: AppEnv } | undefined;

export function checkEnv(source: unknown): AppEnv {
  if (checked && checked.source === source) return checked.env;
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid Worker environment: ${z.prettifyError(result.error)}`);
  }
  checked = { source, env: result.data };
  return result.data;
}
