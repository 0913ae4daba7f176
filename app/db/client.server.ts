import { drizzle } from "drizzle-orm/d1";

// No `schema` here on purpose: it only serves drizzle's relational query API (`db.query.…`),
// which this code does not use, and drizzle would rebuild its relational config from it on
// every request (a few per cent of a page's CPU in the profile). Queries name their tables.
function build(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof build>;

// One client per binding and isolate: the binding object lives as long as the isolate, and
// queries prepared once (app/puzzles/puzzles.server.ts) stay tied to the client they came from.
const clients = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (!db) clients.set(d1, (db = build(d1)));
  return db;
}
