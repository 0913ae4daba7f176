import type { D1Migration } from "@cloudflare/vitest-pool-workers";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** The instant the site's clock starts at in each test file (ISO 8601). */
      SITE_NOW: string;
      /** "1" in `npm run proof`: the fuzz tables send their full number of cases. */
      PROOF_SWEEPS: string;
    }
  }
}
