// The pure half of the accessibility check (scripts/checks/a11y/axe-all.ts runs the browser): which pages
// the sitemap names, how axe's findings of many runs add up, and how they are printed.

import { sitemapLocations } from "../../lib/sitemap.ts";

export type Theme = "light" | "dark";
export type Viewport = "phone" | "desktop";

/** One axe finding of one run: a rule and the elements that break it. */
export interface Finding {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the failing elements, as axe names them (one per element). */
  targets: string[];
}

export interface RunResult {
  path: string;
  theme: Theme;
  viewport: Viewport;
  findings: Finding[];
  /** Why the run could not be checked (not answered with 200, wrong theme, crash), or null. */
  error: string | null;
}

export interface RuleSummary {
  id: string;
  impact: string | null;
  help: string;
  /** Runs (page × theme × viewport) on which the rule failed. */
  runs: number;
  /** Failing elements over all runs. */
  nodes: number;
  example: { path: string; theme: Theme; viewport: Viewport; target: string };
}

export interface A11yReport {
  pages: number;
  runs: number;
  /** Failing elements over all runs and rules: the figure that must be 0. */
  violations: number;
  rules: RuleSummary[];
  errors: { path: string; theme: Theme; viewport: Viewport; error: string }[];
  /** Browsers that died under a run and were replaced (their runs were repeated once). */
  restarts: number;
  seconds: number;
}

/**
 * The pages of a sitemap as paths (with their query), in sitemap order and without repeats. The
 * sitemap names the public origin (SITE_ORIGIN), which is not the server under test: only the
 * path counts, so the caller loads each page from the origin it checks.
 */
export function sitemapPaths(xml: string): string[] {
  const locs = sitemapLocations(xml).map((loc) => new URL(loc));
  return [...new Set(locs.map((u) => u.pathname + u.search))];
}

/** Only a server on this machine: the check signs nothing in, but it does load every page four times. */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return url.hostname === "localhost" || url.hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname);
}

export function summarize(results: readonly RunResult[], seconds: number, restarts = 0): A11yReport {
  const rules = new Map<string, RuleSummary>();
  for (const run of results) {
    for (const f of run.findings) {
      const rule = rules.get(f.id);
      if (rule) {
        rule.runs++;
        rule.nodes += f.targets.length;
      } else {
        rules.set(f.id, {
          id: f.id,
          impact: f.impact,
          help: f.help,
          runs: 1,
          nodes: f.targets.length,
          example: { path: run.path, theme: run.theme, viewport: run.viewport, target: f.targets[0] ?? "" },
        });
      }
    }
  }
  const sorted = [...rules.values()].sort((a, b) => b.nodes - a.nodes || a.id.localeCompare(b.id));
  return {
    pages: new Set(results.map((r) => r.path)).size,
    runs: results.length,
    violations: sorted.reduce((n, r) => n + r.nodes, 0),
    rules: sorted,
    errors: results.filter((r) => r.error !== null).map((r) => ({ path: r.path, theme: r.theme, viewport: r.viewport, error: r.error! })),
    restarts,
    seconds,
  };
}

export function formatReport(report: A11yReport): string {
  const lines = [
    `pages (sitemap, both languages)  ${report.pages}`,
    `runs (page × theme × viewport)   ${report.runs}`,
    `violations (failing elements)    ${report.violations}`,
    `pages that could not be checked  ${report.errors.length}`,
    `browsers that crashed (rerun)    ${report.restarts}`,
    `time                             ${report.seconds.toFixed(1)} s`,
  ];
  if (report.rules.length > 0) {
    const width = Math.max(...report.rules.map((r) => r.id.length), "rule".length);
    lines.push("", `${"rule".padEnd(width)}  impact    runs  nodes  example`);
    for (const r of report.rules) {
      const example = `${r.example.path} [${r.example.theme}, ${r.example.viewport}] ${r.example.target}`;
      lines.push(
        `${r.id.padEnd(width)}  ${(r.impact ?? "-").padEnd(8)}  ${String(r.runs).padStart(4)}  ${String(r.nodes).padStart(5)}  ${example}`,
      );
    }
  }
  for (const e of report.errors) lines.push(`  not checked: ${e.path} [${e.theme}, ${e.viewport}]: ${e.error}`);
  return lines.join("\n");
}

/** The last line of the CLI, for a proof script: `A11Y {json}`. */
export function summaryLine(report: A11yReport): string {
  return `A11Y ${JSON.stringify({
    pages: report.pages,
    runs: report.runs,
    violations: report.violations,
    errors: report.errors.length,
    restarts: report.restarts,
    rules: Object.fromEntries(report.rules.map((r) => [r.id, r.nodes])),
    seconds: Math.round(report.seconds * 10) / 10,
  })}`;
}
