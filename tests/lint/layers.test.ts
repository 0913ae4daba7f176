// The layer rule of eslint.config.js, pinned: a wrong import direction is a lint error, the right
// one is not. Lints in-memory snippets as if they stood at the given paths.
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

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

const use = (what: string) => `export const used = ${what};\n`;

describe("layers point one way", () => {
  // The first lint loads the config, its plugins and the parser: seconds on a busy machine, so it
  // happens here, under a timeout of its own, and each case times only its own lint.
  beforeAll(() => eslint.lintText("", { filePath: "app/lib/warm-up.ts" }), 60_000);

  it.each([
    ["lib → a domain", "app/lib/dates/x.ts", `import { savegameOf } from "../../saves/savegames.server.ts";\n${use("savegameOf")}`],
    ["lib → middleware", "app/lib/http/x.ts", `import { apiT } from "../../middleware/api-request.server.ts";\n${use("apiT")}`],
    ["lib → game", "app/lib/x.ts", `import { progress } from "../game/rules.ts";\n${use("progress")}`],
    ["config → a domain", "app/config/x.ts", `import { hit } from "../rate-limits/rate-limits.server.ts";\n${use("hit")}`],
    ["config → lib", "app/config/x.ts", `import { berlinDate } from "../lib/dates/berlin-time.ts";\n${use("berlinDate")}`],
    ["a domain → middleware", "app/accounts/x.server.ts", `import { apiT } from "../middleware/api-request.server.ts";\n${use("apiT")}`],
    ["a domain → routes", "app/daily/x.server.ts", `import { loader } from "../routes/api.sudoku.ts";\n${use("loader")}`],
    ["a domain → the board", "app/supporter/x.ts", `import { reduce } from "../play/game-state.ts";\n${use("reduce")}`],
    ["a client → a domain", "app/clients/x.server.ts", `import { savegameOf } from "../saves/savegames.server.ts";\n${use("savegameOf")}`],
    ["game → play", "app/game/x.ts", `import { reduce } from "../play/game-state.ts";\n${use("reduce")}`],
    ["game → a domain", "app/game/x.ts", `import { savegameOf } from "../saves/savegames.server.ts";\n${use("savegameOf")}`],
    ["engine → config", "app/sudoku/x.ts", `import { GRID_SIZE } from "../config/constants.ts";\n${use("GRID_SIZE")}`],
    ["engine → a package", "app/sudoku/x.ts", `import { z } from "zod";\n${use("z")}`],
    ["board → a server module", "app/play/x.ts", `import { apiError } from "../lib/http/api.server.ts";\n${use("apiError")}`],
    [
      "component → a domain's server module",
      "app/components/x.tsx",
      `import { savegameOf } from "../saves/savegames.server.ts";\n${use("savegameOf")}`,
    ],
    ["lib → request context", "app/lib/x.ts", `import { appContext } from "../context.server.ts";\n${use("appContext")}`],
    ["a job → a table", "workers/jobs/x.ts", `import { jobRuns } from "../../app/db/schema.ts";\n${use("jobRuns")}`],
    ["a job → drizzle", "workers/jobs/x.ts", `import { eq } from "drizzle-orm";\n${use("eq")}`],
    ["the Worker → a route", "workers/x.ts", `import { loader } from "../app/routes/api.sudoku.ts";\n${use("loader")}`],
  ])("refuses %s", async (_, path, code) => {
    expect((await layerErrors(path, code)).length).toBeGreaterThan(0);
  });

  it.each([
    ["routes → a domain", "app/routes/x.ts", `import { getSession } from "../accounts/request-session.server.ts";\n${use("getSession")}`],
    [
      "a domain → another domain",
      "app/accounts/x.server.ts",
      `import { verifyCaptcha } from "../captcha/captcha.server.ts";\n${use("verifyCaptcha")}`,
    ],
    [
      "a domain → a client",
      "app/supporter/x.server.ts",
      `import { PayPalClient } from "../clients/paypal.server.ts";\n${use("PayPalClient")}`,
    ],
    ["a domain → game", "app/saves/x.server.ts", `import { serializeSavegame } from "../game/savegame.ts";\n${use("serializeSavegame")}`],
    [
      "game → engine and config",
      "app/game/x.ts",
      `import { ALL_DIGITS } from "../sudoku/grid.ts";\nimport { CELL_COUNT } from "../config/constants.ts";\n${use("[ALL_DIGITS, CELL_COUNT]")}`,
    ],
    ["lib → config", "app/lib/x.ts", `import { TIME_ZONE } from "../config/constants.ts";\n${use("TIME_ZONE")}`],
    ["engine → engine", "app/sudoku/techniques/x.ts", `import { PEERS } from "../grid.ts";\n${use("PEERS")}`],
    ["board → game rules", "app/play/x.ts", `import { progress } from "../game/rules.ts";\n${use("progress")}`],
    ["a job → a flow", "workers/jobs/x.ts", `import { runDraws } from "../../app/draw/draw.server.ts";\n${use("runDraws")}`],
  ])("allows %s", async (_, path, code) => {
    expect(await layerErrors(path, code)).toEqual([]);
  });
});
