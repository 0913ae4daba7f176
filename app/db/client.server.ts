import { drizzle } from "drizzle-orm/d1";

// No `schema` here on purpose: it only serves drizzle's relational query API (`db.query.…`),
// which this code does not use, and drizzle would rebuild its relational config from it on
// every request (a few per cent of a page's CPU in the profile). Queries name their tables.
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;
