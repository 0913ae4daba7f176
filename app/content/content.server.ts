import { marked } from "marked";
import type { Locale } from "../config/site-routes.ts";
import { IMAGE_SIZES } from "./image-sizes.ts";
import { withScrollRegions } from "./scroll-regions.ts";
import { SYNAPSE_DATES, pathFor, synapsesFeedPath } from "../config/site-routes.ts";

// Markdown texts are bundled into the Worker at build time and rendered on the server only:
// the browser receives HTML, never the Markdown parser.
const sources = import.meta.glob<string>("./*/*.md", { query: "?raw", import: "default", eager: true });

export interface ContentVars {
  operatorName: string;
  operatorAddress: string;
  contactEmail: string;
  siteOrigin: string;
}

export interface ContentDoc {
  title: string;
  /** The first paragraph as plain text: the page description and teaser. */
  lead: string;
  /** `Datum:`/`Date:` line of articles, YYYY-MM-DD. */
  date?: string;
  html: string;
}

export function contentSource(locale: Locale, name: string): string | undefined {
  return sources[`./${locale}/${name}.md`];
}

function fill(text: string, vars: ContentVars): string {
  return text.replace(/\{\{(operatorName|operatorAddress|contactEmail|siteOrigin)\}\}/g, (_, key: keyof ContentVars) =>
    key === "operatorAddress" ? vars.operatorAddress.split(/\s*,\s*|\n/).join("  \n") : vars[key],
  );
}

/** Pictures get their width and height (content/image-sizes.ts), so the page does not jump when they arrive. */
function withImageSizes(html: string): string {
  return html.replace(/<img src="([^"]+)"/g, (tag, src: string) => {
    const size = IMAGE_SIZES[src];
    return size ? `<img width="${size[0]}" height="${size[1]}" src="${src}"` : tag;
  });
}

function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>#]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

// The texts are part of the build and the variables come from the deployment's settings, so a
// rendered document never changes within an isolate: each is parsed once, not on every request
// (the sidebar's news alone parsed three articles per page view).
const rendered = new Map<string, Readonly<ContentDoc> | undefined>();

export function loadContent(locale: Locale, name: string, vars: ContentVars): Readonly<ContentDoc> | undefined {
  const key = `${locale}\n${name}\n${vars.operatorName}\n${vars.operatorAddress}\n${vars.contactEmail}\n${vars.siteOrigin}`;
  if (rendered.has(key)) return rendered.get(key);
  const doc = renderContent(locale, name, vars);
  rendered.set(key, doc && Object.freeze(doc));
  return doc;
}

function renderContent(locale: Locale, name: string, vars: ContentVars): ContentDoc | undefined {
  const raw = contentSource(locale, name);
  if (raw === undefined) return undefined;
  const text = fill(raw.replace(/\r\n/g, "\n"), vars);
  const lines = text.split("\n");
  const titleLine = lines.findIndex((l) => l.startsWith("# "));
  const title = titleLine >= 0 ? lines[titleLine]!.slice(2).trim() : name;
  let rest = lines
    .slice(titleLine + 1)
    .join("\n")
    .trim();
  let date: string | undefined;
  const dateMatch = /^(?:Datum|Date):\s*(\d{4}-\d{2}-\d{2})\s*\n/.exec(rest);
  if (dateMatch) {
    date = dateMatch[1];
    rest = rest.slice(dateMatch[0].length).trim();
  }
  const lead = plain(rest.split(/\n\s*\n/)[0] ?? "");
  // Wide tables scroll sideways in a labelled, focusable region (./scroll-regions.ts).
  const html = withScrollRegions(withImageSizes(marked.parse(rest, { async: false, gfm: true })), name);
  return { title, lead, date, html };
}

export interface ArticleTeaser {
  date: string;
  title: string;
  lead: string;
  path: string;
}

/** Synapses articles, newest first, each with its whole text. */
export function synapseArticles(
  locale: Locale,
  vars: ContentVars,
  limit: number = SYNAPSE_DATES.length,
): (ArticleTeaser & { html: string })[] {
  return [...SYNAPSE_DATES]
    .sort()
    .reverse()
    .slice(0, limit)
    .flatMap((date) => {
      const doc = loadContent(locale, `synapse-${date}`, vars);
      return doc ? [{ date, title: doc.title, lead: doc.lead, path: pathFor(`synapse-${date}`, locale), html: doc.html }] : [];
    });
}

/** Synapses articles, newest first, as teasers (date, title, lead, address). */
export function synapseTeasers(locale: Locale, vars: ContentVars, limit: number = SYNAPSE_DATES.length): ArticleTeaser[] {
  return synapseArticles(locale, vars, limit).map(({ date, title, lead, path }) => ({ date, title, lead, path }));
}

/** The Synapses feed's address and title, as the feed names itself and as pages link to it. */
export function synapsesFeed(locale: Locale, vars: ContentVars, siteName: string): { href: string; title: string } {
  const overview = loadContent(locale, "synapses", vars);
  return { href: synapsesFeedPath(locale), title: `${overview?.title ?? "Synapsen"} – ${siteName}` };
}

export function contentVars(env: {
  OPERATOR_NAME: string;
  OPERATOR_ADDRESS: string;
  CONTACT_EMAIL: string;
  SITE_ORIGIN: string;
}): ContentVars {
  return {
    operatorName: env.OPERATOR_NAME,
    operatorAddress: env.OPERATOR_ADDRESS,
    contactEmail: env.CONTACT_EMAIL,
    siteOrigin: env.SITE_ORIGIN,
  };
}
