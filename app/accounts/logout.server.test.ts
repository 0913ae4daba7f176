import { describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client.server.ts";
import { endSession } from "./logout.server.ts";

// SPEC §4 Logout: "in every case clear token and expiry". The cookies are cleared by the answer,
// so revoking the session must never turn the logout into an error that answers without them.

const NOW = new Date(Date.UTC(2026, 0, 15, 12));
const withToken = new Request("http://localhost/de/authentifizierung", { headers: { Cookie: `authenticationToken=${"a".repeat(43)}` } });

describe("endSession", () => {
  it("answers false instead of throwing when storage fails, and logs why", async () => {
    const failing = {
      update() {
        throw new Error("D1 unavailable");
      },
    } as unknown as Db;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(endSession(failing, withToken, NOW)).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith("logout: revoking the session failed", expect.any(Error));
    log.mockRestore();
  });

  it("does not touch storage without a session token", async () => {
    const untouched = {} as Db;
    await expect(endSession(untouched, new Request("http://localhost/"), NOW)).resolves.toBe(false);
  });
});
