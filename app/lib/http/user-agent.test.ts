import { describe, expect, it } from "vitest";
import { deviceOf, parseDevice, serializeDevice } from "./user-agent.ts";

describe("deviceOf", () => {
  it.each([
    [
      "Chrome on Windows",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      { browser: "Chrome", system: "Windows" },
    ],
    [
      "Edge on Windows",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      { browser: "Edge", system: "Windows" },
    ],
    ["Firefox on Linux", "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", { browser: "Firefox", system: "Linux" }],
    [
      "Safari on macOS",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      { browser: "Safari", system: "macOS" },
    ],
    [
      "Safari on iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      { browser: "Safari", system: "iOS" },
    ],
    [
      "Chrome on iPad",
      "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
      { browser: "Chrome", system: "iPadOS" },
    ],
    [
      "Samsung Internet on Android",
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      { browser: "Samsung Internet", system: "Android" },
    ],
    [
      "Opera on macOS",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0",
      { browser: "Opera", system: "macOS" },
    ],
    [
      "Firefox on Android",
      "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0",
      { browser: "Firefox", system: "Android" },
    ],
    [
      "Chrome on ChromeOS",
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      { browser: "Chrome", system: "ChromeOS" },
    ],
    [
      "headless Chrome (automated tests)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36",
      { browser: "Chrome", system: "Linux" },
    ],
    ["a script", "curl/8.5.0", { browser: "", system: "" }],
    ["no header", null, { browser: "", system: "" }],
  ])("%s", (_, ua, device) => {
    expect(deviceOf(ua)).toEqual(device);
  });

  it("reads only the start of an overlong header", () => {
    expect(deviceOf(`${"x".repeat(600)} Firefox/133.0 (Linux)`)).toEqual({ browser: "", system: "" });
  });
});

describe("serializeDevice / parseDevice", () => {
  it("round-trips both names, and stores nothing for an unknown device", () => {
    expect(serializeDevice({ browser: "Firefox", system: "Linux" })).toBe("Firefox|Linux");
    expect(parseDevice("Firefox|Linux")).toEqual({ browser: "Firefox", system: "Linux" });
    expect(serializeDevice({ browser: "", system: "Android" })).toBe("|Android");
    expect(parseDevice("|Android")).toEqual({ browser: "", system: "Android" });
    expect(serializeDevice({ browser: "", system: "" })).toBe("");
    expect(parseDevice("")).toEqual({ browser: "", system: "" });
  });
});
