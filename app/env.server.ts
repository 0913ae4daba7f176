import { z } from "zod";

// Bindings and vars are checked once per isolate: a misconfigured deploy fails loudly on its
// first request instead of rendering pages with holes in them.
const envSchema = z.object({
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
  /** Outside production: "dev" when DRAND_URL serves the development chain (app/lib/draw/drand-bls.ts). */
  DRAND_CHAIN: z.enum(["quicknet", "dev"]).optional(),
  DB: z.custom<D1Database>((v) => typeof v === "object" && v !== null && "prepare" in v, "D1 binding DB missing"),
  KV: z.custom<KVNamespace>((v) => typeof v === "object" && v !== null && "get" in v, "KV binding KV missing"),
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
