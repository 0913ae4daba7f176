import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Two projects: plain Node for pure code (engine, helpers), workerd for everything that touches
// the Worker, D1 or KV.
export default defineConfig({
  test: {
    projects: ["./vitest.unit.config.ts", "./vitest.workers.config.ts"],
    // One worker per core. Vitest's default (cores − 1) is a single worker on the two-core
    // machines this runs on, where the files then run one after another: 214 s, against 149 s
    // with two workers (integration files spend much of their time waiting on workerd).
    maxWorkers: availableParallelism(),
  },
});
