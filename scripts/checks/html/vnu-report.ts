// The pure half of the HTML check (scripts/checks/html/check-html.ts fetches the pages and runs the Nu
// HTML Checker): which of vnu's messages count, how they add up per page and per message, and how
// they are printed.

/** One message of `vnu.jar --format json` (the fields this check reads). */
export interface VnuMessage {
  /** "error", "info" (warnings carry subType "warning") or "non-document-error" (e.g. a file vnu could not read). */
  type: string;
  subType?: string;
  url?: string;
  message?: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

/**
 * vnu's messages that are wrong about this site, each with the reason. Only CSS that vnu's parser
 * does not know: it predates container queries, container units and the CSS Masking `mask`
 * shorthand, all of which browsers have supported for years. Nothing else counts as a false alarm:
 * every other error fails the check. Each pattern matches one exact message naming one property,
 * unit or at-rule, so a real CSS mistake (a misspelt property, a bad value elsewhere) still fails.
 */
export interface FalseAlarm {
  /** The whole message, anchored. */
  message: RegExp;
  /**
   * When set, the CSS declaration the message points at (read from the document at vnu's line and
   * column) must match too: for messages whose text alone does not say what vnu stumbled over.
   */
  declaration?: RegExp;
  why: string;
}

export const FALSE_ALARMS: readonly FalseAlarm[] = [
  {
    // CSS Containment Level 3: vnu's CSS parser has no container properties (app/play/board.css
    // makes the board a size container so its cells follow the board's width, not the window's).
    message: /^CSS: “(container-type|container-name|container)”: Property “\1” doesn't exist\.$/,
    why: "container queries: vnu's CSS parser does not know the container properties",
  },
  {
    // The @container rule of the same specification, unknown to the parser as a whole.
    message: /^CSS: Unrecognized at-rule “@container”$/,
    why: "container queries: vnu's CSS parser does not know the @container rule",
  },
  {
    // Container query units (cqi, CSS Containment Level 3): a plain `100cqi` is an "Unknown
    // dimension", inside calc()/min() the whole value becomes a "Parse Error" that names only the
    // property. So the declaration must hold a cqi length: only those declarations are excused.
    message: /^CSS: “(--)?[a-z][a-z-]*”: (Parse Error|Unknown dimension)\.$/,
    declaration: /\d(\.\d+)?cqi\b/,
    why: "cqi units: vnu's CSS parser does not know the container query units",
  },
  {
    // vnu knows `mask` only as SVG 1.1's presentation attribute (`none | <url>`), not as the CSS
    // Masking shorthand with position, size and repeat (`url(…) bottom / cover no-repeat`).
    message: /^CSS: “mask”: Too many values or values are not recognized\.$/,
    why: "mask: vnu's CSS parser knows only SVG 1.1's mask, not the CSS Masking shorthand",
  },
];

/**
 * The CSS declaration of `property` that ends at or before 1-based `line`/`column` of `source`
 * (vnu points at a declaration's end or at its bad token), up to its `;` or `}`; null if none.
 */
export function declarationAt(source: string, line: number, column: number, property: string): string | null {
  const text = source.split("\n")[line - 1];
  if (text === undefined) return null;
  const escaped = property.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const starts = [...text.slice(0, column).matchAll(new RegExp(`(?<=^|[;{\\s])${escaped}\\s*:`, "g"))];
  const start = starts.at(-1)?.index;
  if (start === undefined) return null;
  const end = text.slice(start).search(/[;}]/);
  return end < 0 ? text.slice(start) : text.slice(start, start + end);
}

/** Whether a message is one of FALSE_ALARMS; `source` is the document it is about. */
export function falseAlarm(m: VnuMessage, source: string | undefined): boolean {
  const text = (m.message ?? "").trim();
  return FALSE_ALARMS.some((f) => {
    if (!f.message.test(text)) return false;
    if (!f.declaration) return true;
    const property = /^CSS: “([^”]+)”/.exec(text)?.[1];
    if (!property || source === undefined || m.lastLine === undefined || m.lastColumn === undefined) return false;
    const declaration = declarationAt(source, m.lastLine, m.lastColumn, property);
    return declaration !== null && f.declaration.test(declaration);
  });
}

/** One document checked: the page's path, the variant it was fetched in (e.g. a theme), and its file. */
export interface CheckedDocument {
  path: string;
  variant: string;
  /** The file name given to vnu (its messages name it in their `url`). */
  file: string;
  /** Why the page could not be checked (no HTML, a server error), or null. */
  error: string | null;
}

export interface PageErrors {
  path: string;
  variant: string;
  errors: { message: string; line: number | null; column: number | null; extract: string }[];
}

export interface MessageSummary {
  message: string;
  /** Errors with this message over all documents. */
  count: number;
  /** Documents in which it occurs. */
  documents: number;
  example: { path: string; variant: string; line: number | null; extract: string };
}

export interface HtmlReport {
  /** Distinct paths checked. */
  pages: number;
  /** Path × variant: the documents vnu read. */
  documents: number;
  /** Errors that fail the check (false alarms excluded; pages that could not be checked included). */
  errors: number;
  /** Messages matched by FALSE_ALARMS, not counted as errors. */
  falseAlarms: number;
  /** vnu's warnings (type "info", subType "warning"): printed, never failing. */
  warnings: number;
  perPage: PageErrors[];
  perMessage: MessageSummary[];
  falseAlarmMessages: { message: string; count: number }[];
  seconds: number;
}

/** The messages of vnu's JSON output; anything else is a broken run, not a clean page. */
export function parseVnuJson(text: string): VnuMessage[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`vnu did not print JSON: ${text.slice(0, 300)}`);
  }
  const messages = (parsed as { messages?: unknown }).messages;
  if (!Array.isArray(messages)) throw new Error(`vnu's JSON has no messages list: ${text.slice(0, 300)}`);
  return messages as VnuMessage[];
}

/** The file a message is about: the last part of its `file:` URL. */
function fileOf(message: VnuMessage): string {
  const url = message.url ?? "";
  return decodeURIComponent(url.slice(url.lastIndexOf("/") + 1));
}

/** A document's errors are those of type "error" and any non-document error about its file. */
function isError(m: VnuMessage): boolean {
  return m.type === "error" || m.type === "non-document-error";
}

/**
 * Adds up vnu's messages about `documents`. `sources` maps a document's file to its HTML (the
 * declarations some false alarms are recognised by).
 */
export function summarizeVnu(
  documents: readonly CheckedDocument[],
  messages: readonly VnuMessage[],
  sources: ReadonlyMap<string, string>,
  seconds: number,
): HtmlReport {
  const byFile = new Map(documents.map((d) => [d.file, d]));
  const perPage = new Map<CheckedDocument, PageErrors>();
  const perMessage = new Map<string, MessageSummary & { seen: Set<CheckedDocument> }>();
  const falseAlarms = new Map<string, number>();
  let warnings = 0;
  const pageOf = (doc: CheckedDocument) => {
    let page = perPage.get(doc);
    if (!page) perPage.set(doc, (page = { path: doc.path, variant: doc.variant, errors: [] }));
    return page;
  };
  const record = (doc: CheckedDocument, message: string, line: number | null, column: number | null, extract: string) => {
    pageOf(doc).errors.push({ message, line, column, extract });
    const summary = perMessage.get(message);
    if (summary) {
      summary.count++;
      summary.seen.add(doc);
      summary.documents = summary.seen.size;
    } else {
      perMessage.set(message, {
        message,
        count: 1,
        documents: 1,
        seen: new Set([doc]),
        example: { path: doc.path, variant: doc.variant, line, extract },
      });
    }
  };
  // A run-wide error (no file named, or one this run did not write) belongs to no page: it still fails.
  const unknown: CheckedDocument = { path: "(vnu)", variant: "", file: "", error: null };

  for (const doc of documents) if (doc.error !== null) record(doc, `page not checked: ${doc.error}`, null, null, "");
  for (const m of messages) {
    const text = (m.message ?? "").trim();
    if (m.type === "info") {
      if (m.subType === "warning") warnings++;
      continue;
    }
    if (!isError(m)) continue;
    if (m.type === "error" && falseAlarm(m, sources.get(fileOf(m)))) {
      falseAlarms.set(text, (falseAlarms.get(text) ?? 0) + 1);
      continue;
    }
    const doc = byFile.get(fileOf(m)) ?? unknown;
    record(doc, text || `(${m.type} without a message)`, m.lastLine ?? null, m.firstColumn ?? null, (m.extract ?? "").trim());
  }

  const pages = [...perPage.values()].sort((a, b) => b.errors.length - a.errors.length || a.path.localeCompare(b.path));
  const summaries = [...perMessage.values()]
    .map(({ seen: _seen, ...s }) => s)
    .sort((a, b) => b.count - a.count || a.message.localeCompare(b.message));
  return {
    pages: new Set(documents.map((d) => d.path)).size,
    documents: documents.length,
    errors: summaries.reduce((n, s) => n + s.count, 0),
    falseAlarms: [...falseAlarms.values()].reduce((n, c) => n + c, 0),
    warnings,
    perPage: pages,
    perMessage: summaries,
    falseAlarmMessages: [...falseAlarms].map(([message, count]) => ({ message, count })).sort((a, b) => b.count - a.count),
    seconds,
  };
}

const oneLine = (s: string, max = 120) => {
  const flat = s.replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function formatHtmlReport(report: HtmlReport, maxPages = 20): string {
  const lines = [
    `pages                          ${report.pages}`,
    `documents (page × variant)     ${report.documents}`,
    `errors                         ${report.errors}`,
    `known false alarms (not errors) ${report.falseAlarms}`,
    `warnings (not counted)         ${report.warnings}`,
    `time                           ${report.seconds.toFixed(1)} s`,
  ];
  if (report.perMessage.length > 0) {
    lines.push("", "errors per message (count, documents, example):");
    for (const m of report.perMessage) {
      lines.push(`  ${String(m.count).padStart(6)}  ${String(m.documents).padStart(4)}  ${m.message}`);
      const where = `${m.example.path}${m.example.variant ? ` [${m.example.variant}]` : ""}${m.example.line ? `:${m.example.line}` : ""}`;
      lines.push(`                ${where}${m.example.extract ? `  ${oneLine(m.example.extract)}` : ""}`);
    }
    lines.push("", "errors per page:");
    for (const p of report.perPage.slice(0, maxPages)) {
      lines.push(`  ${String(p.errors.length).padStart(6)}  ${p.path}${p.variant ? ` [${p.variant}]` : ""}`);
    }
    if (report.perPage.length > maxPages) lines.push(`  … and ${report.perPage.length - maxPages} more pages with errors`);
  }
  if (report.falseAlarmMessages.length > 0) {
    lines.push("", "known false alarms (vnu's CSS parser; see FALSE_ALARMS):");
    for (const f of report.falseAlarmMessages) lines.push(`  ${String(f.count).padStart(6)}  ${f.message}`);
  }
  return lines.join("\n");
}

/** The last line of the CLI, for the proof script: `HTMLCHECK {json}`. */
export function summaryLine(report: HtmlReport): string {
  return `HTMLCHECK ${JSON.stringify({
    pages: report.pages,
    documents: report.documents,
    errors: report.errors,
    falseAlarms: report.falseAlarms,
    messages: Object.fromEntries(report.perMessage.map((m) => [m.message, m.count])),
    seconds: Math.round(report.seconds * 10) / 10,
  })}`;
}
