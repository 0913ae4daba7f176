import { describe, expect, it } from "vitest";
import type { RouteManifest } from "../bench/play-page-js.ts";
import {
  checkProductionBuild,
  devRoutes,
  isDevOnlyModule,
  isDevPath,
  UNMAPPED_CHUNK_MAX_BYTES,
  type BuiltChunk,
} from "./dev-only-absent.ts";

function route(id: string, path: string | undefined, parentId = "root", index = false) {
  return { id, parentId, path, index, module: `/assets/${id}.js` };
}

/** A production-like manifest: pages, API routes, and paths that only look like /dev/. */
function manifest(...extra: ReturnType<typeof route>[]): RouteManifest {
  const routes = [
    { id: "root", path: "", module: "/assets/root.js" },
    route("home", undefined, "root", true),
    route("faq", "faq"),
    route("api/sudoku", "api/sudoku"),
    // Near misses: "dev" inside a segment or further down the path is not the development namespace.
    route("developers", "developers"),
    route("devices", "devices/:id"),
    route("api-dev", "api/dev"),
    route("tips", "de/dev-tipps"),
    ...extra,
  ];
  return { entry: { module: "/assets/entry.js", imports: [] }, routes: Object.fromEntries(routes.map((r) => [r.id, r])) };
}

const chunk = (file: string, ...sources: string[]): BuiltChunk => ({ file, bytes: 5_000, sources });

describe("isDevPath", () => {
  it.each([
    ["/dev/outbox", true],
    ["dev/session", true],
    ["dev", true],
    ["/DEV/paypal/approve", true],
    ["//dev/x", true],
    ["/developers", false],
    ["/api/dev", false],
    ["/de/dev-tipps", false],
    ["/devices/1", false],
    ["/", false],
    ["", false],
  ])("%s → %s", (path, expected) => {
    expect(isDevPath(path)).toBe(expected);
  });
});

describe("devRoutes", () => {
  it("finds none in a manifest without development routes, near misses included", () => {
    expect(devRoutes(manifest())).toEqual([]);
  });

  it("finds a development route at the top level", () => {
    expect(devRoutes(manifest(route("routes/dev.session", "dev/session")))).toEqual(["routes/dev.session: /dev/session"]);
  });

  it("finds one nested under a /dev layout by its full path", () => {
    expect(devRoutes(manifest(route("dev-layout", "dev"), route("outbox", "outbox", "dev-layout")))).toEqual([
      "dev-layout: /dev",
      "outbox: /dev/outbox",
    ]);
  });
});

describe("isDevOnlyModule", () => {
  it.each([
    ["../../../app/routes/dev.session.ts", true],
    ["app/routes/dev.outbox.tsx", true],
    ["/home/ci/repo/app/routes/dev.paypal.approve.ts", true],
    ["../../../app/components/supporter/LocalCheckout.tsx", true],
    ["../../../app/components/supporter/LocalCheckout.tsx?import", true],
    // Near misses: named like them, but not them.
    ["../../../app/routes/devices.tsx", false],
    ["../../../app/routes/api.dev.ts", false],
    ["../../../app/routes/dev/x.ts", false],
    ["../../../app/lib/security/dev-only.server.ts", false],
    ["../../../app/components/supporter/LocalCheckoutNote.tsx", false],
    ["../../../app/components/supporter/PayPalCheckout.tsx", false],
  ])("%s → %s", (source, expected) => {
    expect(isDevOnlyModule(source)).toBe(expected);
  });
});

describe("checkProductionBuild", () => {
  const clean = {
    client: [
      chunk("client/assets/supporter-a.js", "../../../app/routes/supporter.tsx", "../../../app/components/supporter/PaymentStatus.tsx"),
      chunk("client/assets/PayPalCheckout-a.js", "../../../app/components/supporter/PayPalCheckout.tsx"),
      { file: "client/assets/api.sudoku-a.js", bytes: 0, sources: null },
      { file: "client/assets/manifest-1234abcd.js", bytes: 65_000, sources: null },
    ],
    server: [chunk("server/assets/server-build-a.js", "../../../app/routes/supporter.tsx", "../../../app/lib/security/dev-only.server.ts")],
  };

  it("passes a clean build and says what it looked at", () => {
    const result = checkProductionBuild(manifest(), clean);
    expect(result.problems).toEqual([]);
    expect(result.summary[0]).toBe("route manifest: 8 routes, 0 under /dev/");
  });

  it("fails on a development route in the manifest", () => {
    const result = checkProductionBuild(manifest(route("routes/dev.outbox", "dev/outbox")), clean);
    expect(result.problems).toEqual(["route manifest: development route routes/dev.outbox: /dev/outbox"]);
  });

  it("fails on the local checkout in a browser chunk, even inlined into another", () => {
    const client = [
      ...clean.client,
      chunk("client/assets/supporter-b.js", "../../../app/routes/supporter.tsx", "../../../app/components/supporter/LocalCheckout.tsx"),
    ];
    expect(checkProductionBuild(manifest(), { ...clean, client }).problems).toEqual([
      "client chunk client/assets/supporter-b.js: holds the development-only module app/components/supporter/LocalCheckout.tsx",
    ]);
  });

  it("fails on a development route's module in a Worker chunk", () => {
    const server = [chunk("server/assets/server-build-b.js", "../../../app/routes/faq.tsx", "../../../app/routes/dev.session.ts")];
    expect(checkProductionBuild(manifest(), { ...clean, server }).problems).toEqual([
      "server chunk server/assets/server-build-b.js: holds the development-only module app/routes/dev.session.ts",
    ]);
  });

  it("refuses a chunk it cannot see into, but not a small one or the route manifest", () => {
    const client = [
      ...clean.client,
      { file: "client/assets/helper-a.js", bytes: UNMAPPED_CHUNK_MAX_BYTES, sources: null },
      { file: "client/assets/big-a.js", bytes: UNMAPPED_CHUNK_MAX_BYTES + 1, sources: null },
    ];
    expect(checkProductionBuild(manifest(), { ...clean, client }).problems).toEqual([
      `client chunk client/assets/big-a.js: ${UNMAPPED_CHUNK_MAX_BYTES + 1} bytes without a source map, its modules unknown`,
    ]);
  });
});
