// The PayPal stand-in over HTTP, for `npm start` and the end-to-end tests: the site's PayPal base
// URL points here, and tests play buyer and PayPal through the control endpoints under /__standin/.
//
//   node scripts/local/paypal/server.ts
//   env: PAYPAL_STANDIN_PORT (8790), PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID,
//        PAYPAL_STANDIN_WEBHOOK_URL (where deliveries are POSTed, e.g. http://localhost:8787/api/paypal/webhook)
//
// Control endpoints (JSON; loopback callers only):
//   POST /__standin/orders/{id}/approve   {"scenario"?: "completed"|"pending"|"declined"|"error"|"timeout"|"issue:<ISSUE>",
//                                          "funding"?: "paypal"|"card", "email"?, "givenName"?, "surname"?}
//   POST /__standin/orders/{id}/scenario  {"scenario": …}
//   GET  /__standin/orders/{id}           GET /__standin/captures/{id}
//   POST /__standin/captures/{id}/complete | /deny | /refund {"value"?} | /reverse | /webhook (PAYMENT.CAPTURE.COMPLETED again)
//        → {ok, delivered: status or null, delivery}; delivered only when a webhook URL is set
//   GET  /__standin/requests              GET /__standin/problems → {problems}      POST /__standin/reset
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isObject, type JsonObject } from "./json.ts";
import { paypalContract } from "./openapi-documents.ts";
import { type CaptureScenario, type PayerDetails, PayPalStandIn, StandInError, type WebhookDelivery } from "./standin.ts";

export interface StandInServerOptions {
  /** 0 picks a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** Where deliveries from the capture control endpoints are POSTed; none: they are only returned. */
  webhookUrl?: string;
  /** Print each problem to stderr as the site makes it. */
  printProblems?: boolean;
}

export interface StandInServer {
  url: string;
  close(): Promise<void>;
  standIn: PayPalStandIn;
}

const HOST = "127.0.0.1";
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
// Connection-level headers belong to the hop to this server, not to the request the site made.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
  "expect",
  "te",
  "trailer",
]);
const DELIVERY_TIMEOUT_MS = 10_000;

class ControlError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** The Node request as the web Request the site sent; aborted when the site stops waiting. */
function webRequest(req: IncomingMessage, res: ServerResponse, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, req.rawHeaders[i + 1]!);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableEnded) controller.abort(new DOMException("The client closed the connection.", "AbortError"));
  });
  const method = req.method ?? "GET";
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    body: body.length > 0 && method !== "GET" && method !== "HEAD" ? new Uint8Array(body) : null,
    signal: controller.signal,
  });
}

function optionalString(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value !== undefined && typeof value !== "string") throw new ControlError(400, `${key} must be a string`);
  return value;
}

async function deliver(delivery: WebhookDelivery, webhookUrl: string | undefined): Promise<{ delivered: number | null; error?: string }> {
  if (webhookUrl === undefined) return { delivered: null };
  try {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: delivery.headers,
      body: delivery.body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { delivered: response.status };
  } catch (error) {
    return { delivered: null, error: (error as Error).message };
  }
}

const CAPTURE_ACTIONS: Record<string, (standIn: PayPalStandIn, id: string, body: JsonObject) => WebhookDelivery> = {
  complete: (standIn, id) => standIn.completeCapture(id),
  deny: (standIn, id) => standIn.denyCapture(id),
  refund: (standIn, id, body) => standIn.refund(id, optionalString(body, "value")),
  reverse: (standIn, id) => standIn.reverse(id),
  webhook: (standIn, id) => standIn.capturedWebhook(id),
};

async function control(standIn: PayPalStandIn, method: string, path: string, body: JsonObject, webhookUrl?: string): Promise<unknown> {
  const order = /^\/__standin\/orders\/([^/]+)(?:\/(approve|scenario))?$/.exec(path);
  if (order) {
    const [, id = "", action] = order;
    if (method === "GET" && action === undefined) return { ok: true, order: standIn.order(id) };
    if (method === "POST" && action === "approve") {
      const scenario = (optionalString(body, "scenario") ?? "completed") as CaptureScenario;
      const given = optionalString(body, "funding");
      const funding: PayerDetails["funding"] | null =
        given === undefined ? undefined : given === "card" || given === "paypal" ? given : null;
      if (funding === null) throw new ControlError(400, "funding is paypal or card");
      const payer = {
        email: optionalString(body, "email"),
        givenName: optionalString(body, "givenName"),
        surname: optionalString(body, "surname"),
        ...(funding === undefined ? {} : { funding }),
      };
      return { ok: true, order: standIn.approve(id, scenario, payer) };
    }
    if (method === "POST" && action === "scenario") {
      const scenario = optionalString(body, "scenario");
      if (scenario === undefined) throw new ControlError(400, "scenario is required");
      standIn.setScenario(id, scenario as CaptureScenario);
      return { ok: true, order: standIn.order(id) };
    }
  }
  const capture = /^\/__standin\/captures\/([^/]+)(?:\/([a-z]+))?$/.exec(path);
  if (capture) {
    const [, id = "", action] = capture;
    if (method === "GET" && action === undefined) return { ok: true, capture: standIn.capture(id) };
    const act = action === undefined ? undefined : CAPTURE_ACTIONS[action];
    if (method === "POST" && act) {
      const delivery = act(standIn, id, body);
      return { ok: true, ...(await deliver(delivery, webhookUrl)), delivery };
    }
  }
  if (method === "GET" && path === "/__standin/requests") return standIn.requests;
  if (method === "GET" && path === "/__standin/problems") return { problems: standIn.problems() };
  if (method === "POST" && path === "/__standin/reset") {
    standIn.reset();
    return { ok: true };
  }
  throw new ControlError(404, `no control endpoint ${method} ${path}`);
}

async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  standIn: PayPalStandIn,
  body: Buffer,
  webhookUrl?: string,
): Promise<void> {
  try {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? "")) throw new ControlError(403, "control endpoints answer loopback callers only");
    let parsed: unknown = {};
    if (body.length > 0) {
      try {
        parsed = JSON.parse(body.toString("utf8"));
      } catch {
        throw new ControlError(400, "body is not JSON");
      }
    }
    if (!isObject(parsed)) throw new ControlError(400, "body must be a JSON object");
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    sendJson(res, 200, await control(standIn, req.method ?? "GET", path, parsed, webhookUrl));
  } catch (error) {
    if (!(error instanceof ControlError || error instanceof StandInError)) throw error;
    sendJson(res, error.status, { ok: false, error: error.message });
  }
}

function requestListener(standIn: PayPalStandIn, webhookUrl: string | undefined) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    void (async () => {
      const body = await readBody(req);
      if ((req.url ?? "").startsWith("/__standin/")) return handleControl(req, res, standIn, body, webhookUrl);
      const request = webRequest(req, res, body, `http://${req.headers.host ?? HOST}`);
      let response: Response;
      try {
        response = await standIn.fetch(request);
      } catch (error) {
        // A capture whose answer is "lost" ends when the site gives up; there is no one left to answer.
        if (request.signal.aborted) return;
        throw error;
      }
      await send(res, response);
    })().catch((error: unknown) => {
      console.error("paypal stand-in:", error);
      if (!res.headersSent) sendJson(res, 500, { ok: false, error: String(error) });
      else res.destroy();
    });
  };
}

export async function startStandInServer(options: StandInServerOptions = {}): Promise<StandInServer> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 8790, HOST, () => resolve());
  });
  // Made once the port is known, so its links point back at this server. No request can come in
  // before the listener is attached: that happens in the same turn as the listen callback.
  const url = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  const standIn = new PayPalStandIn({
    clientId: options.clientId ?? "standin-client-id",
    clientSecret: options.clientSecret ?? "standin-client-secret",
    webhookId: options.webhookId ?? "STANDINWEBHOOK01",
    baseUrl: url,
    contract: paypalContract(),
    ...(options.printProblems ? { onProblem: (problem: string) => console.error(`paypal stand-in: problem: ${problem}`) } : {}),
  });
  server.on("request", requestListener(standIn, options.webhookUrl));
  return {
    url,
    standIn,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Held-open captures (the "timeout" scenario) would otherwise keep close() waiting.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function portFromEnv(): number {
  const text = process.env.PAYPAL_STANDIN_PORT ?? "8790";
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PAYPAL_STANDIN_PORT must be a port number, got ${JSON.stringify(text)}`);
  return port;
}

if (import.meta.main) {
  const server = await startStandInServer({
    port: portFromEnv(),
    clientId: process.env.PAYPAL_CLIENT_ID || "standin-client-id",
    clientSecret: process.env.PAYPAL_CLIENT_SECRET || "standin-client-secret",
    webhookId: process.env.PAYPAL_WEBHOOK_ID || "STANDINWEBHOOK01",
    ...(process.env.PAYPAL_STANDIN_WEBHOOK_URL ? { webhookUrl: process.env.PAYPAL_STANDIN_WEBHOOK_URL } : {}),
    printProblems: true,
  });
  console.log(`paypal stand-in on ${server.url}`);
  const stop = () => void server.close().catch((error: unknown) => console.error("paypal stand-in: close failed:", error));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
