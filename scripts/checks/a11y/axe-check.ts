// `npm run check:a11y -- http://localhost:8787 [--concurrency=N]`: axe on every sitemap page of a
// running server on this machine, both languages, both themes, phone and desktop; prints a table
// of the rules broken and, last, `A11Y {json}` for scripts. Exits 1 on any violation or any page
// that could not be checked.
import { axeAll, launchChromium } from "./axe-all.ts";
import { formatReport, isLoopbackOrigin, summaryLine } from "./report.ts";

const args = process.argv.slice(2);
const origin = args.find((a) => !a.startsWith("--"));
if (!origin) {
  console.error("usage: npm run check:a11y -- <origin, e.g. http://localhost:8787> [--concurrency=N]");
  process.exit(2);
}
if (!isLoopbackOrigin(origin)) {
  console.error(`${origin} is not a server on this machine: the check loads every page four times, so it runs on localhost only`);
  process.exit(2);
}
const concurrency = Number(/^--concurrency=(\d+)$/.exec(args.find((a) => a.startsWith("--concurrency=")) ?? "")?.[1] ?? 2);

const report = await axeAll(launchChromium, {
  origin,
  concurrency,
  onRun: (r, done, total) => {
    const note = r.error ? `not checked: ${r.error}` : `${r.findings.reduce((n, f) => n + f.targets.length, 0)} violations`;
    process.stderr.write(`[${done}/${total}] ${r.path} ${r.theme} ${r.viewport}: ${note}\n`);
  },
});
console.log(formatReport(report));
console.log(summaryLine(report));
process.exitCode = report.violations === 0 && report.errors.length === 0 ? 0 : 1;
