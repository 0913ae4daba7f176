import { describe, expect, it } from "vitest";
import { httpsRedirect } from "./https-redirect.server.ts";

describe("httpsRedirect", () => {
  it.each(["GET", "POST"])("sends a plain-HTTP %s in production to the same URL on HTTPS with 308", (method) => {
    const res = httpsRedirect(new Request("http://sudoku-oase.de/de/faq?x=1", { method }), "production");
    expect(res?.status).toBe(308);
    expect(res?.headers.get("Location")).toBe("https://sudoku-oase.de/de/faq?x=1");
  });

  it("leaves HTTPS in production alone", () => {
    expect(httpsRedirect(new Request("https://sudoku-oase.de/de/faq"), "production")).toBeNull();
  });

  it.each(["development", "test"])("leaves plain HTTP in %s alone (http://localhost)", (environment) => {
    expect(httpsRedirect(new Request("http://localhost:8787/"), environment)).toBeNull();
  });
});
