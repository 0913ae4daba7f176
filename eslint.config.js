import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Layers point one way (DESIGN §4): routes → services → models → db; lib/ and config/ import
// nothing above them; the engine imports nothing outside itself; browser code never imports
// server modules. Each entry: the files of a layer and the folders they must not import from.
const LAYERS = [
  {
    layer: "app/sudoku",
    forbidden: ["config", "lib", "game", "play", "models", "services", "routes", "components", "db", "middleware", "locales"],
    packages: true,
  },
  { layer: "app/config", forbidden: ["lib", "game", "play", "models", "services", "routes", "components", "db", "middleware", "sudoku"] },
  { layer: "app/lib", forbidden: ["game", "play", "models", "services", "routes", "components", "db", "middleware"] },
  { layer: "app/game", forbidden: ["play", "models", "services", "routes", "components", "db", "middleware"] },
  { layer: "app/db", forbidden: ["lib", "game", "play", "models", "services", "routes", "components", "middleware"] },
  { layer: "app/models", forbidden: ["play", "services", "routes", "components", "middleware"] },
  { layer: "app/services", forbidden: ["play", "routes", "components"] },
  { layer: "app/middleware", forbidden: ["play", "routes", "components", "models"] },
  { layer: "app/components", forbidden: ["models", "services", "db", "middleware", "routes"], browser: true },
  { layer: "app/play", forbidden: ["models", "services", "db", "middleware", "routes"], browser: true },
];

/** Layers below services must not reach the per-request context or the env (they take arguments). */
const CONTEXT_FREE = new Set(["app/sudoku", "app/config", "app/lib", "app/game", "app/db", "app/models", "app/components", "app/play"]);

const layerRules = LAYERS.map(({ layer, forbidden, packages, browser }) => ({
  files: [`${layer}/**/*.{ts,tsx}`],
  // Tests may reach for fixtures anywhere; the layers are about the code that ships.
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `(^|/)(${forbidden.join("|")})/`,
            message: `${layer} must not import from ${forbidden.join(", ")} (layers point one way: see README "Layout").`,
          },
          ...(CONTEXT_FREE.has(layer)
            ? [{ regex: "(^|/)(context|env)\\.server(\\.ts)?$", message: `${layer} must not depend on the request context or the env.` }]
            : []),
          ...(browser ? [{ regex: "\\.server(\\.tsx?)?$", message: "Browser code must not import server modules (*.server.ts)." }] : []),
          ...(packages ? [{ regex: "^[^.]", message: "The engine is pure: no packages, no imports outside app/sudoku." }] : []),
        ],
      },
    ],
  },
}));

// Time is an input (DESIGN §4): the Worker reads the clock once per request (workers/app.ts, into
// appContext.now) and a scheduled run has its scheduled time; everything below takes `now` as an
// argument. Server code must not read the clock itself: `new Date()` without arguments, `Date.now`
// (called, or handed over as a default clock) and `Date()` are refused. Browser code keeps its clock.
const CLOCK_MESSAGE = "Time is an input: take `now` from the request's context (or the scheduled run) and pass it down.";
/**
 * End-to-end specs take `test` and `expect` from tests/e2e/fixtures.ts, which sets the site's
 * clock for every test; Playwright's own `test` would run at whatever day the machine says. The
 * ad stand-ins' harness is the exception: it never loads the site.
 */
const e2eFixturesRule = {
  files: ["tests/e2e/**/*.ts"],
  ignores: ["tests/e2e/fixtures.ts", "tests/e2e/ad-standins.spec.ts"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: [
          {
            name: "@playwright/test",
            importNames: ["test"],
            message: "Import test and expect from ./fixtures.ts: it sets the site's clock (tests/e2e/fixtures.ts).",
            allowTypeImports: true,
          },
        ],
      },
    ],
  },
};

const clockRule = {
  files: ["app/**/*.server.ts", "app/models/**/*.{ts,tsx}", "app/services/**/*.{ts,tsx}", "workers/**/*.ts", "app/lib/dates/**/*.ts"],
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
      { selector: "MemberExpression[object.name='Date'][property.name='now']", message: CLOCK_MESSAGE },
      { selector: "CallExpression[callee.name='Date']", message: CLOCK_MESSAGE },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".wrangler/",
      "node_modules/",
      "worker-configuration.d.ts",
      "playwright-report/",
      "test-results/",
      ".seed/",
      ".stryker-tmp/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // With noUncheckedIndexedAccess on, a `!` says "this index is inside"; one that the types do
    // not need says nothing, so it goes.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-unnecessary-type-assertion": "error" },
  },
  ...layerRules,
  clockRule,
  e2eFixturesRule,
);
