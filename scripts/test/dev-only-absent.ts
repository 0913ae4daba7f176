// What only development needs must be absent from the production (deploy) build: no /dev/ route in
// its route manifest, and no chunk, for the browser or the Worker, holding a development route's
// module or the local checkout. The pure core of the check; scripts/test/production-build.ts
// builds the production environment and feeds it the build's files.
import type { RouteManifest } from "../bench/play-page-js.ts";

/** A built JavaScript file: its path in the build, its size, the sources its source map names (null: no map). */
export interface BuiltChunk {
  file: string;
  bytes: number;
  sources: readonly string[] | null;
}

/**
 * Chunks without a source map are allowed up to this size only: React Router's empty chunks for
 * resource routes and Vite's helpers. Anything larger without a map could hold anything, so the
 * check refuses it; the route manifest (assets/manifest-*.js) holds no code and is checked by its routes.
 */
export const UNMAPPED_CHUNK_MAX_BYTES = 2_000;

/** React Router's route manifest file, which has no source map. */
function isRouteManifestFile(file: string): boolean {
  return /(^|\/)assets\/manifest-[\w-]+\.js$/.test(file);
}

/** A route's full path, its parents' paths joined ("" for the root and index routes). */
function fullPath(manifest: RouteManifest, id: string): string {
  const parts: string[] = [];
  for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined)
    if (route.path) parts.unshift(route.path);
  return parts.join("/");
}

/** Whether a URL path lies under /dev/ (the development tools' namespace): its first segment is "dev". */
export function isDevPath(path: string): boolean {
  return (
    path
      .split("/")
      .find((segment) => segment !== "")
      ?.toLowerCase() === "dev"
  );
}

/** The routes of a manifest whose full path lies under /dev/, as "id: /path". */
export function devRoutes(manifest: RouteManifest): string[] {
  return Object.keys(manifest.routes)
    .map((id) => ({ id, path: fullPath(manifest, id) }))
    .filter((r) => isDevPath(r.path))
    .map((r) => `${r.id}: /${r.path}`);
}

/** The modules that exist only in development builds, as paths from the repository's root. */
const DEV_ONLY_MODULES: readonly RegExp[] = [/^app\/routes\/dev\.[^/]+$/, /^app\/components\/supporter\/LocalCheckout\.tsx$/];

/** A source map's source ("../../../app/routes/dev.session.ts", "/abs/repo/app/...") from the repository's root. */
function fromRoot(source: string): string {
  const at = source.search(/(^|\/)app\//);
  return at < 0 ? source : source.slice(source[at] === "/" ? at + 1 : at);
}

/** Whether a module is one that only development builds may hold. */
export function isDevOnlyModule(source: string): boolean {
  const path = fromRoot(source.split("?")[0]!);
  return DEV_ONLY_MODULES.some((pattern) => pattern.test(path));
}

export interface ProductionBuildCheck {
  /** Empty when the build is clean. */
  problems: string[];
  /** What was looked at, for the step's output. */
  summary: string[];
}

/** Checks a production build's route manifest and its client and server chunks. */
export function checkProductionBuild(
  manifest: RouteManifest,
  chunks: { client: readonly BuiltChunk[]; server: readonly BuiltChunk[] },
): ProductionBuildCheck {
  const problems: string[] = [];
  for (const route of devRoutes(manifest)) problems.push(`route manifest: development route ${route}`);
  for (const [side, list] of Object.entries(chunks)) {
    for (const chunk of list) {
      if (chunk.sources === null) {
        if (chunk.bytes > UNMAPPED_CHUNK_MAX_BYTES && !isRouteManifestFile(chunk.file))
          problems.push(`${side} chunk ${chunk.file}: ${chunk.bytes} bytes without a source map, its modules unknown`);
        continue;
      }
      for (const source of chunk.sources.filter(isDevOnlyModule))
        problems.push(`${side} chunk ${chunk.file}: holds the development-only module ${fromRoot(source)}`);
    }
  }
  const mapped = (list: readonly BuiltChunk[]) => list.filter((c) => c.sources !== null);
  const modules = (list: readonly BuiltChunk[]) => new Set(mapped(list).flatMap((c) => c.sources!.map(fromRoot))).size;
  const paths = Object.keys(manifest.routes).map((id) => `/${fullPath(manifest, id)}`);
  const summary = [
    `route manifest: ${paths.length} routes, ${paths.filter(isDevPath).length} under /dev/`,
    ...Object.entries(chunks).map(
      ([side, list]) =>
        `${side}: ${list.length} chunks, ${mapped(list).length} with source maps naming ${modules(list)} modules, ` +
        `${list.length - mapped(list).length} without (${side === "client" ? "the route manifest, " : ""}empty or re-exporting chunks, Vite's helpers)`,
    ),
    "development-only modules looked for: app/routes/dev.*, app/components/supporter/LocalCheckout.tsx",
  ];
  return { problems, summary };
}
