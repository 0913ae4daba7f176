// The Nu HTML Checker (vnu.jar, npm package vnu-jar) over the server-rendered HTML of a running
// server's pages: fetched here, written to a temp directory, checked in ONE Java run (the JVM
// takes seconds to start), and added up by ./vnu-report.ts.
//
//   npm run check:html -- <origin> --sitemap [--themes light,dark]
//   npm run check:html -- <origin> /de/sehr-einfach /en/very-hard ...
//
// Prints errors per message and per page and, last, `HTMLCHECK {json}` for the proof script.
// Exits 1 on any error (the known false alarms of ./vnu-report.ts FALSE_ALARMS aside), 2 on bad
// usage or when Java is missing. tests/e2e/html-valid.spec.ts calls `checkHtml` directly.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isLoopbackOrigin, sitemapPaths } from "../a11y/report.ts";
import { formatHtmlReport, parseVnuJson, summarizeVnu, summaryLine, type CheckedDocument, type HtmlReport } from "./vnu-report.ts";

export type Theme = "light" | "dark";

/** The jar the vnu-jar package ships (its own entry point exports the path as a String). */
export const VNU_JAR: string = String(createRequire(import.meta.url)("vnu-jar"));

export class JavaMissingError extends Error {}

/** Throws a JavaMissingError that says what to install when `java` is not on PATH. */
export function requireJava(java = process.env.JAVA ?? "java"): string {
  const probe = spawnSync(java, ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new JavaMissingError(
      `The Nu HTML Checker needs Java (11 or newer), and \`${java} -version\` failed` +
        ` (${probe.error?.message ?? `exit ${probe.status}`}). Install it, e.g. \`apt-get install -y default-jre-headless\`` +
        ` (npm test does so on CI), or set JAVA to the java binary.`,
    );
  }
  return java;
}

export async function loadSitemapPaths(origin: string): Promise<string[]> {
  const res = await fetch(new URL("/sitemap.xml", origin));
  if (!res.ok) throw new Error(`${origin}/sitemap.xml answered ${res.status}`);
  return sitemapPaths(await res.text());
}

export interface CheckHtmlOptions {
  /** The server to check: loopback only. */
  origin: string;
  /** Paths to check; every path of the sitemap when not given. */
  paths?: readonly string[];
  /**
   * Themes to fetch each page in (the `darkMode` cookie of app/routes/theme.ts, read on the
   * server). The theme changes the markup (`data-theme`, the header's ambience class, the theme
   * switch's pressed button), so the proof checks both.
   */
  themes?: readonly Theme[];
  /** Pages fetched at once. */
  concurrency?: number;
  /** More cookies for every request, as `name=value` (the end-to-end suite's `dev-clock`). */
  cookies?: readonly string[];
}

interface Fetched {
  path: string;
  theme: Theme;
  html: string | null;
  error: string | null;
}

async function fetchPage(origin: string, path: string, theme: Theme, cookies: readonly string[]): Promise<Fetched> {
  const base = { path, theme };
  try {
    const res = await fetch(new URL(path, origin), {
      headers: {
        cookie: [`darkMode=${theme === "dark"}`, ...cookies].join("; "),
        "accept-language": "de-DE,de;q=0.9",
        accept: "text/html",
      },
      redirect: "manual",
    });
    const html = await res.text();
    // The not-found page is HTML too (404); a redirect or a server error is not the page asked for.
    if (res.status !== 200 && res.status !== 404) return { ...base, html: null, error: `status ${res.status}` };
    if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) {
      return { ...base, html: null, error: `content-type ${res.headers.get("content-type")}` };
    }
    // The cookie only counts if the server read it: a page in the wrong theme proves nothing.
    const shown = /<html[^>]*\sdata-theme="([a-z]+)"/.exec(html)?.[1];
    if (shown !== theme) return { ...base, html: null, error: `shown in the ${shown ?? "unknown"} theme` };
    return { ...base, html, error: null };
  } catch (error) {
    return { ...base, html: null, error: error instanceof Error ? error.message : String(error) };
  }
}

async function inParallel<T, R>(items: readonly T[], lanes: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await run(items[i]!);
      }
    }),
  );
  return results;
}

/**
 * The JVM's options for one short batch run: only the quick (C1) compiler, which halved the CPU
 * time of 80 pages here (6-7 s against 13-16 s with the optimising one, whose work never pays off
 * in a run this short); the serial collector, one thread less to share two cores with; and the
 * bigger thread stack vnu asks for (its schema check overflows the default with C1's frames).
 */
const JVM_OPTIONS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/** One JVM over all the files: vnu's JSON on stdout (with --exit-zero-always a non-zero exit is a crash). */
function runVnu(java: string, files: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const args = [...JVM_OPTIONS, "-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files];
    const child = spawn(java, args, {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (out += c));
    child.stderr.setEncoding("utf8").on("data", (c: string) => (err += c));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`vnu exited with ${code}: ${err.slice(0, 500)}`))));
  });
}

/** Fetches the pages in every theme and checks them all in one vnu run. */
export async function checkHtml(options: CheckHtmlOptions): Promise<HtmlReport> {
  const { origin, themes = ["light", "dark"], concurrency = 4 } = options;
  if (!isLoopbackOrigin(origin)) throw new Error(`${origin} is not a server on this machine (localhost, 127.x or [::1])`);
  const java = requireJava();
  const started = performance.now();
  const paths = options.paths ?? (await loadSitemapPaths(origin));
  const jobs = paths.flatMap((path) => themes.map((theme) => ({ path, theme })));
  const fetched = await inParallel(jobs, concurrency, (j) => fetchPage(origin, j.path, j.theme, options.cookies ?? []));
  const dir = mkdtempSync(join(tmpdir(), "check-html-"));
  try {
    const documents: CheckedDocument[] = fetched.map((f, i) => ({
      path: f.path,
      variant: themes.length > 1 ? f.theme : "",
      file: `page-${String(i).padStart(4, "0")}.html`,
      error: f.error,
    }));
    const sources = new Map<string, string>();
    fetched.forEach((f, i) => {
      if (f.html === null) return;
      const file = documents[i]!.file;
      writeFileSync(join(dir, file), f.html);
      sources.set(file, f.html);
    });
    const files = [...sources.keys()].map((file) => join(dir, file));
    const messages = files.length > 0 ? parseVnuJson(await runVnu(java, files)) : [];
    return summarizeVnu(documents, messages, sources, (performance.now() - started) / 1000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const valueOf = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const themesArg = valueOf("themes");
  const positional = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--themes");
  const [origin, ...paths] = positional;
  const themes = (themesArg ?? "light,dark").split(",") as Theme[];
  if (!origin || (paths.length === 0) === !args.includes("--sitemap") || themes.some((t) => t !== "light" && t !== "dark")) {
    console.error("usage: npm run check:html -- <origin, e.g. http://localhost:8787> (--sitemap | <path>...) [--themes light,dark]");
    process.exit(2);
  }
  try {
    const report = await checkHtml({ origin, paths: paths.length > 0 ? paths : undefined, themes });
    console.log(formatHtmlReport(report));
    console.log(summaryLine(report));
    process.exitCode = report.errors === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = error instanceof JavaMissingError ? 2 : 1;
  }
}
