import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Layers point one way (DESIGN §2, §4): routes → the domains' flows → their models → db; lib/ and
// config/ import nothing above them; the engine imports nothing outside itself; the clients of
// outside services know no domain; workers/ calls flows, never tables; browser code never imports
// server modules. Each entry: the files of a layer and the folders they must not import from.
/** The domain folders: each holds one domain's models, flows and pure rules. */
const DOMAINS = [
  "accounts",
  "academy",
  "ads",
  "captcha",
  "contact",
  "content",
  "counter",
  "daily",
  "draw",
  "jobs",
  "mail",
  "puzzles",
  "rate-limits",
  "saves",
  "share",
  "shell",
  "supporter",
];
const ABOVE_DOMAINS = ["play", "routes", "components", "middleware"];
const LAYERS = [
  {
    layer: "app/sudoku",
    forbidden: ["config", "lib", "game", "db", "locales", "clients", ...DOMAINS, ...ABOVE_DOMAINS],
    packages: true,
  },
  { layer: "app/config", forbidden: ["lib", "game", "db", "sudoku", "clients", ...DOMAINS, ...ABOVE_DOMAINS] },
  { layer: "app/lib", forbidden: ["game", "db", "clients", ...DOMAINS, ...ABOVE_DOMAINS] },
  { layer: "app/game", forbidden: ["db", "clients", ...DOMAINS, ...ABOVE_DOMAINS] },
  { layer: "app/db", forbidden: ["lib", "game", "clients", ...DOMAINS, ...ABOVE_DOMAINS] },
  // The drand client reads the round clock from the draw's pure rules; no other domain.
  { layer: "app/clients", forbidden: [...DOMAINS.filter((d) => d !== "draw"), ...ABOVE_DOMAINS] },
  ...DOMAINS.map((domain) => ({ layer: `app/${domain}`, forbidden: ABOVE_DOMAINS })),
  { layer: "app/middleware", forbidden: ["play", "routes", "components"] },
  { layer: "app/components", forbidden: ["db", "middleware", "routes"], browser: true },
  { layer: "app/play", forbidden: ["db", "middleware", "routes"], browser: true },
  // The service worker and its page-side client: browser code that knows no page's components.
  { layer: "app/pwa", forbidden: ["db", "middleware", "routes", "components"], browser: true },
  { layer: "workers", forbidden: ["routes", "components", "play"], tables: true },
];

/** Layers below the flows must not reach the per-request context or the env (they take arguments). */
const CONTEXT_FREE = new Set(["app/sudoku", "app/config", "app/lib", "app/game", "app/db", "app/components", "app/play"]);

const layerRules = LAYERS.map(({ layer, forbidden, packages, browser, tables }) => ({
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
          ...(tables
            ? [{ regex: "^drizzle-orm|(^|/)db/schema(\\.ts)?$", message: "workers/ calls the domains' flows, never tables (DESIGN §4)." }]
            : []),
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
  // All code but the browser's: the board, the shared components and the route modules' views.
  files: [
    "app/**/*.server.ts",
    "app/routes/**/*.ts",
    `app/{${[...DOMAINS, "clients", "middleware", "lib", "game", "config", "db", "sudoku"].join(",")}}/**/*.{ts,tsx}`,
    "app/*.server.ts",
    "workers/**/*.ts",
  ],
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
      "build-production/",
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
