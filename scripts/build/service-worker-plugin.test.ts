import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { precacheEntries } from "./service-worker-plugin.ts";

function clientBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sw-precache-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("precacheEntries", () => {
  it("keeps scripts, styles and icons (all of them without Vite's manifest); hashed names are their own revision", async () => {
    const dir = clientBuild({
      "assets/Board-DLz1dm0M.js": "board",
      "assets/root-CFDSiZ4Q.css": "css",
      "favicon.svg": "<svg/>",
      "icons/icon-192.png": "png",
      "_headers": "/*",
      ".assetsignore": ".vite",
      "sw.js": "old worker",
      "sw.js.map": "{}",
      "assets/Board-DLz1dm0M.js.map": "{}",
      "images/releases/2021-2-new-password.png": "big",
    });
    const entries = await precacheEntries(dir);
    expect(entries.map((e) => e.url)).toEqual(["/assets/Board-DLz1dm0M.js", "/assets/root-CFDSiZ4Q.css", "/favicon.svg", "/icons/icon-192.png"]);
    expect(entries[0]!.revision).toBeNull();
    expect(entries[2]!.revision).toMatch(/^[0-9a-f]{16}$/);
  });

  it("gives an unhashed file a new revision when its content changes", async () => {
    const [a] = await precacheEntries(clientBuild({ "favicon.svg": "<svg>1</svg>" }));
    const [b] = await precacheEntries(clientBuild({ "favicon.svg": "<svg>2</svg>" }));
    expect(a!.revision).not.toBe(b!.revision);
  });

  it("keeps only what the pages that work offline need, when Vite's manifest says", async () => {
    const dir = clientBuild({
      "assets/entry.client-AAAAAAAA.js": "entry",
      "assets/root-BBBBBBBB.js": "root",
      "assets/play-CCCCCCCC.js": "play",
      "assets/HintPanel-DDDDDDDD.js": "hints, loaded on demand",
      "assets/supporter-EEEEEEEE.js": "supporter page",
      "assets/PayPalCheckout-FFFFFFFF.js": "its lazy part",
      "assets/manifest-0123abcd.js": "window.__reactRouterManifest={}",
      "icons/icon-192.png": "png",
      ".vite/manifest.json": JSON.stringify({
        "app/entry.client.tsx": { file: "assets/entry.client-AAAAAAAA.js" },
        "app/root.tsx?__react-router-build-client-route": { file: "assets/root-BBBBBBBB.js" },
        "app/routes/play.tsx?__react-router-build-client-route": { file: "assets/play-CCCCCCCC.js", dynamicImports: ["app/play/HintPanel.tsx"] },
        "app/play/HintPanel.tsx": { file: "assets/HintPanel-DDDDDDDD.js" },
        "app/routes/supporter.tsx?__react-router-build-client-route": {
          file: "assets/supporter-EEEEEEEE.js",
          dynamicImports: ["app/components/supporter/PayPalCheckout.tsx"],
        },
        "app/components/supporter/PayPalCheckout.tsx": { file: "assets/PayPalCheckout-FFFFFFFF.js" },
      }),
    });
    expect((await precacheEntries(dir)).map((e) => e.url)).toEqual([
      "/assets/HintPanel-DDDDDDDD.js",
      "/assets/entry.client-AAAAAAAA.js",
      "/assets/manifest-0123abcd.js",
      "/assets/play-CCCCCCCC.js",
      "/assets/root-BBBBBBBB.js",
      "/icons/icon-192.png",
    ]);
  });
});
