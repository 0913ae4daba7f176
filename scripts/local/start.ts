// `npm start`: local D1 with migrations and puzzles, production build, served by wrangler on
// http://localhost:8787 with local D1 and KV (state under .wrangler/state, kept between runs).
import { startStandInServer } from "./paypal/server.ts";
import { startAdStandInServer } from "./ads/server.ts";
import { run, seconds } from "../lib/run.ts";

const PORT = process.env.PORT ?? "8787";
// The local PayPal (wrangler.toml points development at 127.0.0.1:8790): the supporter page's
// local checkout pays here, and its webhooks come back to this server.
const paypal = await startStandInServer({ port: 8790, webhookUrl: `http://localhost:${PORT}/api/paypal/webhook`, printProblems: true });
console.log(`paypal stand-in on ${paypal.url}`);
// The local consent platform and ad providers (wrangler.toml points development at 127.0.0.1:8791):
// the first visit asks for consent in the stand-in's dialog, and the ads are labelled frames.
const ads = await startAdStandInServer({ port: 8791 });
console.log(`ad and consent stand-in on ${ads.url}`);
const t = Date.now();
await run("node", ["scripts/local/prepare-local.ts"]);
await run("react-router", ["build"]);
console.log(`ready to serve after ${seconds(t)}: http://localhost:${PORT}`);
await run("wrangler", ["dev", "--port", PORT, "--show-interactive-dev-session=false"]).finally(() =>
  Promise.all([paypal.close(), ads.close()]),
);
