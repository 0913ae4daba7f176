// Past Daily-Sudoku winners, imported from a CSV (npm run winners:import, README "Importing past
// winners"): the file's parser and validator, and the SQL that writes the rows. Pure: no file, no
// database, no clock (the caller passes `now`), so every rule is unit-tested in plain Node and the
// integration test runs the very statements the command writes into its SQL file.
import * as z from "zod";
import { DRAW_PLACES } from "../../app/config/daily.ts";
import { berlinDate } from "../../app/lib/dates/berlin-time.ts";
import { PROFILE_NAME_MAX } from "../../app/accounts/account-schema.ts";

/** The header: every column exactly once, in any order. */
export const WINNERS_CSV_COLUMNS = ["month", "place", "display_name", "prize"] as const;
type Column = (typeof WINNERS_CSV_COLUMNS)[number];

/** The winners list reaches back to this month, no further. */
export const FIRST_IMPORT_MONTH = "2018-01";
/** A name as long as a profile name may be: imported and drawn winners show alike. */
export const DISPLAY_NAME_MAX = PROFILE_NAME_MAX;
export const PRIZE_TEXT_MAX = 120;

export interface PastWinner {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  month: string;
  place: number;
  /** Empty: the winners page shows its neutral label. */
  displayName: string;
  prize: string;
}

export interface CsvError {
  line: number;
  message: string;
}

export type WinnersCsvResult = { ok: true; rows: PastWinner[] } | { ok: false; errors: CsvError[] };

export function formatCsvError(e: CsvError): string {
  return `line ${e.line}: ${e.message}`;
}

// ---------------------------------------------------------------------------------------------
// RFC 4180 records

export interface CsvRecord {
  /** The physical line the record starts on, 1-based. */
  line: number;
  fields: string[];
}

/**
 * Splits CSV text into records (RFC 4180): comma-separated fields, fields in double quotes may hold
 * commas, line breaks and doubled quotes; records end at CRLF, LF or CR; a UTF-8 byte order mark
 * and a final line break are ignored. Stops at the first syntax error, after which nothing can be
 * trusted: an unclosed quote, a quote inside an unquoted field, text after a closing quote.
 */
export function parseCsvRecords(text: string): { ok: true; records: CsvRecord[] } | { ok: false; error: CsvError } {
  const src = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < src.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let field = "";
      if (src[i] === '"') {
        const quoteLine = line;
        i++;
        for (;;) {
          if (i >= src.length) return { ok: false, error: { line: quoteLine, message: "a quoted field is never closed" } };
          const c = src[i]!;
          if (c === '"') {
            if (src[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === "\n" || (c === "\r" && src[i + 1] !== "\n")) line++;
          field += c;
          i++;
        }
        const after = src[i];
        if (after !== undefined && after !== "," && after !== "\r" && after !== "\n") {
          return { ok: false, error: { line, message: "text after a closing quote: a field is either all quoted or not at all" } };
        }
      } else {
        while (i < src.length && src[i] !== "," && src[i] !== "\r" && src[i] !== "\n") {
          if (src[i] === '"') {
            return {
              ok: false,
              error: { line, message: 'a quote inside an unquoted field: quote the whole field and double the quote ("")' },
            };
          }
          field += src[i];
          i++;
        }
      }
      fields.push(field);
      if (src[i] === ",") {
        i++;
        continue;
      }
      break;
    }
    // End of record: CRLF, LF, CR or the end of the text.
    if (src[i] === "\r") {
      i++;
      if (src[i] === "\n") i++;
      line++;
    } else if (src[i] === "\n") {
      i++;
      line++;
    }
    records.push({ line: start, fields });
  }
  return { ok: true, records };
}

// ---------------------------------------------------------------------------------------------
// Rows

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** "2026-11" for an instant in November 2026, Berlin time. */
export function berlinMonth(now: Date | number): string {
  return berlinDate(now).slice(0, 7);
}

const quoted = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** Trimmed, NFC, every run of white space (line breaks from a spreadsheet cell included) one space. */
const singleLine = (value: string) => value.normalize("NFC").replace(/\s+/gu, " ").trim();
const CONTROL = /\p{Cc}/u;

function rowSchema(currentMonth: string) {
  const month = z
    .string()
    .trim()
    .superRefine((m, ctx) => {
      const problem = !MONTH_PATTERN.test(m)
        ? `must be YYYY-MM with a month 01 to 12, got ${quoted(m)}`
        : m < FIRST_IMPORT_MONTH
          ? `${m} is before ${FIRST_IMPORT_MONTH}, where the winners list begins`
          : m > currentMonth
            ? `${m} is in the future (it is ${currentMonth} in Berlin)`
            : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
  const placeMessage = (p: unknown) => `must be a whole number from 1 to ${DRAW_PLACES}, got ${quoted(String(p))}`;
  const place = z
    .string()
    .trim()
    .superRefine((p, ctx) => {
      const n = /^\d+$/.test(p) ? Number(p) : NaN;
      if (!(Number.isInteger(n) && n >= 1 && n <= DRAW_PLACES)) ctx.addIssue({ code: "custom", message: placeMessage(p) });
    })
    .transform(Number);
  const text = (max: number, required: boolean) =>
    z
      .string()
      .transform(singleLine)
      .superRefine((s, ctx) => {
        if (required && s === "") ctx.addIssue({ code: "custom", message: "must not be empty" });
        if (s.length > max) ctx.addIssue({ code: "custom", message: `has ${s.length} characters, at most ${max} are allowed` });
        if (CONTROL.test(s)) ctx.addIssue({ code: "custom", message: "contains a control character" });
      });
  return z.object({
    month,
    place,
    display_name: text(DISPLAY_NAME_MAX, false),
    prize: text(PRIZE_TEXT_MAX, true),
  });
}

function headerErrors(fields: string[], line: number): { columns: Column[] } | { errors: CsvError[] } {
  const names = fields.map((f) => f.trim().toLowerCase());
  const errors: CsvError[] = [];
  const expected = WINNERS_CSV_COLUMNS.join(", ");
  const seen = new Set<string>();
  for (const name of names) {
    if (!(WINNERS_CSV_COLUMNS as readonly string[]).includes(name)) {
      errors.push({ line, message: `unknown column ${quoted(name)} (the columns are ${expected})` });
    } else if (seen.has(name)) {
      errors.push({ line, message: `column ${quoted(name)} appears twice` });
    }
    seen.add(name);
  }
  for (const column of WINNERS_CSV_COLUMNS) {
    if (!seen.has(column)) errors.push({ line, message: `missing column ${quoted(column)} (the columns are ${expected})` });
  }
  return errors.length > 0 ? { errors } : { columns: names as Column[] };
}

const isBlank = (r: CsvRecord) => r.fields.every((f) => f.trim() === "");

/**
 * Reads a past-winners CSV: a header naming the columns month, place, display_name and prize (any
 * order), then one row per winner. All or nothing: either every row is valid, or the result lists
 * every problem with its line. Blank lines (and rows of empty cells, as spreadsheets export them)
 * are skipped. `now` sets the current Berlin month: later months are refused.
 */
export function parseWinnersCsv(text: string, now: Date | number): WinnersCsvResult {
  const parsed = parseCsvRecords(text);
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  const records = parsed.records.filter((r) => !isBlank(r));
  const header = records.shift();
  if (!header)
    return { ok: false, errors: [{ line: 1, message: `the file is empty: it needs a header (${WINNERS_CSV_COLUMNS.join(",")})` }] };
  const head = headerErrors(header.fields, header.line);
  if ("errors" in head) return { ok: false, errors: head.errors };
  if (records.length === 0) return { ok: false, errors: [{ line: header.line, message: "the file has a header but no winners" }] };

  const schema = rowSchema(berlinMonth(now));
  const errors: CsvError[] = [];
  const rows: PastWinner[] = [];
  const firstLine = new Map<string, number>();
  for (const record of records) {
    if (record.fields.length !== head.columns.length) {
      errors.push({ line: record.line, message: `${record.fields.length} fields, the header has ${head.columns.length}` });
      continue;
    }
    const raw = Object.fromEntries(head.columns.map((c, k) => [c, record.fields[k]]));
    const result = schema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) errors.push({ line: record.line, message: `${issue.path.join(".")} ${issue.message}` });
      continue;
    }
    const { month, place, display_name: displayName, prize } = result.data;
    const key = `${month} ${place}`;
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      errors.push({ line: record.line, message: `${month} place ${place} is already on line ${earlier}` });
      continue;
    }
    firstLine.set(key, record.line);
    rows.push({ line: record.line, month, place, displayName, prize });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

// ---------------------------------------------------------------------------------------------
// SQL

/** A SQLite string literal: in single quotes, each single quote doubled. The only way a value reaches the SQL. */
export function sqlString(value: string): string {
  if (value.includes("\0")) throw new Error("a NUL character cannot be written as a SQL string literal");
  return `'${value.replaceAll("'", "''")}'`;
}

/** The months of the rows, sorted, each once. */
export function monthsOf(rows: readonly Pick<PastWinner, "month">[]): string[] {
  return [...new Set(rows.map((r) => r.month))].sort();
}

/** `('2018-01', '2018-02')` for an IN clause. */
export function sqlMonthList(months: readonly string[]): string {
  for (const m of months) if (!MONTH_PATTERN.test(m)) throw new Error(`not a month: ${quoted(m)}`);
  return `(${months.map(sqlString).join(", ")})`;
}

/**
 * One statement per row: insert the winner as imported, or update the imported row already there
 * (re-importing a file is idempotent, a corrected file corrects names and prizes). The statement
 * guards itself, whatever the command checked before: it writes nothing into a month this site
 * drew (a row in `draws`, or any winner not imported), and never changes a row it did not import.
 * Single-line statements ending in ";" joined by line breaks: the command's SQL file.
 */
export function buildImportSql(rows: readonly PastWinner[]): { statements: string[]; sql: string } {
  const statements = rows.map((r) => {
    if (!MONTH_PATTERN.test(r.month)) throw new Error(`not a month: ${quoted(r.month)}`);
    if (!Number.isInteger(r.place) || r.place < 1 || r.place > DRAW_PLACES) throw new Error(`not a place: ${r.place}`);
    const month = sqlString(r.month);
    return [
      "INSERT INTO draw_winners (month, place, participant, user_id, display_name, prize_cents, prize_text, notified_at, imported)",
      `SELECT ${month}, ${r.place}, NULL, NULL, ${sqlString(r.displayName)}, NULL, ${sqlString(r.prize)}, NULL, 1`,
      `WHERE NOT EXISTS (SELECT 1 FROM draws WHERE month = ${month})`,
      `AND NOT EXISTS (SELECT 1 FROM draw_winners WHERE month = ${month} AND imported = 0)`,
      "ON CONFLICT (month, place) DO UPDATE SET display_name = excluded.display_name, prize_text = excluded.prize_text,",
      "prize_cents = NULL, participant = NULL, user_id = NULL, notified_at = NULL",
      "WHERE draw_winners.imported = 1;",
    ].join(" ");
  });
  return { statements, sql: statements.map((s) => `${s}\n`).join("") };
}

/**
 * What the database holds for the file's months, in one query: a `draw` row per month this site
 * drew or committed to, and every winner row with whether it was imported.
 */
export function existingStateSql(months: readonly string[]): string {
  const list = sqlMonthList(months);
  return [
    `SELECT 'draw' AS kind, month, NULL AS place, NULL AS display_name, NULL AS prize_text FROM draws WHERE month IN ${list}`,
    "UNION ALL",
    "SELECT CASE imported WHEN 1 THEN 'imported' ELSE 'site' END AS kind, month, place, display_name, prize_text",
    `FROM draw_winners WHERE month IN ${list}`,
  ].join(" ");
}

export interface ExistingRow {
  kind: "draw" | "imported" | "site";
  month: string;
  place: number | null;
  display_name: string | null;
  prize_text: string | null;
}

export interface ImportPlan {
  /** Months this site drew (a `draws` row or winners of its own): the import refuses them. */
  refused: { month: string; lines: number[] }[];
  added: PastWinner[];
  changed: PastWinner[];
  unchanged: PastWinner[];
}

/** Compares the rows with what the database holds (existingStateSql). */
export function planImport(rows: readonly PastWinner[], existing: readonly ExistingRow[]): ImportPlan {
  const drawn = new Set(existing.filter((e) => e.kind !== "imported").map((e) => e.month));
  const imported = new Map(existing.filter((e) => e.kind === "imported").map((e) => [`${e.month} ${e.place}`, e]));
  const plan: ImportPlan = { refused: [], added: [], changed: [], unchanged: [] };
  for (const month of monthsOf(rows)) {
    if (drawn.has(month)) plan.refused.push({ month, lines: rows.filter((r) => r.month === month).map((r) => r.line) });
  }
  for (const r of rows) {
    if (drawn.has(r.month)) continue;
    const before = imported.get(`${r.month} ${r.place}`);
    if (!before) plan.added.push(r);
    else if (before.display_name === r.displayName && before.prize_text === r.prize) plan.unchanged.push(r);
    else plan.changed.push(r);
  }
  return plan;
}

/** "12 winners for 3 months: 2018-01 … 2019-03" */
export function summary(rows: readonly Pick<PastWinner, "month">[]): string {
  const months = monthsOf(rows);
  const span = months.length === 0 ? "" : months.length === 1 ? `: ${months[0]}` : `: ${months[0]} … ${months.at(-1)}`;
  return `${rows.length} winner${rows.length === 1 ? "" : "s"} for ${months.length} month${months.length === 1 ? "" : "s"}${span}`;
}
