import { describe, expect, it } from "vitest";
import { audit, type PageFacts } from "./installability-audits.ts";

const manifest = {
  name: "Sudoku-Oase: Sudoku spielen",
  short_name: "Sudoku-Oase",
  start_url: "/",
  display: "standalone",
  background_color: "#f4f6f9",
  theme_color: "#17324d",
  icons: [
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

const installable: PageFacts = {
  url: "http://localhost/",
  installabilityErrors: [],
  manifestUrl: "http://localhost/manifest.de.webmanifest",
  manifestErrors: [],
  manifestText: JSON.stringify(manifest),
  metaThemeColor: "#17324d",
  viewportWidth: true,
  contentFitsWidth: true,
};

const failed = (facts: PageFacts) => audit(facts).filter((a) => !a.passed);

describe("the installability audits", () => {
  it("pass for an installable page", () => {
    expect(failed(installable)).toEqual([]);
  });

  it("report Chromium's installability errors and the manifest's parse errors", () => {
    const facts = {
      ...installable,
      installabilityErrors: [
        { errorId: "manifest-missing-suitable-icon", errorArguments: [{ name: "minimum-icon-size-in-pixels", value: "144" }] },
      ],
      manifestErrors: [{ message: "property 'display' ignored", critical: 0, line: 1, column: 2 }],
    };
    const result = failed(facts);
    expect(result.map((a) => a.id)).toEqual(["installable-manifest", "manifest-parses"]);
    expect(result[0]!.details).toEqual([
      "manifest-missing-suitable-icon (minimum-icon-size-in-pixels=144)",
      "warning 1:2 property 'display' ignored",
    ]);
  });

  it("fail without a manifest, and for what a splash screen, the address bar and a home screen need", () => {
    expect(failed({ ...installable, manifestText: "" }).map((a) => a.id)).toContain("installable-manifest");
    const poor = { ...manifest, short_name: "Sudoku-Oase online", theme_color: undefined, icons: [manifest.icons[0]!] };
    expect(failed({ ...installable, manifestText: JSON.stringify(poor), metaThemeColor: null }).map((a) => a.id)).toEqual([
      "splash-screen",
      "themed-omnibox",
      "maskable-icon",
      "manifest-short-name-length",
    ]);
  });
});
