import { defineConfig } from "vitest/config";

// Two projects: plain Node for pure code (engine, helpers), workerd for everything that touches
// the Worker, D1 or KV.
export default defineConfig({
  test: {
    projects: ["./vitest.unit.config.ts", "./vitest.workers.config.ts"],
  },
});
