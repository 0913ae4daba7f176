import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { reactRouter } from "@react-router/dev/vite";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { buildDefines } from "./build-target.ts";
import { siteNowFrom } from "./tests/lib/site-now.ts";

// Integration tests run inside workerd with the real Worker entry, real local D1 and KV, and the
// real migrations applied by tests/integration/setup.ts.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      reactRouter(),
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: "./wrangler.toml" },
        // SITE_NOW: where the site's clock starts for tests that set none (tests/integration/setup.ts).
        // PROOF_SWEEPS=1: the fuzz tables' full number of cases (npm run proof).
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            SITE_NOW: siteNowFrom(process.env.SITE_NOW),
            PROOF_SWEEPS: process.env.PROOF_SWEEPS ?? "",
          },
        },
      }),
    ],
    resolve: { tsconfigPaths: true },
    // The tests run a development build: the /dev/ routes and the local checkout are in.
    define: buildDefines({}),
    test: {
      name: "workers",
      include: ["tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/integration/setup.ts"],
      // The first request compiles the whole Worker in workerd; on a busy two-core machine that
      // alone can take several seconds.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
});
