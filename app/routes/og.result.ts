import type { Route } from "./+types/og.result";
import { appContext } from "../context.server.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { resources } from "../locales/index.ts";
import { resultCard } from "../share/result-card.ts";
import { resultImageSvg } from "../share/result-image.ts";
import { svgToPng } from "../share/result-png.server.ts";
import { imageLocale, parseResultQuery } from "../share/result-query.ts";
import { pathFor } from "../config/site-routes.ts";
import { resultQuery } from "../share/result-facts.ts";

/** The image is a function of its address: a year in any cache. Refusals are not kept. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * GET /og/result.png (or .svg)?<the result page's query>&lang=de|en: the shared result's card as a
 * 1200×630 image, PNG for the result page's og:image (social sites take no SVG), the SVG it is
 * drawn from beside it. The same checks as the page, without the database: a broken query is 400,
 * a day without a daily puzzle (yet) 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, now, ctx, locale: requestLocale } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const locale = imageLocale(params);
  // Refusals say what the result page says, in the image's language (else the request's).
  if (locale === null) return refuse(400, resources[requestLocale].translation.shareCard.badText);
  const parsed = parseResultQuery(params, berlinDate(now));
  if (parsed.kind === "bad") return refuse(400, resources[locale].translation.shareCard.badText);
  if (parsed.kind === "none") return refuse(404, resources[locale].translation.shareCard.noneText);
  const { facts } = parsed;
  const catalogue = resources[locale].translation;
  const url = `${env.SITE_ORIGIN}${pathFor("result", locale)}?${resultQuery(facts)}`;
  const card = resultCard(facts, { locale, texts: catalogue.shareCard, levelName: catalogue.levels[facts.stars], url });
  const svg = resultImageSvg(card, { site: catalogue.shareCard.site, host: new URL(env.SITE_ORIGIN).host });
  if (new URL(request.url).pathname.endsWith(".svg")) {
    return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": IMMUTABLE } });
  }
  // Drawing a PNG costs about 90 ms of CPU: each address is drawn once per data centre, then
  // served from the Worker's cache (a pure function of the address, so never stale).
  const cache = (caches as unknown as { default: Cache }).default;
  const key = new Request(request.url, { method: "GET" });
  const cached = await cache.match(key);
  if (cached) return cached;
  const response = new Response(await svgToPng(svg), { headers: { "Content-Type": "image/png", "Cache-Control": IMMUTABLE } });
  ctx.waitUntil(cache.put(key, response.clone()));
  return response;
}
