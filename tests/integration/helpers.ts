import { exports } from "cloudflare:workers";

/** Sends a request through the real Worker entry (workers/app.ts). */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return (exports as unknown as { default: { fetch(r: Request): Promise<Response> } }).default.fetch(
    new Request(new URL(path, "http://localhost:8787"), init),
  );
}
