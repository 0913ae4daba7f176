// The clock rule of eslint.config.js, pinned: server code that reads the clock itself is a lint
// error, code that is handed `now` is not, and browser code keeps its own clock. Lints in-memory
// snippets as if they stood at the given paths.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The snippets stand at paths no tsconfig knows, so they are linted without type information.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { "@typescript-eslint/no-unnecessary-type-assertion": "off" },
  },
});

const MESSAGE = "Time is an input: take `now` from the request's context (or the scheduled run) and pass it down.";

async function clockErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("server code does not read the clock", () => {
  // The first lint loads the config, its plugins and the parser: seconds on a busy machine, so it
  // happens here, under a timeout of its own, and each case times only its own lint.
  beforeAll(() => eslint.lintText("", { filePath: "app/lib/warm-up.ts" }), 60_000);

  it.each([
    ["new Date() in a model", "app/saves/x.server.ts", "export const at = () => new Date();\n"],
    ["Date.now() in a service", "app/daily/x.server.ts", "export const at = () => Date.now();\n"],
    ["a default clock in a service", "app/draw/x.ts", "export const f = (now: () => number = Date.now) => now();\n"],
    ["a default instant in a route's server module", "app/routes/x.server.ts", "export const f = (now = new Date()) => now;\n"],
    ["Date() in the Berlin date helpers", "app/lib/dates/x.ts", "export const at = () => Date();\n"],
    ["new Date() in a job", "workers/jobs/x.ts", "export const at = () => new Date();\n"],
  ])("refuses %s", async (_, path, code) => {
    expect(await clockErrors(path, code)).toEqual([MESSAGE]);
  });

  it.each([
    ["an instant it is given", "app/saves/x.server.ts", "export const f = (now: Date) => new Date(now.getTime() + 1000);\n"],
    ["Date.UTC and parsing", "app/daily/x.server.ts", 'export const t = Date.UTC(2026, 0, 1) + Date.parse("2026-01-01");\n'],
    ["a test of server code", "app/accounts/x.server.test.ts", "export const at = () => new Date();\n"],
    ["the board (the browser is its own clock)", "app/play/x.ts", "export const at = () => Date.now();\n"],
    ["a component", "app/components/x.tsx", "export const at = () => new Date();\n"],
  ])("allows %s", async (_, path, code) => {
    expect(await clockErrors(path, code)).toEqual([]);
  });
});
