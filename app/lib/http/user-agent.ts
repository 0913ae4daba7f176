// A session's device as the profile's device list shows it: browser family and operating system
// from the User-Agent header. Only these two names are kept (not the header, not versions), which
// is enough for a player to recognise "that was my phone" and little to store about them.

const BROWSERS: [RegExp, string][] = [
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera|OPX)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPod)\b/, "iOS"],
  [/\biPad\b/, "iPadOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** Longest header read: real ones are a few hundred characters; the rest is noise or an attack. */
const MAX_USER_AGENT = 512;

export interface Device {
  browser: string;
  system: string;
}

/** The browser family and system of a User-Agent header; empty strings for what is not recognised. */
export function deviceOf(userAgent: string | null | undefined): Device {
  const ua = (userAgent ?? "").slice(0, MAX_USER_AGENT);
  const find = (table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(ua))?.[1] ?? "";
  return { browser: find(BROWSERS), system: find(SYSTEMS) };
}

/** Stored form: "Firefox|Linux" (two names from the fixed lists above, so "|" never occurs in them). */
export function serializeDevice(device: Device): string {
  return device.browser || device.system ? `${device.browser}|${device.system}` : "";
}

export function parseDevice(stored: string): Device {
  const [browser = "", system = ""] = stored.split("|");
  return { browser, system };
}
