import { describe, expect, it } from "vitest";
import { cookiePolicy, readCookie, serializeCookie, toAppCookies, toWireCookies, wireCookieName } from "./cookies.ts";

// Production cookies are `__Host-` prefixed and Secure; development keeps plain names without
// Secure (http://localhost). The Worker entry applies this in both directions; the integration
// test tests/integration/deploy-safety.test.ts sees it on real routes.

const PRODUCTION = cookiePolicy("production");
const DEVELOPMENT = cookiePolicy("development");

function setCookies(...values: string[]): Headers {
  const headers = new Headers();
  for (const value of values) headers.append("Set-Cookie", value);
  return headers;
}

describe("cookiePolicy", () => {
  it("follows the environment, not the request", () => {
    expect(PRODUCTION).toEqual({ prefix: "__Host-", secure: true });
    expect(DEVELOPMENT).toEqual({ prefix: "", secure: false });
    expect(cookiePolicy("test")).toEqual({ prefix: "", secure: false });
    expect(wireCookieName("authenticationToken", PRODUCTION)).toBe("__Host-authenticationToken");
    expect(wireCookieName("authenticationToken", DEVELOPMENT)).toBe("authenticationToken");
  });
});

describe("a cookie browser code writes itself (the splash)", () => {
  // SplashDialog writes document.cookie with the policy from the root loader data.
  const splash = (environment: string) => {
    const policy = cookiePolicy(environment);
    return serializeCookie(wireCookieName("hideSplashScreen", policy), "2021.2.0", { maxAge: 1209600, secure: policy.secure });
  };

  it("is __Host- and Secure in production, plain on http://localhost", () => {
    expect(splash("production")).toBe("__Host-hideSplashScreen=2021.2.0; Path=/; Max-Age=1209600; Secure; SameSite=Lax");
    expect(splash("development")).toBe("hideSplashScreen=2021.2.0; Path=/; Max-Age=1209600; SameSite=Lax");
  });
});

describe("toWireCookies", () => {
  it("prefixes every cookie and makes it Secure, Path=/ and host-only in production", () => {
    const headers = setCookies(
      "authenticationToken=abc; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax",
      "loginToken=def; Path=/; Max-Age=900; HttpOnly; SameSite=Lax",
      "emailSent=1700000060; Path=/; Max-Age=60; SameSite=Lax",
      "lang=en; Path=/; Max-Age=31536000; SameSite=Lax",
      // A route that asked for a wider scope does not get it: __Host- forbids Domain and paths.
      "darkMode=true; Domain=sudoku-oase.de; Path=/de; secure; Max-Age=10; SameSite=Lax",
    );
    toWireCookies(headers, PRODUCTION);
    expect(headers.getSetCookie()).toEqual([
      "__Host-authenticationToken=abc; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure",
      "__Host-loginToken=def; Path=/; Max-Age=900; HttpOnly; SameSite=Lax; Secure",
      "__Host-emailSent=1700000060; Path=/; Max-Age=60; SameSite=Lax; Secure",
      "__Host-lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
      "__Host-darkMode=true; Path=/; Max-Age=10; SameSite=Lax; Secure",
    ]);
  });

  it("leaves development cookies exactly as the app wrote them", () => {
    const headers = setCookies(serializeCookie("authenticationToken", "abc", { maxAge: 31536000, httpOnly: true }));
    toWireCookies(headers, DEVELOPMENT);
    expect(headers.getSetCookie()).toEqual(["authenticationToken=abc; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax"]);
  });

  it("leaves an answer without cookies without cookies", () => {
    const headers = new Headers({ "Content-Type": "text/html" });
    toWireCookies(headers, PRODUCTION);
    expect(headers.getSetCookie()).toEqual([]);
    expect(headers.get("Content-Type")).toBe("text/html");
  });
});

describe("toAppCookies", () => {
  const request = (cookie: string) => new Request("https://sudoku-oase.de/", { headers: { Cookie: cookie } });

  it("in production the app sees only the prefixed cookies, under their own names", () => {
    const seen = toAppCookies(request("__Host-authenticationToken=abc; lang=en; __Host-darkMode=true; _ga=1"), PRODUCTION);
    expect(seen.headers.get("Cookie")).toBe("authenticationToken=abc; darkMode=true");
    expect(readCookie(seen.headers.get("Cookie"), "authenticationToken")).toBe("abc");
    expect(readCookie(seen.headers.get("Cookie"), "lang")).toBeUndefined();
  });

  it("in production an unprefixed cookie (tossed in over HTTP or by a subdomain) is not seen at all", () => {
    const seen = toAppCookies(request("authenticationToken=planted; loginToken=planted"), PRODUCTION);
    expect(seen.headers.get("Cookie")).toBeNull();
  });

  it("in development the request is passed on untouched", () => {
    const original = request("authenticationToken=abc; __Host-lang=en");
    expect(toAppCookies(original, DEVELOPMENT)).toBe(original);
  });

  it("keeps method, body and other headers", async () => {
    const original = new Request("https://sudoku-oase.de/api/login", {
      method: "POST",
      body: "email=a%40b.de",
      headers: { Cookie: "__Host-lang=en", "Content-Type": "application/x-www-form-urlencoded" },
    });
    const seen = toAppCookies(original, PRODUCTION);
    expect(seen.method).toBe("POST");
    expect(seen.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(await seen.text()).toBe("email=a%40b.de");
  });
});
