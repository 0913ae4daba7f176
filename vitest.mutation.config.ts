import { defineConfig } from "vitest/config";

// Mutation testing (`npm run mutation`, stryker.config.json) runs only the `unit` project of
// vitest.config.ts: StrykerJS instruments code in the Node process and cannot reach into
// workerd, so the integration tests of the `workers` project take no part. Keep `include` in step
// with the unit project there.
export default defineConfig({
  test: {
    name: "unit",
    environment: "node",
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "workers/**/*.test.ts"],
  },
});
