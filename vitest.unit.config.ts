import { defineConfig } from "vitest/config";

// The `unit` project: pure code (engine, rules, helpers) in plain Node. vitest.config.ts runs it
// next to the workerd project; `npm run test:unit` and mutation testing (stryker.config.json,
// which cannot reach into workerd) run it alone, without loading the workerd project's Vite
// plugins (React Router's file watchers held a unit-only run open for 10 s).
export default defineConfig({
  test: {
    name: "unit",
    environment: "node",
    // tests/ holds the integration (workerd) and end-to-end suites, and beside them the Node tests
    // of the lint rules (lint/), of the fixtures' generator (fixtures/) and of test libraries (lib/).
    include: [
      "app/**/*.test.ts",
      "scripts/**/*.test.ts",
      "workers/**/*.test.ts",
      "tests/lint/**/*.test.ts",
      "tests/fixtures/**/*.test.ts",
      "tests/lib/**/*.test.ts",
    ],
  },
});
