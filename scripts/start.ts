// `npm start`: local D1 with migrations and puzzles, production build, served by wrangler on
// http://localhost:8787 with local D1 and KV (state under .wrangler/state, kept between runs).
import { run, seconds } from "./lib/run.ts";

const PORT = process.env.PORT ?? "8787";
const t = Date.now();
await run("node", ["scripts/prepare-local.ts"]);
await run("react-router", ["build"]);
console.log(`ready to serve after ${seconds(t)}: http://localhost:${PORT}`);
await run("wrangler", ["dev", "--port", PORT, "--show-interactive-dev-session=false"]);
