// The ad stand-in's HTTP side: what each route answers, what the creative refuses, the log.
// What the browser scripts do is tests/e2e/ad-standins.spec.ts's part.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { frameLabel, type FrameParams } from "./pages.ts";
import { type AdStandInServer, startAdStandInServer } from "./server.ts";

let server: AdStandInServer;

beforeEach(async () => {
  server = await startAdStandInServer({ port: 0 });
});

afterEach(async () => {
  await server.close();
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

const FRAME = "/frame?provider=adsense&slot=1234567890&w=728&h=90&npa=0";

describe("routes", () => {
  it("listens on 127.0.0.1 on a free port when asked for port 0", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9][0-9]*$/);
    const other = await startAdStandInServer({ port: 0 });
    try {
      expect(other.url).not.toBe(server.url);
    } finally {
      await other.close();
    }
  });

  it.each([
    ["the CMP", "/i/pub-1234567890123456?ers=1", "__tcfapi"],
    ["the CMP with a default mode", "/i/pub-1234567890123456?ers=1&default=consent", "showRevocationMessage"],
    ["AdSense", "/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456", "requestNonPersonalizedAds"],
    ["GPT", "/tag/js/gpt.js", "defineSlot"],
    ["the external provider", "/external/ad.js", "data-external-ad"],
    ["the harness's script", "/__standin/harness.js", "addEventListener"],
  ])("serves %s as JavaScript that is never cached", async (_, path, marker) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(await res.text()).toContain(marker);
  });

  it("answers HEAD like GET, without a body", async () => {
    const res = await get("/tag/js/gpt.js", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await res.text()).toBe("");
  });

  it.each([
    "/",
    "/i/",
    "/i/ca-pub-123",
    "/i/pub-12x4",
    "/pagead/js/adsbygoogle.jsx",
    "/tag/js/gpt.js/x",
    "/frame/x",
    "/__standin/",
    "/cmp.css",
  ])("answers 404 to %s", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 405 to a method a route does not take", async () => {
    for (const [method, path, allow] of [
      ["POST", FRAME, "GET, HEAD"],
      ["DELETE", "/tag/js/gpt.js", "GET, HEAD"],
      ["GET", "/__standin/reset", "POST"],
      ["POST", "/__standin/requests", "GET, HEAD"],
    ] as const) {
      const res = await get(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
    }
  });
});

describe("the creative (/frame)", () => {
  it("is a German document with a title and one box of exactly the slot's size", async () => {
    const res = await get(FRAME);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.get("content-security-policy")).toBeNull();
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Anzeige (Stand-in)</title>");
    expect(html).toMatch(/box-sizing: border-box; width: 728px; height: 90px; overflow: hidden;/);
    expect(html).toContain("border: 1px solid #4a4a4a");
    expect(html).toContain(">Anzeige (Stand-in) · adsense · slot 1234567890 · 728×90 · personalisiert</div>");
  });

  it("says when the ad is not personalised", async () => {
    const html = await (await get("/frame?provider=gpt&slot=/1234567/sudoku/leaderboard&w=300&h=250&npa=1")).text();
    expect(html).toContain(">Anzeige (Stand-in) · gpt · slot /1234567/sudoku/leaderboard · 300×250 · nicht personalisiert</div>");
  });

  it("takes the smallest and the largest side", async () => {
    expect((await get("/frame?provider=external&slot=s&w=1&h=2000&npa=0")).status).toBe(200);
    expect((await get("/frame?provider=external&slot=s&w=2000&h=1&npa=1")).status).toBe(200);
  });

  it("escapes the slot name", async () => {
    const html = await (await get(`/frame?provider=external&slot=${encodeURIComponent(`<script>"x"&'y'`)}&w=10&h=10&npa=0`)).text();
    expect(html).not.toContain("<script>");
    expect(html).toContain("slot &#60;script&#62;&#34;x&#34;&#38;&#39;y&#39;");
  });

  it.each([
    ["w=0", "provider=adsense&slot=1&w=0&h=90&npa=0", "w must be a whole number from 1 to 2000"],
    ["w=2001", "provider=adsense&slot=1&w=2001&h=90&npa=0", "w must be"],
    ["w=1.5", "provider=adsense&slot=1&w=1.5&h=90&npa=0", "w must be"],
    ["w=1e3", "provider=adsense&slot=1&w=1e3&h=90&npa=0", "w must be"],
    ["w=-5", "provider=adsense&slot=1&w=-5&h=90&npa=0", "w must be"],
    ["w=' 90'", "provider=adsense&slot=1&w=%2090&h=90&npa=0", "w must be"],
    ["w=abc", "provider=adsense&slot=1&w=abc&h=90&npa=0", "w must be"],
    ["no h", "provider=adsense&slot=1&w=728&npa=0", "h must be a whole number from 1 to 2000"],
    ["h=99999", "provider=adsense&slot=1&w=728&h=99999&npa=0", "h must be"],
    ["an unknown provider", "provider=taboola&slot=1&w=728&h=90&npa=0", "provider must be one of adsense, gpt, external"],
    ["no provider", "slot=1&w=728&h=90&npa=0", "provider must be"],
    ["no slot", "provider=adsense&w=728&h=90&npa=0", "slot must be 1 to 200 characters"],
    ["a slot of 201 characters", `provider=adsense&slot=${"x".repeat(201)}&w=728&h=90&npa=0`, "slot must be"],
    ["npa=2", "provider=adsense&slot=1&w=728&h=90&npa=2", "npa must be 0 or 1"],
    ["no npa", "provider=adsense&slot=1&w=728&h=90", "npa must be 0 or 1"],
  ])("refuses %s with 400", async (_, query, message) => {
    const res = await get(`/frame?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain(message);
  });

  it("labels each provider", () => {
    const base: FrameParams = { provider: "external", slot: "sidebar-1", width: 160, height: 600, nonPersonalized: false };
    expect(frameLabel(base)).toBe("Anzeige (Stand-in) · external · slot sidebar-1 · 160×600 · personalisiert");
  });
});

describe("the harness (/__standin/harness)", () => {
  it("is served under the site's kind of CSP, its scripts and style carrying the policy's nonce", async () => {
    const res = await get("/__standin/harness?cmpDefault=consent&provider=adsense&hiddenIns=1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const policy = res.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).toContain(`style-src 'nonce-${nonce}'; style-src-attr 'none'; frame-src ${server.url};`);
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<script nonce="${nonce}" src="${server.url}/i/pub-1234567890123456?ers=1&#38;default=consent"></script>`);
    expect(html).toContain(`<script nonce="${nonce}" src="${server.url}/__standin/harness.js"></script>`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html.match(/<ins class="adsbygoogle"/g)).toHaveLength(3);
  });

  it("gives every page its own nonce", async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => (await get("/__standin/harness")).headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1]),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("loads the CMP async behind the stub on request, in English on request", async () => {
    const html = await (await get("/__standin/harness?stub=1&lang=en&provider=gpt")).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(
      /harness\.js"><\/script>\n<script nonce="[^"]+" async src="[^"]+\/i\/pub-1234567890123456\?ers=1&#38;default=ask">/,
    );
    expect(html).toContain('id="div-gpt-leaderboard"');
  });

  it.each(["cmpDefault=maybe", "provider=taboola", "lang=fr", "stub=yes", "auto=2", "twice=true", "hiddenIns="])(
    "refuses %s with 400",
    async (query) => {
      expect((await get(`/__standin/harness?${query}`)).status).toBe(400);
    },
  );
});

describe("request log", () => {
  it("records method, path, query and referer of every request, but not the control endpoints", async () => {
    const before = Date.now();
    await get("/tag/js/gpt.js", { headers: { referer: "http://localhost:8788/de" } });
    await get("/frame?provider=gpt&slot=a&slot=b&w=1&h=1&npa=0", { method: "HEAD" });
    await get("/nowhere?x=1");
    await get("/__standin/requests");
    const log = server.requests();
    expect(log.map(({ time: _, ...entry }) => entry)).toEqual([
      { method: "GET", path: "/tag/js/gpt.js", query: {}, referer: "http://localhost:8788/de" },
      { method: "HEAD", path: "/frame", query: { provider: "gpt", slot: "b", w: "1", h: "1", npa: "0" }, referer: null },
      { method: "GET", path: "/nowhere", query: { x: "1" }, referer: null },
    ]);
    for (const entry of log) {
      expect(Date.parse(entry.time)).toBeGreaterThanOrEqual(before - 1000);
      expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(await (await get("/__standin/requests")).json()).toEqual(log);
  });

  it("hands out copies", async () => {
    await get("/external/ad.js?a=1");
    const copy = server.requests();
    copy[0]!.query.a = "changed";
    copy.pop();
    expect(server.requests()).toHaveLength(1);
    expect(server.requests()[0]!.query.a).toBe("1");
  });

  it("is emptied by POST /__standin/reset", async () => {
    await get("/external/ad.js");
    const res = await get("/__standin/reset", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(server.requests()).toEqual([]);
    expect(await (await get("/__standin/requests")).json()).toEqual([]);
  });
});

describe("close()", () => {
  it("stops the server, idle keep-alive connections included", async () => {
    const url = server.url;
    await fetch(`${url}/tag/js/gpt.js`, { headers: { connection: "keep-alive" } }).then((res) => res.text());
    await server.close();
    await expect(fetch(`${url}/tag/js/gpt.js`)).rejects.toThrow();
    // afterEach closes again: a second close must not be mistaken for a failure of this test.
    server = await startAdStandInServer({ port: 0 });
  });
});
