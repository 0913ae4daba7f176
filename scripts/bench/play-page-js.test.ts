import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  gzipBytes,
  measurePlayPage,
  measureRegistration,
  PLAY_PAGE_JS_BUDGET_BYTES,
  REGISTRATION_BUDGET_BYTES,
  playPageScripts,
  readRouteManifest,
  report,
  type ViteManifest,
} from "./play-page-js.ts";

// A tiny client build: an entry with a shared chunk, the root and the index route (which share a
// chunk with the entry and have one of their own), a lazily loaded chunk, two catalogues the entry
// imports dynamically (German with a static import of its own), another page's route, and the
// route manifest file itself.
/** Text that gzip cannot shrink much (a fixed pseudo-random sequence), so the entry is the largest file. */
function noise(length: number): string {
  let x = 12345;
  let out = "";
  while (out.length < length) out += ((x = (x * 1103515245 + 12345) % 2 ** 31) % 36).toString(36);
  return out;
}

const FILES: Record<string, string> = {
  "entry.client-aaa.js": `import "./shared-aaa.js";export const entry = "${noise(2000)}";`,
  "shared-aaa.js": "export const shared = 1;",
  "root-aaa.js": `import "./shared-aaa.js";import "./root-dep-aaa.js";${"'root';".repeat(30)}`,
  "root-dep-aaa.js": "export const rootDep = 2;",
  "play-aaa.js": `import "./shared-aaa.js";const lazy = () => import("./Hint-aaa.js");${"'play';".repeat(30)}`,
  "Hint-aaa.js": `export const hint = "${"x".repeat(5000)}";`,
  "translation-de.js": `import "./texts-common.js";export default { a: "Startseite" };`,
  "texts-common.js": "export const common = 1;",
  "translation-en.js": `export default { a: "Home" };`,
  "other-aaa.js": `export const other = "${"y".repeat(3000)}";`,
};

const ROUTE_MANIFEST = {
  entry: { module: "/assets/entry.client-aaa.js", imports: ["/assets/shared-aaa.js"], css: [] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root-aaa.js", imports: ["/assets/shared-aaa.js", "/assets/root-dep-aaa.js"] },
    "home.de.0": { id: "home.de.0", parentId: "root", index: true, module: "/assets/play-aaa.js", imports: ["/assets/shared-aaa.js"] },
    "contact.de.0": { id: "contact.de.0", parentId: "root", path: "de/kontakt", module: "/assets/other-aaa.js", imports: [] },
  },
  url: "/assets/manifest-0123abcd.js",
  version: "0123abcd",
};

const VITE_MANIFEST: ViteManifest = {
  "app/entry.client.tsx": {
    file: "assets/entry.client-aaa.js",
    src: "app/entry.client.tsx",
    isEntry: true,
    imports: ["_shared-aaa.js"],
    dynamicImports: ["app/locales/en/translation.ts", "app/locales/de/translation.ts"],
  },
  "_shared-aaa.js": { file: "assets/shared-aaa.js" },
  "_texts-common.js": { file: "assets/texts-common.js" },
  "app/locales/de/translation.ts": {
    file: "assets/translation-de.js",
    src: "app/locales/de/translation.ts",
    imports: ["_texts-common.js"],
  },
  "app/locales/en/translation.ts": { file: "assets/translation-en.js", src: "app/locales/en/translation.ts" },
  "app/play/Hint.tsx": { file: "assets/Hint-aaa.js", src: "app/play/Hint.tsx" },
};

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "play-page-js-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, ".vite"));
  for (const [name, code] of Object.entries(FILES)) writeFileSync(join(dir, "assets", name), code);
  writeFileSync(join(dir, "assets/manifest-0123abcd.js"), `window.__reactRouterManifest=${JSON.stringify(ROUTE_MANIFEST)};`);
  writeFileSync(join(dir, ".vite/manifest.json"), JSON.stringify(VITE_MANIFEST));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the play page's first-load JavaScript", () => {
  it("reads React Router's manifest file", () => {
    expect(readRouteManifest(dir).routes["home.de.0"]!.module).toBe("/assets/play-aaa.js");
  });

  it("is the entry, the root and the index route with their imports, and the German catalogue with its own", () => {
    expect(playPageScripts(readRouteManifest(dir), VITE_MANIFEST)).toEqual([
      "/assets/entry.client-aaa.js",
      "/assets/shared-aaa.js",
      "/assets/root-aaa.js",
      "/assets/root-dep-aaa.js",
      "/assets/play-aaa.js",
      "/assets/translation-de.js",
      "/assets/texts-common.js",
    ]);
  });

  it("sums each file gzipped at level 9, each file once, and passes under the budget", () => {
    const result = measurePlayPage(dir);
    const expected = [
      "entry.client-aaa.js",
      "shared-aaa.js",
      "root-aaa.js",
      "root-dep-aaa.js",
      "play-aaa.js",
      "translation-de.js",
      "texts-common.js",
    ]
      .map((f) => gzipBytes(FILES[f]!))
      .reduce((a, b) => a + b, 0);
    expect(result.gzipBytes).toBe(expected);
    expect(result.files).toHaveLength(7);
    expect(result.budgetBytes).toBe(PLAY_PAGE_JS_BUDGET_BYTES);
    expect(PLAY_PAGE_JS_BUDGET_BYTES).toBe(143_360);
    expect(result.over).toBe(false);
    expect(report(result)).toMatch(
      /^play page JavaScript on first load: [\d,]+ B gzip of 143,360 B \(140 KB\) in 7 files: [\d,]+ B to spare/,
    );
  });

  it("fails over budget and names the largest files first", () => {
    const result = measurePlayPage(dir, 100);
    expect(result.over).toBe(true);
    const text = report(result);
    expect(text).toContain(`OVER BUDGET by ${(result.gzipBytes - 100).toLocaleString("en")} B`);
    const listed = text.split("\n").filter((l) => /^\s+[\d,]+ B {2}\/assets\//.test(l));
    expect(listed[0]).toContain("/assets/entry.client-aaa.js");
    expect(listed).toHaveLength(7);
  });

  it("says so when the build is missing or the entry no longer loads the catalogue", () => {
    expect(() => measurePlayPage(join(dir, "nothing"))).toThrow(/run the build first/);
    const vite = structuredClone(VITE_MANIFEST);
    vite["app/entry.client.tsx"]!.dynamicImports = ["app/locales/en/translation.ts"];
    expect(() => playPageScripts(readRouteManifest(dir), vite)).toThrow(/no longer imports app\/locales\/de\/translation\.ts/);
    rmSync(join(dir, ".vite"), { recursive: true });
    expect(() => measurePlayPage(dir)).toThrow(/build\.manifest/);
  });
});

describe("the service worker's registration", () => {
  const withRegistration = (code: string, extra: ViteManifest = {}) => {
    writeFileSync(join(dir, "assets", "pwa-client-aaa.js"), code);
    const vite: ViteManifest = {
      ...VITE_MANIFEST,
      "app/pwa/pwa-client.ts": {
        file: "assets/pwa-client-aaa.js",
        src: "app/pwa/pwa-client.ts",
        imports: ["_shared-aaa.js", ...Object.keys(extra)],
      },
      ...extra,
    };
    writeFileSync(join(dir, ".vite/manifest.json"), JSON.stringify(vite));
  };

  it("counts its lazy chunk and the chunks it brings that the first load does not", () => {
    writeFileSync(join(dir, "assets", "own-aaa.js"), "export const own = 1;");
    withRegistration(`import "./shared-aaa.js";import "./own-aaa.js";navigator.serviceWorker.register("/sw.js");`, {
      "_own-aaa.js": { file: "assets/own-aaa.js" },
    });
    const measured = measureRegistration(dir);
    expect(measured.files).toEqual(["/assets/pwa-client-aaa.js", "/assets/own-aaa.js"]);
    expect(measured.gzipBytes).toBe(
      gzipBytes(`import "./shared-aaa.js";import "./own-aaa.js";navigator.serviceWorker.register("/sw.js");`) +
        gzipBytes("export const own = 1;"),
    );
    expect(measured.over).toBe(false);
  });

  it("fails over 1 KB gzip", () => {
    withRegistration(`export const big = "${noise(REGISTRATION_BUDGET_BYTES * 8)}";`);
    expect(measureRegistration(dir).over).toBe(true);
  });
});
