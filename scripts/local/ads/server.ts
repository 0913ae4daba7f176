// The advertising stand-in over HTTP: a TCF v2.2 consent platform modelled on Google's "Privacy &
// messaging" (Funding Choices) CMP, and three ad providers (AdSense, Google Publisher Tag, a generic
// external script), so the site's ads can be tested with no internet. The paths are the real
// providers' paths: the site only swaps the origin.
//
//   node scripts/local/ads/server.ts        env: ADS_STANDIN_PORT (8791)
//
//   GET  /i/{pub-…}?ers=1[&default=mode]   CMP (real: fundingchoicesmessages.google.com); modes in public/cmp.js
//   GET  /pagead/js/adsbygoogle.js        AdSense (real: pagead2.googlesyndication.com)
//   GET  /tag/js/gpt.js                   Google Publisher Tag (real: securepubads.g.doubleclick.net)
//   GET  /external/ad.js                  a generic external ad script
//   GET  /frame?provider&slot&w&h&npa     the creative the scripts put in their iframes
//   GET  /__standin/requests              the request log (JSON)
//   POST /__standin/reset                 clears it
//   GET  /__standin/harness?cmpDefault&provider&lang&stub&auto&twice&hiddenIns   the test page of the e2e spec
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { BadRequest, frameHtml, frameParams, harnessHtml, harnessParams, harnessPolicy } from "./pages.ts";

export interface LoggedRequest {
  method: string;
  path: string;
  /** The query's fields; a repeated one keeps its last value. */
  query: Record<string, string>;
  referer: string | null;
  /** ISO 8601. */
  time: string;
}

export interface AdStandInServerOptions {
  /** 0 picks a free port. */
  port?: number;
}

export interface AdStandInServer {
  url: string;
  close(): Promise<void>;
  /** A copy of the log, oldest first; the control endpoints are not in it. */
  requests(): LoggedRequest[];
}

export const DEFAULT_PORT = 8791;
const HOST = "127.0.0.1";

// Read once: a test run sees the scripts as they were when it started, like a cached CDN copy.
const script = (name: string) => readFileSync(new URL(`./public/${name}`, import.meta.url), "utf8");
const SCRIPTS: Record<string, string> = {
  "/pagead/js/adsbygoogle.js": script("adsbygoogle.js"),
  "/tag/js/gpt.js": script("gpt.js"),
  "/external/ad.js": script("external.js"),
  "/__standin/harness.js": script("harness.js"),
};
const CMP_SCRIPT = script("cmp.js");
const CMP_PATH = /^\/i\/pub-[0-9]{1,20}$/;

const JS = "text/javascript; charset=utf-8";
const HTML = "text/html; charset=utf-8";
const TEXT = "text/plain; charset=utf-8";
const JSON_TYPE = "application/json; charset=utf-8";

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  // No X-Frame-Options and no frame-ancestors: the site embeds the frames from its own origin.
  // CORS open as Google's script hosts are: the site loads the tags with crossorigin="anonymous", as AdSense's snippet does.
  res.writeHead(status, {
    "content-type": type,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "access-control-allow-origin": "*",
    ...headers,
  });
  res.end(body);
}

function route(req: IncomingMessage, res: ServerResponse, url: URL, origin: string, log: LoggedRequest[]): void {
  const method = req.method ?? "GET";
  const path = url.pathname;
  if (path === "/__standin/requests" || path === "/__standin/reset") {
    if (path === "/__standin/requests" && method === "GET") return send(res, 200, JSON_TYPE, JSON.stringify(log));
    if (path === "/__standin/reset" && method === "POST") {
      log.length = 0;
      return send(res, 200, JSON_TYPE, JSON.stringify({ ok: true }));
    }
    return send(res, 405, TEXT, `${method} not allowed`, { allow: path === "/__standin/reset" ? "POST" : "GET, HEAD" });
  }
  log.push({
    method,
    path,
    query: Object.fromEntries(url.searchParams),
    referer: req.headers.referer ?? null,
    time: new Date().toISOString(),
  });
  const known = CMP_PATH.test(path) || path in SCRIPTS || path === "/frame" || path === "/__standin/harness";
  if (!known) return send(res, 404, TEXT, "not found");
  if (method !== "GET" && method !== "HEAD") return send(res, 405, TEXT, `${method} not allowed`, { allow: "GET, HEAD" });
  try {
    if (CMP_PATH.test(path)) return send(res, 200, JS, CMP_SCRIPT);
    const body = SCRIPTS[path];
    if (body !== undefined) return send(res, 200, JS, body);
    if (path === "/frame") return send(res, 200, HTML, frameHtml(frameParams(url.searchParams)));
    const nonce = randomBytes(16).toString("base64");
    return send(res, 200, HTML, harnessHtml(harnessParams(url.searchParams), nonce, origin), {
      "content-security-policy": harnessPolicy(nonce, origin),
    });
  } catch (error) {
    if (error instanceof BadRequest) return send(res, 400, TEXT, error.message);
    throw error;
  }
}

export async function startAdStandInServer(options: AdStandInServerOptions = {}): Promise<AdStandInServer> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_PORT, HOST, () => resolve());
  });
  const url = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  const log: LoggedRequest[] = [];
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    try {
      // The origin the scripts are served from, whatever name the page reached the server by:
      // the harness on http://localhost:port then loads them cross-origin, as the site does.
      route(req, res, new URL(req.url ?? "/", url), url, log);
    } catch (error) {
      console.error("ad stand-in:", error);
      if (!res.headersSent) send(res, 500, TEXT, String(error));
      else res.destroy();
    }
  });
  return {
    url,
    requests: () => log.map((entry) => ({ ...entry, query: { ...entry.query } })),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A browser keeps idle keep-alive connections open, which would hold close() back.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function portFromEnv(): number {
  const text = process.env.ADS_STANDIN_PORT ?? String(DEFAULT_PORT);
  const port = Number(text);
  if (!/^[0-9]+$/.test(text) || port > 65535) throw new Error(`ADS_STANDIN_PORT must be a port number, got ${JSON.stringify(text)}`);
  return port;
}

if (import.meta.main) {
  const server = await startAdStandInServer({ port: portFromEnv() });
  console.log(`ad stand-in on ${server.url}`);
  const stop = () => void server.close().catch((error: unknown) => console.error("ad stand-in: close failed:", error));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
