import { defineConfig } from "vitest/config";

// Two projects: plain Node for pure code (engine, helpers), workerd for everything that touches
// the Worker, D1 or KV (see vitest.workers.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "workers/**/*.test.ts"],
        },
      },
      "./vitest.workers.config.ts",
    ],
  },
});
