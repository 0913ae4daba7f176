import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";

// What a deploy publishes, read by wrangler itself from wrangler.toml: a plain `wrangler deploy`
// (top level) must publish nothing anyone can reach, and `npm run deploy` must publish production.
// docs/SECURITY.md, Deployment.

const configPath = fileURLToPath(new URL("../wrangler.toml", import.meta.url));
const read = (env?: string) => unstable_readConfig({ config: configPath, env }, { hideWarnings: true });
const SECRETS = ["MAILCHANNELS_API_KEY", "OPERATOR_NAME", "OPERATOR_ADDRESS", "CONTACT_EMAIL", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"];

describe("the top level of wrangler.toml (local runs, and a deploy without an environment)", () => {
  const config = read();

  it("is a Worker named as local, unreachable when deployed: not on workers.dev, no preview URLs, no routes", () => {
    expect(config.name).toBe("sudoku-oase-local");
    expect(config.workers_dev).toBe(false);
    expect(config.preview_urls).toBe(false);
    expect(config.routes ?? []).toEqual([]);
    expect(config.route).toBeUndefined();
  });

  it("is the development environment on http://localhost", () => {
    expect(config.vars).toMatchObject({ ENVIRONMENT: "development", SITE_ORIGIN: "http://localhost:8787" });
  });
});

describe("[env.production]", () => {
  const config = read("production");

  it("is the production Worker on its own domain only", () => {
    expect(config.name).toBe("sudoku-oase");
    expect(config.vars).toMatchObject({ ENVIRONMENT: "production", SITE_ORIGIN: "https://sudoku-oase.de" });
    expect(config.workers_dev).toBe(false);
    expect(config.preview_urls).toBe(false);
    expect(config.routes).toEqual([{ pattern: "sudoku-oase.de", custom_domain: true }]);
  });

  it("keeps the mail key and the operator's data out of the repository (they are wrangler secrets)", () => {
    for (const name of SECRETS) expect(Object.keys(config.vars), name).not.toContain(name);
  });

  it("uses databases of its own, not the local placeholders", () => {
    const local = read();
    expect(config.d1_databases[0]?.database_id).not.toBe(local.d1_databases[0]?.database_id);
    expect(config.kv_namespaces[0]?.id).not.toBe(local.kv_namespaces[0]?.id);
  });
});

describe("npm run deploy", () => {
  const scripts = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> })
    .scripts;

  it("builds for production (the Vite plugin picks the environment at build time) and deploys production", () => {
    expect(scripts.deploy).toBe("CLOUDFLARE_ENV=production npm run build && wrangler deploy --env production");
  });

  it("is the only script that deploys", () => {
    const deploying = Object.entries(scripts).filter(([, command]) => /wrangler\s+(deploy|versions\s+upload)/.test(command));
    expect(deploying.map(([name]) => name)).toEqual(["deploy"]);
  });
});
