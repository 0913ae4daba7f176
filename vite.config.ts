import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { buildDefines } from "./build-target.ts";
import { serviceWorker } from "./scripts/build/service-worker-plugin.ts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), serviceWorker()],
  resolve: { tsconfigPaths: true },
  // `__DEVELOPMENT_BUILD__`: false in the deploy build only, which then leaves out the local checkout.
  define: buildDefines(),
  // Keep Vite's manifest (build/client/.vite/manifest.json; React Router deletes it otherwise): the
  // JavaScript budget in `npm test` (scripts/bench/play-page-js.ts) reads which chunk holds which
  // source, e.g. the language catalogue the entry loads before hydrating. public/.assetsignore
  // keeps it out of the deployed assets.
  build: { manifest: true },
});
