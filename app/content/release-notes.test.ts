import { describe, expect, it } from "vitest";
import { RELEASES } from "../config/site-routes.ts";
import { RELEASE_ITEMS, RELEASE_STATUSES, RELEASE_TYPES, type ReleaseGroup, type ReleaseItem } from "./release-notes.ts";

const keyNumber = (item: ReleaseItem) => Number(item.key.slice("SK-".length));
const all = RELEASES.flatMap((group) => RELEASE_ITEMS[group].map((item) => ({ group, item })));

/** A real calendar day in YYYY-MM-DD (rejects 2021-02-30 and the like). */
function isValidDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** "2021-2" → year 2021, release 2. */
function groupParts(group: ReleaseGroup): [number, number] {
  const [year, release] = group.split("-").map(Number) as [number, number];
  return [year, release];
}

function versionParts(version: string): [number, number, number] | null {
  const match = /^(\d{4})\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

describe("release items", () => {
  it("has every group, and every group has entries", () => {
    expect(Object.keys(RELEASE_ITEMS).sort()).toEqual([...RELEASES].sort());
    for (const group of RELEASES) expect(RELEASE_ITEMS[group].length, group).toBeGreaterThan(0);
  });

  it("uses keys of the form SK-n, each once", () => {
    for (const { item } of all) expect(item.key).toMatch(/^SK-[1-9]\d*$/);
    const keys = all.map(({ item }) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("numbers keys in the order of the groups and of the items within them", () => {
    const numbers = all.map(({ item }) => keyNumber(item));
    for (let i = 1; i < numbers.length; i++) expect(numbers[i], all[i]!.item.key).toBeGreaterThan(numbers[i - 1]!);
  });

  it("has dates that never go back as the keys go up, across all groups", () => {
    const byKey = [...all].sort((a, b) => keyNumber(a.item) - keyNumber(b.item));
    for (let i = 1; i < byKey.length; i++) {
      expect(byKey[i]!.item.date >= byKey[i - 1]!.item.date, `${byKey[i]!.item.key} is dated before ${byKey[i - 1]!.item.key}`).toBe(
        true,
      );
    }
  });

  it("has only valid dates, non-decreasing inside each group", () => {
    for (const group of RELEASES) {
      const items = RELEASE_ITEMS[group];
      for (const item of items) expect(isValidDate(item.date), `${item.key}: ${item.date}`).toBe(true);
      for (let i = 1; i < items.length; i++) expect(items[i]!.date >= items[i - 1]!.date, items[i]!.key).toBe(true);
    }
  });

  it("gives every item a version of its own group, shipped in that version's year", () => {
    for (const { group, item } of all) {
      const version = versionParts(item.version);
      expect(version, `${item.key}: ${item.version}`).not.toBeNull();
      const [year, release] = groupParts(group);
      expect(version!.slice(0, 2), `${item.key}: ${item.version} in ${group}`).toEqual([year, release]);
      expect(Number(item.date.slice(0, 4)), `${item.key}: ${item.date}`).toBe(year);
    }
  });

  it("ships one version on one day, and later patches on later days", () => {
    for (const group of RELEASES) {
      const shipped = new Map<number, string>();
      for (const item of RELEASE_ITEMS[group]) {
        const patch = versionParts(item.version)![2];
        const day = shipped.get(patch);
        if (day !== undefined) expect(item.date, `${item.key}: ${item.version}`).toBe(day);
        else shipped.set(patch, item.date);
      }
      const patches = [...shipped.entries()].sort(([a], [b]) => a - b);
      for (let i = 1; i < patches.length; i++) expect(patches[i]![1] > patches[i - 1]![1], `${group} patch ${patches[i]![0]}`).toBe(true);
    }
  });

  it("orders the groups in time: each group starts after the one before has shipped its last patch", () => {
    for (let i = 1; i < RELEASES.length; i++) {
      const before = RELEASE_ITEMS[RELEASES[i - 1]!];
      const after = RELEASE_ITEMS[RELEASES[i]!];
      expect(after[0]!.date > before.at(-1)!.date, RELEASES[i]).toBe(true);
    }
  });

  it("dates the first version of 2021.2 on 2021-03-28 and starts 2025.0 on 2025-01-13", () => {
    expect(RELEASE_ITEMS["2021-2"].filter((i) => i.version === "2021.2.0").map((i) => i.date)).not.toHaveLength(0);
    for (const item of RELEASE_ITEMS["2021-2"].filter((i) => i.version === "2021.2.0")) expect(item.date).toBe("2021-03-28");
    expect(RELEASE_ITEMS["2021-1"].every((i) => i.date < "2021-03-28")).toBe(true);
    expect(RELEASE_ITEMS["2025-0"][0]!.date).toBe("2025-01-13");
  });

  it("keeps SK-1 … SK-100 for the groups before 2025-0 and SK-101 … SK-112 for 2025-0", () => {
    for (const { group, item } of all) {
      if (group === "2025-0") continue;
      expect(keyNumber(item), item.key).toBeLessThanOrEqual(100);
    }
    expect(RELEASE_ITEMS["2025-0"].map((i) => i.key)).toEqual(Array.from({ length: 12 }, (_, i) => `SK-${101 + i}`));
  });

  it("uses only the known types and statuses", () => {
    for (const { item } of all) {
      expect(RELEASE_TYPES, item.key).toContain(item.type);
      expect(RELEASE_STATUSES, item.key).toContain(item.status);
    }
  });

  it("has a German and an English summary for every item, trimmed and without placeholders", () => {
    for (const { item } of all) {
      for (const text of [item.summary.de, item.summary.en]) {
        expect(text.trim(), item.key).not.toBe("");
        expect(text, item.key).toBe(text.trim());
        expect(text.toLowerCase(), item.key).not.toMatch(/lorem|ipsum|todo|tbd|xxx/);
        // The summaries end up in a table: a pipe or a line break would break it in Markdown.
        expect(text, item.key).not.toMatch(/[|\n]/);
      }
      expect(item.summary.de, item.key).not.toBe(item.summary.en);
    }
  });
});
