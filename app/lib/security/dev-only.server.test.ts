import { describe, expect, it } from "vitest";
import { assertDevelopment, devClock, isLoopbackHost } from "./dev-only.server.ts";

// The development inspectors hand out login codes: they answer only in the development
// environment AND on a loopback host. tests/integration/deploy-safety.test.ts checks the same
// through the real Worker and routes; this pins the guard itself, case by case.

/** The status assertDevelopment throws (React Router's `data(null, { status })`), or null when it passes. */
function refusal(environment: string, url: string): number | null {
  try {
    assertDevelopment({ ENVIRONMENT: environment }, new Request(url));
    return null;
  } catch (thrown) {
    return (thrown as { init: { status: number } }).init.status;
  }
}

describe("isLoopbackHost", () => {
  it.each([
    ["http://localhost:8787/dev/outbox", true],
    ["http://localhost/dev/outbox", true],
    ["http://127.0.0.1:8787/dev/outbox", true],
    ["http://[::1]:8787/dev/outbox", true],
    ["https://localhost/dev/outbox", true],
    ["https://sudoku-oase.de/dev/outbox", false],
    ["https://sudoku-oase.example.workers.dev/dev/outbox", false],
    ["http://localhost.evil.example/dev/outbox", false],
    ["http://127.0.0.1.nip.io/dev/outbox", false],
    ["http://192.168.1.20:8787/dev/outbox", false],
    ["http://0.0.0.0:8787/dev/outbox", false],
  ])("%s → %s", (url, expected) => {
    expect(isLoopbackHost(url)).toBe(expected);
  });
});

describe("assertDevelopment", () => {
  it.each(["http://localhost:8787/dev/outbox.json", "http://127.0.0.1:8787/dev/outbox.json", "http://[::1]:8787/dev/outbox.json"])(
    "lets development on %s through",
    (url) => {
      expect(refusal("development", url)).toBeNull();
    },
  );

  it.each([
    ["production", "http://localhost:8787/dev/outbox.json"],
    ["production", "http://127.0.0.1:8787/dev/outbox.json"],
    ["production", "https://sudoku-oase.de/dev/outbox.json"],
    ["test", "http://localhost:8787/dev/outbox.json"],
    ["development", "https://sudoku-oase.de/dev/outbox.json"],
    ["development", "https://sudoku-oase-local.example.workers.dev/dev/outbox.json"],
    ["development", "http://localhost.evil.example/dev/outbox.json"],
  ])("answers 404 in %s on %s", (environment, url) => {
    expect(refusal(environment, url)).toBe(404);
  });
});

describe("devClock", () => {
  const at = "2026-11-27T10:00:00.000Z";
  it.each([
    ["development", "http://localhost:8787/", at, at],
    ["development", "http://127.0.0.1:8787/de", encodeURIComponent(at), at],
    ["development", "http://localhost:8787/", "not a date", null],
    ["development", "http://localhost:8787/", undefined, null],
    ["development", "https://sudoku-oase.de/", at, null],
    ["production", "http://localhost:8787/", at, null],
    ["test", "http://localhost:8787/", at, null],
    // The running form: the set instant plus the time the machine's clock has moved since the anchor.
    ["development", "http://localhost:8787/", `${at}@1000000000000`, "2026-11-27T10:00:05.000Z"],
    ["development", "http://localhost:8787/", encodeURIComponent(`${at}@1000000000000`), "2026-11-27T10:00:05.000Z"],
    ["development", "http://localhost:8787/", `${at}@`, null],
    ["development", "http://localhost:8787/", `${at}@12x`, null],
    ["development", "http://localhost:8787/", `${at}@1@2`, null],
    ["production", "http://localhost:8787/", `${at}@1000000000000`, null],
  ])("%s at %s with %j: %s", (environment, url, cookie, expected) => {
    const machineNow = new Date(1_000_000_005_000);
    expect(devClock({ ENVIRONMENT: environment }, new Request(url), cookie, machineNow)?.toISOString() ?? null).toBe(expected);
  });
});
