import { defineConfig } from "vitest/config";

// The `unit` project: pure code (engine, rules, helpers) in plain Node. vitest.config.ts runs it
// next to the workerd project; `npm run test:unit` and mutation testing (stryker.config.json,
// which cannot reach into workerd) run it alone, without loading the workerd project's Vite
// plugins (React Router's file watchers held a unit-only run open for 10 s).
export default defineConfig({
  test: {
    name: "unit",
    environment: "node",
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "workers/**/*.test.ts"],
  },
});
