// The installability audits Lighthouse ran up to version 11 (its PWA category), over what Chromium
// answers through the DevTools protocol. Lighthouse 12 dropped the category with all of these
// audits, and Lighthouse 11 read the same two calls: `Page.getInstallabilityErrors` (Chromium's
// own verdict, the `installable-manifest` audit) and `Page.getAppManifest` (the manifest as
// fetched and parsed). The rest are the category's other automatic checks, restated from the
// manifest: scripts/bench/installability.ts prints them.

export interface InstallabilityError {
  errorId: string;
  errorArguments: { name: string; value: string }[];
}

export interface ManifestError {
  message: string;
  critical: number;
  line: number;
  column: number;
}

export interface PageFacts {
  url: string;
  installabilityErrors: InstallabilityError[];
  manifestUrl: string;
  manifestErrors: ManifestError[];
  /** The manifest's text as served; empty when the page links none. */
  manifestText: string;
  /** The content of the page's <meta name="theme-color">, if any. */
  metaThemeColor: string | null;
  /** The page has <meta name="viewport"> with a width. */
  viewportWidth: boolean;
  /** document.documentElement.scrollWidth <= window.innerWidth. */
  contentFitsWidth: boolean;
}

export interface Audit {
  id: string;
  title: string;
  passed: boolean;
  details: string[];
}

interface ManifestIcon {
  src?: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  background_color?: string;
  theme_color?: string;
  icons?: ManifestIcon[];
}

const sizesOf = (icon: ManifestIcon) => (icon.sizes ?? "").split(/\s+/).filter(Boolean);
const purposesOf = (icon: ManifestIcon) => (icon.purpose ?? "any").split(/\s+/);
/** Whether some PNG icon is at least `px` square for `purpose`. */
function hasPng(icons: ManifestIcon[], px: number, purpose: string): boolean {
  return icons.some(
    (icon) =>
      (icon.type === "image/png" || icon.src?.endsWith(".png")) &&
      purposesOf(icon).includes(purpose) &&
      sizesOf(icon).some((size) => {
        const [w, h] = size.split("x").map(Number);
        return w === h && w! >= px;
      }),
  );
}

function describeError(error: InstallabilityError): string {
  const args = error.errorArguments.map((a) => `${a.name}=${a.value}`).join(", ");
  return args ? `${error.errorId} (${args})` : error.errorId;
}

export function audit(facts: PageFacts): Audit[] {
  let manifest: Manifest | null = null;
  let parseProblem = "";
  if (!facts.manifestText) parseProblem = "the page links no manifest";
  else {
    try {
      manifest = JSON.parse(facts.manifestText) as Manifest;
    } catch (error) {
      parseProblem = `the manifest is not JSON: ${(error as Error).message}`;
    }
  }
  const m = manifest ?? {};
  const icons = m.icons ?? [];
  const manifestProblems = [
    ...(parseProblem ? [parseProblem] : []),
    ...facts.manifestErrors.map((e) => `${e.critical ? "critical" : "warning"} ${e.line}:${e.column} ${e.message}`),
  ];
  const missing = (keys: (keyof Manifest)[]) => keys.filter((k) => !m[k]).map((k) => `no ${k}`);
  return [
    {
      id: "installable-manifest",
      title: "Web app manifest meets the installability requirements (Chromium's Page.getInstallabilityErrors)",
      passed: facts.installabilityErrors.length === 0 && !parseProblem,
      details: [...facts.installabilityErrors.map(describeError), ...manifestProblems],
    },
    {
      id: "manifest-parses",
      title: "Chromium parses the manifest without errors (Page.getAppManifest)",
      passed: manifestProblems.length === 0,
      details: manifestProblems,
    },
    {
      id: "splash-screen",
      title: "Configured for a custom splash screen (name, background and theme colour, a PNG icon of 512 px)",
      passed: Boolean(manifest) && missing(["name", "background_color", "theme_color"]).length === 0 && hasPng(icons, 512, "any"),
      details: [...missing(["name", "background_color", "theme_color"]), ...(hasPng(icons, 512, "any") ? [] : ["no PNG icon of 512 px"])],
    },
    {
      id: "themed-omnibox",
      title: "Sets a theme color for the address bar (manifest theme_color and <meta name=theme-color>)",
      passed: Boolean(m.theme_color) && Boolean(facts.metaThemeColor),
      details: [...missing(["theme_color"]), ...(facts.metaThemeColor ? [] : ["no <meta name=theme-color>"])],
    },
    {
      id: "maskable-icon",
      title: "Manifest has a maskable icon",
      passed: icons.some((icon) => purposesOf(icon).includes("maskable")),
      details: [],
    },
    {
      id: "manifest-short-name-length",
      title: "The short_name fits on a home screen (at most 12 characters)",
      passed: (m.short_name ?? m.name ?? "").length > 0 && (m.short_name ?? m.name ?? "").length <= 12,
      details: [`short_name: ${JSON.stringify(m.short_name ?? null)}`],
    },
    {
      id: "viewport",
      title: "Has a <meta name=viewport> with width",
      passed: facts.viewportWidth,
      details: [],
    },
    {
      id: "content-width",
      title: "Content is sized correctly for the viewport",
      passed: facts.contentFitsWidth,
      details: [],
    },
  ];
}
