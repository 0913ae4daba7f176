// The play page's JavaScript budget, read from the production build without a server: the step
// "budget: play page JavaScript" of `npm test` (scripts/test/test.ts).
//
//   npx react-router build && node scripts/bench/play-page-js.ts [build/client]
//
// It works out the scripts a first-time visitor's browser fetches for `/`, as
// scripts/bench/js-size.ts measures them in Chromium against a running server (the two agree to the
// byte; run both on one build to see it):
//   - the entry, the root route and the play route (the index route of `/`), and their static
//     imports: React Router's manifest (build/client/assets/manifest-*.js) lists them per route, and
//     its server writes exactly these as modulepreloads into the page;
//   - the German catalogue, which entry.client.tsx imports before it hydrates (`/` is German), with
//     its own static imports: Vite's manifest (build/client/.vite/manifest.json, kept by
//     vite.config.ts) says which chunk holds it.
// Not counted, as the browser does not fetch them on first load: chunks behind a lazy `import()`
// (hint, share panel, login forms, ...), ad code (only after consent), and the route manifest file
// itself (React Router inlines the matched routes' part into the HTML).
// Each file is gzipped at level 9 and the sizes summed; the budget is 140 KB of 1,024 bytes.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The play page's budget for JavaScript on first load, gzip bytes (140 KB, KB = 1,024 bytes). */
export const PLAY_PAGE_JS_BUDGET_BYTES = 140 * 1024;
/** How both measurements gzip each script (js-size.ts and this module). */
export const GZIP_LEVEL = 9;
/** Sources the entry imports dynamically, before it hydrates, on the play page: its catalogue. */
export const LOADED_BEFORE_HYDRATION = ["app/locales/de/translation.ts"];

export function gzipBytes(code: Buffer | string): number {
  return gzipSync(code, { level: GZIP_LEVEL }).length;
}

/** React Router's route manifest: per route its module and the chunks that module imports. */
export interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; index?: boolean; path?: string; module: string; imports?: string[] }>;
}

/** Vite's manifest: per source (or shared chunk) its file, its static and dynamic imports (keys). */
export type ViteManifest = Record<string, { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

/** Reads `assets/manifest-*.js` (`window.__reactRouterManifest={...};`) from a client build. */
export function readRouteManifest(clientDir: string): RouteManifest {
  const assets = join(clientDir, "assets");
  const files = existsSync(assets) ? readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f)) : [];
  if (files.length !== 1)
    throw new Error(`expected one route manifest ${assets}/manifest-*.js, found ${files.length}: run the build first`);
  const text = readFileSync(join(assets, files[0]!), "utf8").trim();
  const match = /^window\.__reactRouterManifest\s*=\s*([\s\S]*?);?$/.exec(text);
  if (!match) throw new Error(`${files[0]} is not a React Router manifest`);
  return JSON.parse(match[1]!) as RouteManifest;
}

export function readViteManifest(clientDir: string): ViteManifest {
  const path = join(clientDir, ".vite/manifest.json");
  if (!existsSync(path)) throw new Error(`${path} is missing: vite.config.ts must keep build.manifest on`);
  return JSON.parse(readFileSync(path, "utf8")) as ViteManifest;
}

/** The routes that render `/`: the root and its index route. */
export function routesOfHome(manifest: RouteManifest): string[] {
  const index = Object.values(manifest.routes).filter((r) => r.index && r.parentId === "root");
  if (index.length !== 1) throw new Error(`expected one index route under root, found ${index.length}`);
  return ["root", index[0]!.id];
}

/**
 * The public paths of the scripts the browser fetches for the play page on first load, in a stable
 * order (entry, routes, then what runs before hydration), each once.
 */
export function playPageScripts(
  routes: RouteManifest,
  vite: ViteManifest,
  beforeHydration: readonly string[] = LOADED_BEFORE_HYDRATION,
): string[] {
  const out = new Set<string>();
  const add = (path: string) => out.add(path.startsWith("/") ? path : `/${path}`);
  add(routes.entry.module);
  routes.entry.imports.forEach(add);
  for (const id of routesOfHome(routes)) {
    const route = routes.routes[id]!;
    add(route.module);
    (route.imports ?? []).forEach(add);
  }
  const entryKey = Object.keys(vite).find((k) => vite[k]!.isEntry && `/${vite[k]!.file}` === routes.entry.module);
  if (!entryKey) throw new Error(`the entry ${routes.entry.module} is not in Vite's manifest (a build from another run?)`);
  const visit = (key: string) => {
    const chunk = vite[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  for (const src of beforeHydration) {
    if (!vite[entryKey]!.dynamicImports?.includes(src))
      throw new Error(`the entry no longer imports ${src} dynamically: update LOADED_BEFORE_HYDRATION in play-page-js.ts`);
    visit(src);
  }
  return [...out];
}

export interface BudgetResult {
  files: { path: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
  budgetBytes: number;
  over: boolean;
}

/** Measures the play page's first-load JavaScript in a client build directory (build/client). */
export function measurePlayPage(clientDir: string, budgetBytes = PLAY_PAGE_JS_BUDGET_BYTES): BudgetResult {
  const paths = playPageScripts(readRouteManifest(clientDir), readViteManifest(clientDir));
  const files = paths.map((path) => {
    const code = readFileSync(join(clientDir, path));
    return { path, bytes: code.length, gzipBytes: gzipBytes(code) };
  });
  const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, gzipBytes: total, budgetBytes, over: total > budgetBytes };
}

const n = (x: number) => x.toLocaleString("en");

/** What the test step prints: the figure, and when over budget the largest files and the way out. */
export function report(result: BudgetResult, largest = 10): string {
  const { gzipBytes: total, budgetBytes, files } = result;
  const lines = [
    `play page JavaScript on first load: ${n(total)} B gzip of ${n(budgetBytes)} B (${(budgetBytes / 1024).toFixed(0)} KB) in ${files.length} files: ` +
      (result.over ? `OVER BUDGET by ${n(total - budgetBytes)} B` : `${n(budgetBytes - total)} B to spare`),
  ];
  if (result.over) {
    lines.push(`largest files (gzip):`);
    for (const f of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, largest))
      lines.push(`  ${n(f.gzipBytes).padStart(7)} B  ${f.path}`);
    lines.push(
      "Move what a first-time visitor does not need before interacting behind a lazy import() (see docs/SPEED.md),",
      "or find what grew: `npx react-router build --sourcemapClient hidden`, then `npm run bench:size` splits the bytes by source.",
    );
  }
  lines.push(`PLAYJS ${JSON.stringify({ gzipBytes: total, budgetBytes, files: files.length })}`);
  return lines.join("\n");
}

/** Issue 32: registering the service worker costs at most 1 KB gzip, and nothing of it is on the first load but the call. */
export const REGISTRATION_BUDGET_BYTES = 1024;
/** The module the shell loads after the page is up to register the worker (app/pwa/pwa-client.ts). */
export const REGISTRATION_SOURCE = "app/pwa/pwa-client.ts";

/**
 * The registration's own bytes: its lazy chunk and whatever chunks it imports that the first load
 * does not already bring. (The call in Shell.tsx is inside the first-load figure above.)
 */
export function measureRegistration(clientDir: string): { files: string[]; gzipBytes: number; over: boolean; onFirstLoad: boolean } {
  const vite = readViteManifest(clientDir);
  const firstLoad = new Set(playPageScripts(readRouteManifest(clientDir), vite));
  if (!vite[REGISTRATION_SOURCE]) throw new Error(`${REGISTRATION_SOURCE} is not in Vite's manifest: update REGISTRATION_SOURCE`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = vite[key]!;
    const path = `/${chunk.file}`;
    if (firstLoad.has(path) || files.has(path)) return;
    files.add(path);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(REGISTRATION_SOURCE);
  const total = [...files].reduce((sum, path) => sum + gzipBytes(readFileSync(join(clientDir, path))), 0);
  const onFirstLoad = firstLoad.has(`/${vite[REGISTRATION_SOURCE].file}`);
  return { files: [...files], gzipBytes: total, over: total > REGISTRATION_BUDGET_BYTES || onFirstLoad, onFirstLoad };
}

if (import.meta.main) {
  const clientDir = process.argv[2] ?? "build/client";
  const result = measurePlayPage(clientDir);
  console.log(report(result));
  const registration = measureRegistration(clientDir);
  console.log(
    `service worker registration (${REGISTRATION_SOURCE}, after the page is up): ${n(registration.gzipBytes)} B gzip of ${n(REGISTRATION_BUDGET_BYTES)} B` +
      (registration.onFirstLoad ? ", but ON THE FIRST LOAD" : registration.over ? ": OVER BUDGET" : ""),
  );
  if (result.over || registration.over) process.exit(1);
}
