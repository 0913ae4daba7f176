import { describe, expect, it } from "vitest";
import { crossSiteRefusal } from "./origin.server.ts";

const SITE = "https://sudoku-oase.de";

function req(method: string, headers: Record<string, string>): Request {
  return new Request(`${SITE}/api/login`, { method, headers });
}

describe("crossSiteRefusal", () => {
  it.each<[string, string, Record<string, string>, boolean]>([
    // Origin decides whenever the browser sends one.
    ["same Origin", "POST", { Origin: SITE }, false],
    ["another site's Origin", "POST", { Origin: "https://evil.example" }, true],
    ["another port of the same host", "POST", { Origin: "https://sudoku-oase.de:8443" }, true],
    ["http instead of https", "POST", { Origin: "http://sudoku-oase.de" }, true],
    ["the opaque Origin null", "POST", { Origin: "null" }, true],
    // A sandboxed frame or a data: page sends "null"; it is never our origin, whatever else it claims.
    ["Origin null with Sec-Fetch-Site same-origin", "POST", { Origin: "null", "Sec-Fetch-Site": "same-origin" }, true],
    ["Origin null with Sec-Fetch-Site none", "POST", { Origin: "null", "Sec-Fetch-Site": "none" }, true],
    ["an empty Origin", "POST", { Origin: "" }, true],
    ["Origin null on DELETE", "DELETE", { Origin: "null" }, true],
    ["same Origin even with a cross-site Sec-Fetch-Site", "POST", { Origin: SITE, "Sec-Fetch-Site": "cross-site" }, false],
    [
      "another Origin even with Sec-Fetch-Site same-origin",
      "POST",
      { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" },
      true,
    ],
    // No Origin: Sec-Fetch-Site decides.
    ["no Origin, Sec-Fetch-Site cross-site", "POST", { "Sec-Fetch-Site": "cross-site" }, true],
    ["no Origin, Sec-Fetch-Site same-site (a sister subdomain)", "POST", { "Sec-Fetch-Site": "same-site" }, true],
    ["no Origin, Sec-Fetch-Site cross-site on DELETE", "DELETE", { "Sec-Fetch-Site": "cross-site" }, true],
    ["no Origin, Sec-Fetch-Site cross-site on PUT", "PUT", { "Sec-Fetch-Site": "cross-site" }, true],
    ["no Origin, Sec-Fetch-Site same-origin", "POST", { "Sec-Fetch-Site": "same-origin" }, false],
    ["no Origin, Sec-Fetch-Site none (typed address, bookmark)", "POST", { "Sec-Fetch-Site": "none" }, false],
    ["no Origin, Sec-Fetch-Site cross-site on PATCH", "PATCH", { "Sec-Fetch-Site": "cross-site" }, true],
    // Only the two values that mean "our own page or the user" pass; anything else fails closed.
    ["no Origin, an unknown Sec-Fetch-Site value", "POST", { "Sec-Fetch-Site": "cross-origin" }, true],
    ["no Origin, Sec-Fetch-Site in another case", "POST", { "Sec-Fetch-Site": "Same-Origin" }, true],
    ["no Origin, an empty Sec-Fetch-Site", "POST", { "Sec-Fetch-Site": "" }, true],
    // Neither header: a script with a bearer token, no ambient cookie to abuse.
    ["neither header", "POST", {}, false],
    // Safe methods are never refused.
    ["GET from another site", "GET", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }, false],
    ["HEAD from another site", "HEAD", { "Sec-Fetch-Site": "cross-site" }, false],
    ["OPTIONS from another site", "OPTIONS", { Origin: "https://evil.example" }, false],
  ])("%s (%s %j) → refused: %s", (_, method, headers, refused) => {
    const res = crossSiteRefusal(req(method, headers), "de");
    if (!refused) {
      expect(res).toBeNull();
      return;
    }
    expect(res?.status).toBe(403);
  });

  it("answers 403 JSON with the catalogue message in the request's language", async () => {
    const de = crossSiteRefusal(req("POST", { "Sec-Fetch-Site": "cross-site" }), "de")!;
    expect(de.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(await de.json()).toEqual({
      success: false,
      message: "Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt.",
      errors: {},
    });
    const en = crossSiteRefusal(req("POST", { Origin: "https://evil.example" }), "en")!;
    expect(await en.json()).toEqual({ success: false, message: "This request did not come from our site and was refused.", errors: {} });
  });
});
