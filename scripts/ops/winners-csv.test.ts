import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  berlinMonth,
  buildImportSql,
  existingStateSql,
  parseCsvRecords,
  parseWinnersCsv,
  planImport,
  sqlString,
  summary,
  type PastWinner,
} from "./winners-csv.ts";

// 23 November 2026, evening in Berlin: November 2026 is the current month.
const NOW = Date.parse("2026-11-23T18:00:00Z");
const HEADER = "month,place,display_name,prize";

const rowsOf = (text: string) => {
  const result = parseWinnersCsv(text, NOW);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.rows.map(({ line, month, place, displayName, prize }) => [line, month, place, displayName, prize]);
};
const errorsOf = (text: string) => {
  const result = parseWinnersCsv(text, NOW);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.rows)}`);
  return result.errors.map((e) => `line ${e.line}: ${e.message}`);
};

describe("parseCsvRecords (RFC 4180)", () => {
  it.each([
    [
      "plain, LF",
      "a,b\nc,d\n",
      [
        [1, ["a", "b"]],
        [2, ["c", "d"]],
      ],
    ],
    [
      "CRLF, no final line break",
      "a,b\r\nc,d",
      [
        [1, ["a", "b"]],
        [2, ["c", "d"]],
      ],
    ],
    [
      "CR alone",
      "a,b\rc,d\r",
      [
        [1, ["a", "b"]],
        [2, ["c", "d"]],
      ],
    ],
    ["BOM", "\uFEFFa,b\n", [[1, ["a", "b"]]]],
    ["empty fields", ",,\n", [[1, ["", "", ""]]]],
    ["comma in quotes", '"a,b",c\n', [[1, ["a,b", "c"]]]],
    ["doubled quote", '"say ""hi""",x\n', [[1, ['say "hi"', "x"]]]],
    ["empty quoted field", '"",x\n', [[1, ["", "x"]]]],
    [
      "LF in quotes counts lines",
      '"a\nb",c\nd,e\n',
      [
        [1, ["a\nb", "c"]],
        [3, ["d", "e"]],
      ],
    ],
    [
      "CRLF in quotes counts lines",
      '"a\r\nb",c\r\nd,e\r\n',
      [
        [1, ["a\r\nb", "c"]],
        [3, ["d", "e"]],
      ],
    ],
    [
      "blank lines stay records",
      "a\n\nb\n",
      [
        [1, ["a"]],
        [2, [""]],
        [3, ["b"]],
      ],
    ],
    ["nothing", "", []],
  ])("%s", (_, text, expected) => {
    const parsed = parseCsvRecords(text);
    expect(parsed.ok && parsed.records.map((r) => [r.line, r.fields])).toEqual(expected);
  });

  it.each([
    ["unclosed quote", 'a,b\nc,"d\ne\n', 2, "never closed"],
    ["quote inside an unquoted field", 'a,b\nc,d"e\n', 2, "quote inside an unquoted field"],
    ["text after a closing quote", 'a,b\n"c"d,e\n', 2, "text after a closing quote"],
  ])("refuses %s", (_, text, line, message) => {
    const parsed = parseCsvRecords(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.line).toBe(line);
      expect(parsed.error.message).toContain(message);
    }
  });
});

describe("parseWinnersCsv: files it takes", () => {
  it.each([
    [
      "a good file",
      `${HEADER}\n2018-01,1,Anna K.,Buchgutschein 50 €\n2018-01,2,,Buchgutschein 15 €\n2026-11,4,Ben,Buch\n`,
      [
        [2, "2018-01", 1, "Anna K.", "Buchgutschein 50 €"],
        [3, "2018-01", 2, "", "Buchgutschein 15 €"],
        [4, "2026-11", 4, "Ben", "Buch"],
      ],
    ],
    [
      "quoted fields with commas, quotes and line breaks (a line break becomes a space)",
      `${HEADER}\n2018-03,1,"Marie ""Malu"" B.","Buchgutschein 50 €, dazu\nein Block"\n2018-03,2,"O'Brien, P.",x\n`,
      [
        [2, "2018-03", 1, 'Marie "Malu" B.', "Buchgutschein 50 €, dazu ein Block"],
        [4, "2018-03", 2, "O'Brien, P.", "x"],
      ],
    ],
    ["a BOM", `\uFEFF${HEADER}\n2019-12,3,Carla,Buch\n`, [[2, "2019-12", 3, "Carla", "Buch"]]],
    [
      "CRLF",
      `${HEADER}\r\n2019-12,3,Carla,Buch\r\n2019-12,4,Dora,Buch`,
      [
        [2, "2019-12", 3, "Carla", "Buch"],
        [3, "2019-12", 4, "Dora", "Buch"],
      ],
    ],
    ["the header in another order", "prize,display_name,place,month\nBuch,Emil,2,2020-05\n", [[2, "2020-05", 2, "Emil", "Buch"]]],
    [
      "header names in capitals with spaces",
      " Month , PLACE,display_name,Prize\n2020-05,2,Emil,Buch\n",
      [[2, "2020-05", 2, "Emil", "Buch"]],
    ],
    [
      "white space trimmed and runs of it collapsed",
      `${HEADER}\n 2020-05 , 1 ,  Anna   K.  ,  Buch \t gutschein \n`,
      [[2, "2020-05", 1, "Anna K.", "Buch gutschein"]],
    ],
    ["blank lines and empty spreadsheet rows skipped", `${HEADER}\n\n2020-05,1,A,B\n,,,\n\n`, [[3, "2020-05", 1, "A", "B"]]],
    ["a name of exactly 60 characters", `${HEADER}\n2020-05,1,${"n".repeat(60)},B\n`, [[2, "2020-05", 1, "n".repeat(60), "B"]]],
    ["a prize of exactly 120 characters", `${HEADER}\n2020-05,1,A,${"p".repeat(120)}\n`, [[2, "2020-05", 1, "A", "p".repeat(120)]]],
  ])("%s", (_, text, expected) => {
    expect(rowsOf(text)).toEqual(expected);
  });

  it("takes the example file of the README", () => {
    const rows = rowsOf(readFileSync(new URL("../../docs/examples/past-winners.csv", import.meta.url), "utf8"));
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.some((r) => r[3] === "")).toBe(true);
    expect(rows.every((r) => String(r[1]) >= "2018-01" && String(r[1]) <= "2019-12")).toBe(true);
  });

  it("reads the current month in Berlin: the evening of 31 December UTC is already January there", () => {
    expect(berlinMonth(Date.parse("2026-12-31T23:30:00Z"))).toBe("2027-01");
    const file = `${HEADER}\n2027-01,1,A,B\n`;
    expect(parseWinnersCsv(file, Date.parse("2026-12-31T23:30:00Z")).ok).toBe(true);
    expect(parseWinnersCsv(file, Date.parse("2026-12-31T22:30:00Z")).ok).toBe(false);
  });
});

describe("parseWinnersCsv: files it refuses, with every problem and its line", () => {
  const row = (fields: string) => `${HEADER}\n2018-01,1,Anna,Buch\n${fields}\n`;
  it.each([
    ["an empty file", "", ["line 1: the file is empty"]],
    ["a header only", `${HEADER}\n`, ["line 1: the file has a header but no winners"]],
    ["a missing column", "month,place,display_name\n2018-01,1,A\n", ['line 1: missing column "prize"']],
    ["an unknown column", `${HEADER},email\n2018-01,1,A,B,a@example.org\n`, ['line 1: unknown column "email"']],
    ["a column twice", "month,place,display_name,prize,place\n", ['line 1: column "place" appears twice']],
    ["too few fields", row("2018-01,2,Bernd"), ["line 3: 3 fields, the header has 4"]],
    ["too many fields", row("2018-01,2,Bernd,Buch,extra"), ["line 3: 5 fields, the header has 4"]],
    ["a month before 2018", row("2017-12,1,A,B"), ["line 3: month 2017-12 is before 2018-01"]],
    ["month 13", row("2018-13,1,A,B"), ['line 3: month must be YYYY-MM with a month 01 to 12, got "2018-13"']],
    ["month 00", row("2018-00,1,A,B"), ["line 3: month must be YYYY-MM"]],
    ["a one-digit month", row("2018-1,1,A,B"), ['line 3: month must be YYYY-MM with a month 01 to 12, got "2018-1"']],
    ["a date instead of a month", row("2018-01-01,1,A,B"), ["line 3: month must be YYYY-MM"]],
    ["next month", row("2026-12,1,A,B"), ["line 3: month 2026-12 is in the future (it is 2026-11 in Berlin)"]],
    ["a far future month", row("2031-01,1,A,B"), ["line 3: month 2031-01 is in the future"]],
    ["an empty month", row(",1,A,B"), ['line 3: month must be YYYY-MM with a month 01 to 12, got ""']],
    ["place 0", row("2018-01,0,A,B"), ['line 3: place must be a whole number from 1 to 4, got "0"']],
    ["place 5", row("2018-01,5,A,B"), ['line 3: place must be a whole number from 1 to 4, got "5"']],
    ["place 1.5", row("2018-01,1.5,A,B"), ['line 3: place must be a whole number from 1 to 4, got "1.5"']],
    ["place x", row("2018-01,x,A,B"), ['line 3: place must be a whole number from 1 to 4, got "x"']],
    ["place -1", row("2018-01,-1,A,B"), ["line 3: place must be a whole number from 1 to 4"]],
    ["an empty place", row("2018-01,,A,B"), ["line 3: place must be a whole number from 1 to 4"]],
    ["a name of 61 characters", row(`2018-01,2,${"n".repeat(61)},B`), ["line 3: display_name has 61 characters, at most 60 are allowed"]],
    ["a prize of 121 characters", row(`2018-01,2,A,${"p".repeat(121)}`), ["line 3: prize has 121 characters, at most 120 are allowed"]],
    ["an empty prize", row("2018-01,2,A,"), ["line 3: prize must not be empty"]],
    ["a prize of blanks", row('2018-01,2,A," \t "'), ["line 3: prize must not be empty"]],
    ["a control character", row("2018-01,2,A\u0007,B"), ["line 3: display_name contains a control character"]],
    ["a month and place twice", row("2018-01,1,Other,Buch"), ["line 3: 2018-01 place 1 is already on line 2"]],
    ["a CSV syntax error", row('2018-01,2,"A,B'), ["line 3: a quoted field is never closed"]],
  ])("%s", (_, text, expected) => {
    const errors = errorsOf(text);
    expect(errors).toHaveLength(expected.length);
    expected.forEach((e, k) => expect(errors[k]).toContain(e));
  });

  it("lists every bad row, and counts lines of quoted line breaks", () => {
    const text = `${HEADER}\n2018-01,1,"two\nlines",B\n2017-01,1,A,B\n2018-01,9,A,\n2018-02,1,A,B\n`;
    expect(errorsOf(text)).toEqual([
      "line 4: month 2017-01 is before 2018-01, where the winners list begins",
      'line 5: place must be a whole number from 1 to 4, got "9"',
      "line 5: prize must not be empty",
    ]);
  });
});

describe("SQL", () => {
  const winner = (over: Partial<PastWinner>): PastWinner => ({
    line: 2,
    month: "2018-01",
    place: 1,
    displayName: "Anna K.",
    prize: "Buch",
    ...over,
  });

  it.each([
    ["plain", "Anna", "'Anna'"],
    ["empty", "", "''"],
    ["O'Brien", "O'Brien", "'O''Brien'"],
    ["an injection attempt", "'); DROP TABLE users; --", "'''); DROP TABLE users; --'"],
    ["quotes only", "''", "''''''"],
    ["double quotes and backslashes stay", 'a"b\\c', "'a\"b\\c'"],
  ])("string literal: %s", (_, value, literal) => {
    expect(sqlString(value)).toBe(literal);
  });

  it("refuses a NUL, which a SQLite literal cannot carry", () => {
    expect(() => sqlString("a\0b")).toThrow();
  });

  it("writes names and prizes only as escaped literals", () => {
    const { statements, sql } = buildImportSql([
      winner({ displayName: "O'Brien", prize: "'); DROP TABLE users; --" }),
      winner({ place: 2, displayName: "", prize: "Buchgutschein 15 €" }),
    ]);
    expect(statements).toHaveLength(2);
    expect(sql).toBe(statements.map((s) => `${s}\n`).join(""));
    expect(statements[0]).toContain("SELECT '2018-01', 1, NULL, NULL, 'O''Brien', NULL, '''); DROP TABLE users; --', NULL, 1 WHERE");
    expect(statements[1]).toContain("SELECT '2018-01', 2, NULL, NULL, '', NULL, 'Buchgutschein 15 €', NULL, 1 WHERE");
    // Outside the literals, every statement is the same text.
    const skeleton = (s: string) => s.replace(/'(?:[^']|'')*'/g, "?");
    expect(skeleton(statements[0]!)).toBe(skeleton(statements[1]!).replace(", 2,", ", 1,"));
    for (const s of statements) {
      expect(s.endsWith(";")).toBe(true);
      expect(s).not.toContain("\n");
      expect(skeleton(s).split(";")).toHaveLength(2);
    }
  });

  it("guards every statement: no drawn month, no row it did not import", () => {
    const [statement] = buildImportSql([winner({})]).statements;
    expect(statement).toContain("WHERE NOT EXISTS (SELECT 1 FROM draws WHERE month = '2018-01')");
    expect(statement).toContain("AND NOT EXISTS (SELECT 1 FROM draw_winners WHERE month = '2018-01' AND imported = 0)");
    expect(statement).toContain("ON CONFLICT (month, place) DO UPDATE SET");
    expect(statement).toMatch(/WHERE draw_winners\.imported = 1;$/);
  });

  it.each([
    ["a month that is not one", { month: "2018-01' OR 1=1 --" }],
    ["a place that is not one", { place: 1.5 }],
    ["place 0", { place: 0 }],
  ])("refuses rows the parser never makes: %s", (_, over) => {
    expect(() => buildImportSql([winner(over)])).toThrow();
  });

  it("reads the state of the file's months in one query", () => {
    const sql = existingStateSql(["2018-01", "2019-03"]);
    expect(sql).toContain("FROM draws WHERE month IN ('2018-01', '2019-03')");
    expect(sql).toContain("FROM draw_winners WHERE month IN ('2018-01', '2019-03')");
    expect(() => existingStateSql(["2018-01'"])).toThrow();
  });
});

describe("planImport and summary", () => {
  const rows: PastWinner[] = [
    { line: 2, month: "2018-01", place: 1, displayName: "Anna", prize: "Buch" },
    { line: 3, month: "2018-01", place: 2, displayName: "Bernd", prize: "Buch" },
    { line: 4, month: "2018-02", place: 1, displayName: "", prize: "Buch" },
    { line: 5, month: "2019-03", place: 1, displayName: "Carla", prize: "Buch" },
  ];

  it("sorts rows into new, changed and unchanged", () => {
    const plan = planImport(rows, [
      { kind: "imported", month: "2018-01", place: 1, display_name: "Anna", prize_text: "Buch" },
      { kind: "imported", month: "2018-01", place: 2, display_name: "Bernhard", prize_text: "Buch" },
      { kind: "imported", month: "2018-01", place: 3, display_name: "Not in the file", prize_text: "Buch" },
    ]);
    expect(plan.refused).toEqual([]);
    expect(plan.unchanged.map((r) => r.line)).toEqual([2]);
    expect(plan.changed.map((r) => r.line)).toEqual([3]);
    expect(plan.added.map((r) => r.line)).toEqual([4, 5]);
  });

  it("refuses months this site drew, with their lines", () => {
    const plan = planImport(rows, [
      { kind: "draw", month: "2018-01", place: null, display_name: null, prize_text: null },
      { kind: "site", month: "2019-03", place: 1, display_name: "Dora", prize_text: null },
    ]);
    expect(plan.refused).toEqual([
      { month: "2018-01", lines: [2, 3] },
      { month: "2019-03", lines: [5] },
    ]);
    expect(plan.added.map((r) => r.line)).toEqual([4]);
  });

  it.each([
    [rows, "4 winners for 3 months: 2018-01 … 2019-03"],
    [rows.slice(0, 2), "2 winners for 1 month: 2018-01"],
    [rows.slice(0, 1), "1 winner for 1 month: 2018-01"],
  ])("summary %#", (list, text) => {
    expect(summary(list)).toBe(text);
  });
});
