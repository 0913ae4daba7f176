// The pure half of the Alfa check (./alfa-check.ts runs the browser and the engine): which rules
// count and which findings are known to be wrong.

/** A rule whose every WCAG requirement is of level AAA (and that names no other requirement). */
export function onlyAAA(levels: readonly string[][], otherRequirements: number): boolean {
  return otherRequirements === 0 && levels.length > 0 && levels.every((l) => l.every((level) => level === "AAA"));
}

/** One failed outcome, as plain data. */
export interface Failure {
  rule: string;
  /** The target's path in the document (an attribute's ends in `/@name`). */
  path: string;
  /** For an attribute: its name, its element's name and the role attribute of the element's nearest table. */
  attribute?: { name: string; element: string; tableRole: string | null };
}

/**
 * Alfa's findings that are wrong, each with the reason; nothing else is excused.
 * sia-r18 on `aria-selected`/`aria-readonly` of a `td` in a `table role="grid"`: such a td is a
 * gridcell (HTML-AAM; Chromium exposes it so), which supports both. Alfa 0.114 maps it to "cell"
 * because it asks whether the table's role "is" a table before asking whether it is a grid, and
 * grid inherits from table. The explicit role="gridcell" that would satisfy Alfa is invalid HTML.
 */
export function knownFalseAlarm(f: Failure): boolean {
  return (
    f.rule === "sia-r18" &&
    f.attribute !== undefined &&
    ["aria-selected", "aria-readonly"].includes(f.attribute.name) &&
    f.attribute.element === "td" &&
    f.attribute.tableRole === "grid"
  );
}
