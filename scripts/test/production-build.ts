// The step "production build: no development code" of `npm test`: builds the production (deploy)
// environment, `CLOUDFLARE_ENV=production react-router build` as `npm run deploy` does, into a
// directory of its own (build-production/, so build/ stays the development build the end-to-end
// server serves), and checks that it holds no /dev/ route and no chunk with a development route's
// module or the local checkout (./dev-only-absent.ts).
//
//   node scripts/test/production-build.ts            build and check
//   node scripts/test/production-build.ts --no-build check build-production/ as it is
//
// The build needs no secrets: wrangler.toml's [env.production] holds only public values, the
// secrets are read by the Worker at run time.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { readRouteManifest } from "../bench/play-page-js.ts";
import { capture } from "../lib/run.ts";
import { checkProductionBuild, type BuiltChunk } from "./dev-only-absent.ts";

export const PRODUCTION_BUILD_DIRECTORY = "build-production";
/**
 * Where the Cloudflare plugin records which build `wrangler dev` and `wrangler deploy` use. Every
 * build rewrites it; this one puts back what was there, so the end-to-end server keeps serving build/.
 */
const DEPLOY_CONFIG = ".wrangler/deploy/config.json";

function build(): void {
  const before = existsSync(DEPLOY_CONFIG) ? readFileSync(DEPLOY_CONFIG) : null;
  try {
    // --sourcemapClient hidden: maps that name each browser chunk's modules, without changing the chunks.
    // Its output (the chunk list) only shows when it fails.
    capture("react-router", ["build", "--sourcemapClient", "hidden"], {
      env: { ...process.env, CLOUDFLARE_ENV: "production", BUILD_DIRECTORY: PRODUCTION_BUILD_DIRECTORY },
    });
  } finally {
    if (before === null) rmSync(DEPLOY_CONFIG, { force: true });
    else writeFileSync(DEPLOY_CONFIG, before);
  }
}

/** Every .js file under `dir`, with the sources of its source map when it has one. */
function chunks(dir: string): BuiltChunk[] {
  const out: BuiltChunk[] = [];
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, entry);
    if (!/\.m?js$/.test(entry) || !statSync(path).isFile()) continue;
    const map = `${path}.map`;
    out.push({
      file: relative(PRODUCTION_BUILD_DIRECTORY, path),
      bytes: statSync(path).size,
      sources: existsSync(map) ? (JSON.parse(readFileSync(map, "utf8")) as { sources: string[] }).sources : null,
    });
  }
  return out;
}

if (!process.argv.includes("--no-build")) build();
const client = join(PRODUCTION_BUILD_DIRECTORY, "client");
const result = checkProductionBuild(readRouteManifest(client), {
  client: chunks(client),
  server: chunks(join(PRODUCTION_BUILD_DIRECTORY, "server")),
});
console.log(result.summary.join("\n"));
if (result.problems.length > 0) {
  console.log(`\nThe production build holds what only development needs:\n${result.problems.map((p) => `  ${p}`).join("\n")}`);
  console.log("Development routes belong in app/routes.ts's developmentRoutes, development code behind __DEVELOPMENT_BUILD__.");
  process.exit(1);
}
console.log("ok: the production build has no development route and no development-only module");
