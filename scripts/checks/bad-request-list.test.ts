import { describe, expect, it } from "vitest";
import { BAD_REQUESTS, routeKind, sampleBadRequests, type BadRequest } from "./bad-request-list.ts";

describe("routeKind", () => {
  it.each([
    ["/api/sudoku?sudokuId=1", "api"],
    ["/de/spielanleitung.data", "data"],
    ["/dev/outbox.json", "dev"],
    ["/sitemap.xml", "resource"],
    ["/theme", "resource"],
    ["/de/faq", "page"],
    ["/", "page"],
  ])("%s is a %s route", (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });
});

describe("sampleBadRequests", () => {
  const r = (group: string, path: string): BadRequest => ({ group, method: "POST", path });

  it("keeps the first and last of each kind of input per kind of route, and a lone one", () => {
    const list = [r("a", "/api/1"), r("a", "/api/2"), r("a", "/api/3"), r("a", "/de/faq"), r("b", "/api/1")];
    expect(sampleBadRequests(list)).toEqual([r("a", "/api/1"), r("a", "/api/3"), r("a", "/de/faq"), r("b", "/api/1")]);
  });

  it("covers every group and route kind of the real list with a fraction of it", () => {
    const sample = sampleBadRequests(BAD_REQUESTS);
    const keys = (rs: readonly BadRequest[]) => new Set(rs.map((x) => `${x.group}|${routeKind(x.path)}`));
    expect(keys(sample)).toEqual(keys(BAD_REQUESTS));
    expect(sample.length).toBeLessThan(BAD_REQUESTS.length / 5);
  });
});
