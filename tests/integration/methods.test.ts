import { describe, expect, it } from "vitest";
import { request } from "./helpers.ts";

// Methods the site does not serve at a path answer 405 in the API's failure shape and change
// nothing: found by the fuzz tests of issue 15.

const ORIGIN = "http://localhost:8787";

describe("methods", () => {
  it.each(["/api/captcha", "/api/ip-address"])("POST %s, a call that only reads, answers its 405 JSON", async (path) => {
    const res = await request(`${path}?lang=en`, { method: "POST", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(405);
    // Without an action of its own the route answered React Router's {"message":"Unexpected Server Error"}.
    expect(await res.json()).toEqual({ success: false, message: "This method is not allowed here.", errors: {} });
  });
});
