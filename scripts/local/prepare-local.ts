// Prepares the local D1 for `npm start` and `npm run dev`: applies migrations and makes sure the
// puzzle catalogue is there. Safe to run again: existing data is kept.
import { CATALOGUE_PER_LEVEL, ensureCatalogue, ensureDailyPool } from "./catalogue.ts";
import { applyMigrations } from "../lib/local-db.ts";

const perLevel = Number(process.env.SEED_PER_LEVEL ?? CATALOGUE_PER_LEVEL);
await applyMigrations();
await ensureCatalogue(perLevel);
await ensureDailyPool(process.env.SEED_DAILY_PER_LEVEL ? Number(process.env.SEED_DAILY_PER_LEVEL) : undefined);
