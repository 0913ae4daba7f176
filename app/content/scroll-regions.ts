// Tables of the Markdown texts scroll sideways when they are wider than the text column. A
// keyboard reaches a scrolling box only if it can take focus (WCAG 2.1.1), and whatever takes
// focus must say what it is: each table goes into a labelled scroll region (role="region",
// tabindex="0", named by the heading above the table), and the table itself stays a plain table.

const TOKEN = /<h([1-6])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>|<table>[\s\S]*?<\/table>/g;

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Wraps every `<table>` of rendered Markdown in `<div class="scroll-region" role="region"
 * tabindex="0" aria-labelledby="…">`, named by the nearest heading before it (which gets an id,
 * `${idPrefix}-table-N`, unless it has one). A table with no heading before it is named by its
 * column headers. `idPrefix` keeps the ids apart from those of the rest of the page.
 */
export function withScrollRegions(html: string, idPrefix: string): string {
  const tokens = [...html.matchAll(TOKEN)];
  // The heading each table is named by: the last one before it.
  const labelOf = new Map<number, number>();
  let lastHeading: number | null = null;
  tokens.forEach((token, i) => {
    if (token[1] !== undefined) lastHeading = i;
    else if (lastHeading !== null) labelOf.set(i, lastHeading);
  });
  const ids = new Map<number, string>();
  for (const heading of new Set(labelOf.values())) {
    const existing = /\sid="([^"]+)"/.exec(tokens[heading]![2]!)?.[1];
    ids.set(heading, existing ?? `${idPrefix}-table-${ids.size + 1}`);
  }

  let out = "";
  let at = 0;
  tokens.forEach((token, i) => {
    out += html.slice(at, token.index);
    at = token.index + token[0].length;
    const [whole, level, attributes, inner] = token;
    if (level !== undefined) {
      const id = ids.get(i);
      out += id && !/\sid="/.test(attributes!) ? `<h${level}${attributes} id="${escapeAttribute(id)}">${inner}</h${level}>` : whole;
      return;
    }
    const heading = labelOf.get(i);
    const name =
      heading !== undefined
        ? `aria-labelledby="${escapeAttribute(ids.get(heading)!)}"`
        : // Already HTML text (entities encoded): only the quote needs escaping inside the attribute.
          `aria-label="${[...whole.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => plainText(m[1]!).replace(/"/g, "&quot;")).join(", ")}"`;
    out += `<div class="scroll-region" role="region" tabindex="0" ${name}>${whole}</div>`;
  });
  return out + html.slice(at);
}
