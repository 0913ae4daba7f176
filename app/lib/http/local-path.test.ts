import { describe, expect, it } from "vitest";
import { localPath } from "./local-path.ts";

describe("localPath", () => {
  it.each([
    ["/de/faq", "/de/faq"],
    ["/en/how-to-play?id=3", "/en/how-to-play?id=3"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["", "/"],
  ])("%s → %s", (input, expected) => {
    expect(localPath.parse(input)).toBe(expected);
  });
});
