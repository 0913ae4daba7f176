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
  it("keeps scripts, styles and icons; hashed names are their own revision", async () => {
    const dir = clientBuild({
      "assets/Board-DLz1dm0M.js": "board",
      "assets/root-CFDSiZ4Q.css": "css",
      "favicon.svg": "<svg/>",
      "icons/icon-192.png": "png",
      ".vite/manifest.json": "{}",
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
});
