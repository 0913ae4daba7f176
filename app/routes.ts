import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { isProductionBuild } from "../build-target.ts";
import { LESSON_BASE } from "./academy/lessons.ts";
import { LOCALES, SITE_PAGES, synapsesFeedPath } from "./config/site-routes.ts";
import { manifestPath } from "./shell/install-links.ts";

const pageRoutes = SITE_PAGES.flatMap((page) =>
  LOCALES.flatMap((locale) =>
    page[locale].map((path, i) =>
      path === "/" ? index(page.file, { id: `${page.key}.${locale}.${i}` }) : route(path, page.file, { id: `${page.key}.${locale}.${i}` }),
    ),
  ),
);

// The academy's lessons: one route per language for all of them (app/academy/lessons.ts), so the
// 37 lessons (one per technique) add two entries to the route manifest every page loads, not 74.
const lessonRoutes = LOCALES.map((locale) =>
  route(`${LESSON_BASE[locale].slice(1)}/:lesson`, "routes/lesson.tsx", { id: `lesson.${locale}` }),
);

const feedRoutes = LOCALES.map((locale) =>
  route(synapsesFeedPath(locale).slice(1), "routes/synapses-feed.ts", { id: `synapses-feed.${locale}` }),
);

// The development tools (the outbox, the captcha answers, a session for any address, the PayPal
// stand-in's approval) exist only in development builds: the production build's route manifest
// has no /dev/ route at all (checked in `npm test`, scripts/test/production-build.ts). Each route
// keeps its run-time guard (lib/security/dev-only.server.ts) as a second line.
const developmentRoutes = isProductionBuild()
  ? []
  : [
      route("dev/outbox", "routes/dev.outbox.tsx"),
      route("dev/outbox.json", "routes/dev.outbox.json.ts"),
      route("dev/captchas.json", "routes/dev.captchas.json.ts"),
      route("dev/session", "routes/dev.session.ts"),
      route("dev/paypal/approve", "routes/dev.paypal.approve.ts"),
    ];

export default [
  ...pageRoutes,
  ...lessonRoutes,
  ...feedRoutes,
  route("api/sudoku", "routes/api.sudoku.ts"),
  route("api/sudoku/stars/:level", "routes/api.sudoku.stars.ts"),
  route("api/sudoku/import", "routes/api.sudoku.import.ts"),
  route("api/login", "routes/api.login.ts"),
  route("api/authenticate", "routes/api.authenticate.ts"),
  route("api/logout", "routes/api.logout.ts"),
  route("api/captcha", "routes/api.captcha.ts"),
  route("api/ip-address", "routes/api.ip-address.ts"),
  route("api/profile", "routes/api.profile.ts"),
  route("api/profile/export", "routes/api.profile.export.ts"),
  route("api/profile/avatar/:version", "routes/api.profile.avatar.ts"),
  route("api/sudoku/save", "routes/api.sudoku.save.ts"),
  route("api/sudoku/saved-puzzles", "routes/api.sudoku.saved-puzzles.ts"),
  route("api/sudoku/recent", "routes/api.sudoku.recent.ts"),
  route("api/sudoku/delete-saved-puzzle/:id", "routes/api.sudoku.delete-saved-puzzle.ts"),
  route("api/sudoku/statistics", "routes/api.sudoku.statistics.ts"),
  route("api/daily-sudoku/statistics", "routes/api.daily-sudoku.statistics.ts"),
  route("api/daily-sudoku/save", "routes/api.daily-sudoku.save.ts"),
  route("api/daily-sudoku/check", "routes/api.daily-sudoku.check.ts"),
  route("api/daily-sudoku/figures", "routes/api.daily-sudoku.figures.ts"),
  route("api/daily-sudoku/agreement", "routes/api.daily-sudoku.agreement.ts"),
  route("api/daily-sudoku/winners", "routes/api.daily-sudoku.winners.ts"),
  route("api/daily-sudoku/draws/:month", "routes/api.daily-sudoku.draws.ts"),
  route("api/daily-sudoku/:key", "routes/api.daily-sudoku.day.ts"),
  route("api/supporter/order", "routes/api.supporter.order.ts"),
  route("api/approved-payment", "routes/api.approved-payment.ts"),
  route("api/paypal/webhook", "routes/api.paypal.webhook.ts"),
  route("api/counter", "routes/api.counter.ts"),
  route("api/contact", "routes/api.contact.ts"),
  ...developmentRoutes,
  route("api/*", "routes/api.not-found.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // The web app manifest of each language (app/shell/web-manifest.ts).
  ...LOCALES.map((locale) => route(manifestPath(locale).slice(1), "routes/web-manifest.ts", { id: `web-manifest.${locale}` })),
  route("og/result.png", "routes/og.result.ts", { id: "og-result-png" }),
  route("og/result.svg", "routes/og.result.ts", { id: "og-result-svg" }),
  route("language", "routes/language.ts"),
  route("theme", "routes/theme.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
