// Builds the service worker (app/pwa/sw.ts) into the client build as /sw.js, once the client's own
// files are written: Workbox's precache list is the scripts and styles of the pages that work
// offline (OFFLINE_SOURCES, with all they import) and the icons, each hashed file under its own
// name (its hash is its revision) and every other file with its content hash. vite-plugin-pwa does not support React Router's framework mode with its separate client
// and server environments yet (decision record 012); this is the part of it the site needs.

import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "vite";

/** Files the worker does not keep: the build's own notes, the deploy's header rules, itself and source maps, release-note pictures. */
const NOT_PRECACHED = [/^\.vite\//, /^_headers$/, /^\.assetsignore$/, /^sw\.js/, /^images\//, /\.map$/];
/** Vite's content-hashed file names under assets/. */
const HASHED = /^assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

const digest = (data: string | Buffer) => createHash("sha256").update(data).digest("hex").slice(0, 16);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

/**
 * The sources whose pages work offline (app/pwa/offline-plan.ts): the shell, the play pages, the
 * daily page, the lessons and the offline page. Their chunks, with everything they import, also
 * lazily, are what the worker keeps; other pages show the offline page, so their code stays out.
 */
export const OFFLINE_SOURCES = [
  "app/entry.client.tsx",
  "app/root.tsx",
  "app/routes/play.tsx",
  "app/routes/daily.tsx",
  "app/routes/lesson.tsx",
  "app/routes/offline.tsx",
];

type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }>;

/** The build's files under assets/ that the offline pages need, from Vite's manifest (null without one). */
export async function offlineAssets(clientDir: string): Promise<Set<string> | null> {
  let manifest: ViteManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(clientDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
  } catch {
    return null;
  }
  const needed = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    needed.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) needed.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  // React Router names its route chunks' sources with a query (`?__react-router-build-client-route`).
  for (const key of Object.keys(manifest)) if (OFFLINE_SOURCES.includes(key.split("?")[0]!)) visit(key);
  return needed;
}

/** React Router's route manifest (`assets/manifest-<hash>.js`): every page needs it to hydrate. */
const ROUTE_MANIFEST = /^assets\/manifest-[\w-]+\.js$/;

/** The precache list of a written client build. */
export async function precacheEntries(clientDir: string): Promise<PrecacheEntry[]> {
  const offline = await offlineAssets(clientDir);
  const files = (await filesUnder(clientDir))
    .filter((f) => !NOT_PRECACHED.some((rule) => rule.test(f)))
    .filter((f) => offline === null || !f.startsWith("assets/") || offline.has(f) || ROUTE_MANIFEST.test(f))
    .sort();
  return Promise.all(
    files.map(async (file) => ({ url: `/${file}`, revision: HASHED.test(file) ? null : digest(await readFile(path.join(clientDir, file))) })),
  );
}

export function serviceWorker(entry = "app/pwa/sw.ts"): Plugin {
  return {
    name: "sudoku:service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async closeBundle() {
      const { root, build: options } = this.environment.config;
      const outDir = path.resolve(root, options.outDir);
      const entries = await precacheEntries(outDir);
      const buildId = digest(JSON.stringify(entries));
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        publicDir: false,
        define: {
          "self.__WB_MANIFEST": JSON.stringify(entries),
          __SW_BUILD__: JSON.stringify(buildId),
          // Workbox logs only outside production.
          "process.env.NODE_ENV": JSON.stringify("production"),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          // As the client's own chunks: `npm test`'s production-build check reads the maps to see
          // which modules each chunk holds, the worker's included.
          sourcemap: options.sourcemap,
          lib: { entry: path.resolve(root, entry), formats: ["iife"], name: "sudokuServiceWorker", fileName: () => "sw.js" },
        },
      });
    },
  };
}
