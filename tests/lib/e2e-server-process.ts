// The end-to-end server (scripts/local/e2e-server.ts) started ahead of Playwright, which then reuses it
// (E2E_REUSE_SERVER=1): `npm test` starts it beside vitest, `npm run test:dates` once for all its
// instants.
import { spawn } from "node:child_process";

const READY_WITHIN_MS = 5 * 60_000;
const POLL_MS = 500;

async function answers(port: string): Promise<boolean> {
  try {
    return (await fetch(`http://localhost:${port}/robots.txt`)).ok;
  } catch {
    return false;
  }
}

export interface E2eServer {
  stop(): void;
}

/**
 * Starts the server on `port` and resolves once it answers. Refuses a port that already answers:
 * Playwright would test whatever build that server holds.
 */
export async function startE2eServer(port: string): Promise<E2eServer> {
  if (await answers(port)) throw new Error(`port ${port} is taken by another server; stop it, or set E2E_PORT`);
  const child = spawn("node", ["scripts/local/e2e-server.ts"], {
    env: { ...process.env, E2E_PORT: port },
    stdio: ["ignore", "ignore", "inherit"],
    // Its own process group, so stopping it takes wrangler and workerd along.
    detached: true,
  });
  let exited: number | null = null;
  child.on("exit", (code) => (exited = code ?? 1));
  const stop = () => {
    if (child.pid && exited === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  };
  process.on("exit", stop);
  const until = Date.now() + READY_WITHIN_MS;
  while (!(await answers(port))) {
    if (exited !== null) throw new Error(`the e2e server exited with ${exited} before it answered`);
    if (Date.now() > until) {
      stop();
      throw new Error(`the e2e server on port ${port} did not answer within ${READY_WITHIN_MS / 60_000} minutes`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return { stop };
}
