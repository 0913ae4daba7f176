import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  cspProfiles,
  HSTS_VALUE,
  PERMISSIONS_POLICY,
  VITE_DEV_SERVER_POLICY,
} from "./security-headers.server.ts";

// The policy production serves, written out: removing the nonce, adding 'unsafe-inline' or
// loosening base-uri/object-src/frame-ancestors fails here. tests/integration/deploy-safety.test.ts
// checks that the Worker serves exactly this, and tests/e2e/csp.spec.ts that the built site runs
// under it in Chromium without a single violation.

const NONCE = "bm9uY2Utb2YtdGhlLXRlc3Q=";
const PRODUCTION_POLICY =
  "default-src 'self'; " +
  "script-src 'self' 'nonce-bm9uY2Utb2YtdGhlLXRlc3Q=' 'strict-dynamic'; " +
  "style-src 'self' 'nonce-bm9uY2Utb2YtdGhlLXRlc3Q='; " +
  "style-src-attr 'none'; " +
  "img-src 'self' data: blob:; " +
  "font-src 'self'; " +
  "connect-src 'self'; " +
  "frame-ancestors 'none'; " +
  "base-uri 'none'; " +
  "form-action 'self'; " +
  "object-src 'none'";

/** The policy as a map from directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function html(): Response {
  return new Response("<!doctype html>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

describe("the production Content-Security-Policy", () => {
  it("is exactly the documented policy", () => {
    expect(contentSecurityPolicy(NONCE)).toBe(PRODUCTION_POLICY);
  });

  it("runs only scripts with this response's nonce: no 'unsafe-inline', no 'unsafe-eval'", () => {
    const scripts = directives(contentSecurityPolicy(NONCE)).get("script-src");
    expect(scripts).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"]);
  });

  it("lets <style> elements in only with the nonce, and no style attributes at all", () => {
    const policy = directives(contentSecurityPolicy(NONCE));
    expect(policy.get("style-src")).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(policy.get("style-src-elem")).toBeUndefined();
    expect(policy.get("style-src-attr")).toEqual(["'none'"]);
  });

  it("shuts base, objects and framing", () => {
    const policy = directives(contentSecurityPolicy(NONCE));
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("is what an HTML response gets outside Vite's dev server", () => {
    const res = applySecurityHeaders(html(), { nonce: NONCE, hsts: true, viteDevServer: false });
    expect(res.headers.get("Content-Security-Policy")).toBe(PRODUCTION_POLICY);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("gives way only on Vite's dev server, and keeps framing, objects and base shut there", () => {
    const res = applySecurityHeaders(html(), { nonce: NONCE, hsts: false, viteDevServer: true });
    expect(res.headers.get("Content-Security-Policy")).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
    expect(VITE_DEV_SERVER_POLICY).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("switches camera, microphone and geolocation off on HTML and JSON alike", () => {
    for (const res of [html(), Response.json({})]) {
      const policy = applySecurityHeaders(res, { nonce: NONCE, hsts: false, viteDevServer: false }).headers.get("Permissions-Policy");
      expect(policy).toBe("camera=(), microphone=(), geolocation=()");
    }
  });

  it("is not put on JSON", () => {
    const res = applySecurityHeaders(Response.json({}), { nonce: NONCE, hsts: false, viteDevServer: false });
    expect(res.headers.get("Content-Security-Policy")).toBeNull();
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("headers on static assets", () => {
  // Static assets are served by Workers Static Assets before the Worker runs, so they get their
  // headers from public/_headers alone. This reads the file the build copies into build/client.
  const rules = readFileSync(new URL("../../../public/_headers", import.meta.url), "utf8");

  /** The headers of one rule block (a path line, then indented `Name: value` lines). */
  function block(path: string): Record<string, string> {
    const lines = rules.split("\n");
    const start = lines.indexOf(path);
    expect(start).toBeGreaterThanOrEqual(0);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(start + 1)) {
      const match = /^\s+([\w-]+):\s*(.+)$/.exec(line);
      if (!match) break;
      headers[match[1]!] = match[2]!;
    }
    return headers;
  }

  it("the catch-all rule sends the Worker's HSTS value", () => {
    expect(HSTS_VALUE).toBe("max-age=31536000; includeSubDomains");
    expect(block("/*")["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("the catch-all rule sends the Worker's Permissions-Policy", () => {
    expect(PERMISSIONS_POLICY).toBe("camera=(), microphone=(), geolocation=()");
    expect(block("/*")["Permissions-Policy"]).toBe(PERMISSIONS_POLICY);
  });
});

describe("CSP profiles", () => {
  it("reads a comma-separated list and ignores unknown names", () => {
    expect(cspProfiles("ads, paypal")).toEqual(["ads", "paypal"]);
    expect(cspProfiles("evil,ads")).toEqual(["ads"]);
    expect(cspProfiles(null)).toEqual([]);
  });

  it("ads: Google's strict policy, scripts by nonce only, nothing else widened for scripts", () => {
    const policy = contentSecurityPolicy("abc", ["ads", "paypal"]);
    expect(policy).toBe(
      "script-src 'self' 'nonce-abc' 'strict-dynamic'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'",
    );
    expect(policy).not.toContain("unsafe");
  });
});
