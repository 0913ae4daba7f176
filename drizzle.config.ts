import { defineConfig } from "drizzle-kit";

// Only generates SQL into migrations/; applying is wrangler's job (`wrangler d1 migrations apply`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/db/schema.ts",
  out: "./migrations",
});
