import { lt, sql } from "drizzle-orm";
import { SITEWIDE, type RateLimitRule } from "../config/limits.ts";
import type { Db } from "../db/client.server.ts";
import { rateLimits } from "../db/schema.ts";
import { addressSubject } from "../lib/http/ip-address.ts";

export type { RateLimitRule };

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfter: number;
}

/** One counter per IPv4 address or IPv6 /64, per e-mail, or one for the whole site. */
function subjectKey(rule: RateLimitRule, subject: string): string {
  if (rule.per === "site") return SITEWIDE;
  return rule.per === "address" ? addressSubject(subject) : subject;
}

/**
 * Counts one hit for `subject` under `rule` in the current fixed window and says whether it is
 * still within the limit. The count is one atomic upsert in D1, so concurrent requests cannot
 * both read "4" and write "5" as they could with KV.
 */
export async function hit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const ms = now.getTime();
  const windowStart = Math.floor(ms / windowMs) * windowMs;
  const key = `${rule.name}:${subjectKey(rule, subject)}`;
  const row = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count })
    .get();
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, count, retryAfter: Math.ceil((windowStart + windowMs - ms) / 1000) };
}

/** Housekeeping: windows that ended more than a day ago can go. */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, now.getTime() - 2 * 24 * 60 * 60 * 1000))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
