// `npm run crawl [-- http://localhost:8787]`: checks every link on every sitemap page of a running
// server and prints the figures; exits 1 if anything is broken.
import { crawlSite, formatReport } from "./crawl.ts";

const base = process.argv[2] ?? "http://localhost:8787";
const started = performance.now();
const report = await crawlSite(base);
console.log(formatReport(report));
console.log(`time                             ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`CRAWL ${JSON.stringify({ pages: report.pages, links: report.links, broken: report.broken.length })}`);
process.exit(report.broken.length === 0 ? 0 : 1);
