// The layer rule of eslint.config.js, pinned: a wrong import direction is a lint error, the right
// one is not. Lints in-memory snippets as if they stood at the given paths.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

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
  it.each([
    ["lib → models", "app/lib/dates/x.ts", `import { savegameOf } from "../../models/savegames.server.ts";\n${use("savegameOf")}`],
    ["lib → services", "app/lib/http/x.ts", `import { getSession } from "../../services/session.server.ts";\n${use("getSession")}`],
    ["lib → game", "app/lib/x.ts", `import { progress } from "../game/rules.ts";\n${use("progress")}`],
    ["config → models", "app/config/x.ts", `import { hit } from "../models/rate-limits.server.ts";\n${use("hit")}`],
    ["config → lib", "app/config/x.ts", `import { berlinDate } from "../lib/dates/berlin-time.ts";\n${use("berlinDate")}`],
    ["models → services", "app/models/x.server.ts", `import { getSession } from "../services/session.server.ts";\n${use("getSession")}`],
    ["services → routes", "app/services/x.server.ts", `import { loader } from "../routes/api.sudoku.ts";\n${use("loader")}`],
    ["game → play", "app/game/x.ts", `import { reduce } from "../play/game-state.ts";\n${use("reduce")}`],
    ["engine → config", "app/sudoku/x.ts", `import { GRID_SIZE } from "../config/constants.ts";\n${use("GRID_SIZE")}`],
    ["engine → a package", "app/sudoku/x.ts", `import { z } from "zod";\n${use("z")}`],
    ["board → a server module", "app/play/x.ts", `import { apiError } from "../lib/http/api.server.ts";\n${use("apiError")}`],
    ["component → models", "app/components/x.tsx", `import { savegameOf } from "../models/savegames.server.ts";\n${use("savegameOf")}`],
    ["models → request context", "app/models/x.server.ts", `import { appContext } from "../context.server.ts";\n${use("appContext")}`],
  ])("refuses %s", async (_, path, code) => {
    expect((await layerErrors(path, code)).length).toBeGreaterThan(0);
  });

  it.each([
    ["routes → services", "app/routes/x.ts", `import { getSession } from "../services/session.server.ts";\n${use("getSession")}`],
    ["services → models", "app/services/x.server.ts", `import { savegameOf } from "../models/savegames.server.ts";\n${use("savegameOf")}`],
    ["models → game", "app/models/x.server.ts", `import { serializeSavegame } from "../game/savegame.ts";\n${use("serializeSavegame")}`],
    [
      "game → engine and config",
      "app/game/x.ts",
      `import { ALL_DIGITS } from "../sudoku/grid.ts";\nimport { CELL_COUNT } from "../config/constants.ts";\n${use("[ALL_DIGITS, CELL_COUNT]")}`,
    ],
    ["lib → config", "app/lib/x.ts", `import { TIME_ZONE } from "../config/constants.ts";\n${use("TIME_ZONE")}`],
    ["engine → engine", "app/sudoku/techniques/x.ts", `import { PEERS } from "../grid.ts";\n${use("PEERS")}`],
    ["board → game rules", "app/play/x.ts", `import { progress } from "../game/rules.ts";\n${use("progress")}`],
  ])("allows %s", async (_, path, code) => {
    expect(await layerErrors(path, code)).toEqual([]);
  });
});
