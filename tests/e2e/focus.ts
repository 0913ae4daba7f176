import { expect, type JSHandle, type Locator, type Page } from "@playwright/test";

// Visible focus, measured in the page for the keyboard-only journey. The focused element draws a
// ring (an outline, or a box-shadow with a spread: WCAG 2.4.7); each side of the ring counts only
// where it shows (no scroller, clipping ancestor or window edge cuts it away) and where it has a
// contrast of at least 3:1 with the colour beside it (1.4.11); what counts must add up to at least
// the area of a 2 px line around the element (the measure of 2.4.13); and nothing covers the
// element (2.4.11, e.g. the sticky navbar).

type Side = "top" | "right" | "bottom" | "left";

export interface SideReport {
  side: Side;
  /** The colour beside the ring on this side (outside it; inside for a ring drawn within the element). */
  against: string | null;
  contrast: number;
  /** Square pixels of this side of the ring that show on screen. */
  shown: number;
}

export interface FocusReport {
  /** A short name of the focused element, for messages: tag#id.class "text". */
  element: string;
  /** "outline" or "box-shadow", or null when neither draws a ring. */
  ring: "outline" | "box-shadow" | null;
  ringColor: string | null;
  sides: SideReport[];
  /** Square pixels of the ring that show and contrast 3:1 with what is beside them. */
  visibleArea: number;
  /** The least that must: the area of a 2 px line along the edges of the element that show (Infinity: none shows). */
  requiredArea: number;
  /** What is on top at the focused element's centre, when it is neither it nor inside it. */
  coveredBy: string | null;
}

/** Measures the ring of document.activeElement; runs in the page, so it uses nothing from outside. */
function measureFocus(): FocusReport | null {
  type Rgba = [number, number, number, number];
  type Box = { top: number; right: number; bottom: number; left: number };
  type SideName = "top" | "right" | "bottom" | "left";
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return null;

  const name = (e: Element) => {
    const id = e.id ? `#${e.id}` : "";
    const cls = typeof e.className === "string" && e.className.trim() ? `.${e.className.trim().split(/\s+/).join(".")}` : "";
    const text = (e.getAttribute("aria-label") ?? e.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${e.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ""}`;
  };
  const parse = (color: string): Rgba | null => {
    const m = /^rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\)$/.exec(color.trim());
    if (!m) return null;
    const a = m[4] === undefined ? 1 : m[4].endsWith("%") ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
    return [Number(m[1]), Number(m[2]), Number(m[3]), a];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3] + below[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + below[i]! * below[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrast = (x: Rgba, y: Rgba) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const css = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(", ")}${c[3] < 1 ? ` / ${c[3].toFixed(2)}` : ""})`;
  // The page's canvas: the root's background, or the browser's for the colour scheme.
  const canvas = (): Rgba => {
    for (const e of [document.documentElement, document.body]) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) return over(c, [255, 255, 255, 1]);
    }
    return getComputedStyle(document.documentElement).colorScheme.includes("dark") ? [18, 18, 18, 1] : [255, 255, 255, 1];
  };
  /** The colour an element shows behind its content: its background over its ancestors' ones. */
  const backgroundOf = (start: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let e = start; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) layers.push(c);
      if (c && c[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), canvas());
  };
  /** The colour painted at a point of the window, the focused element left out. */
  const colourAt = (x: number, y: number): Rgba | null => {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
    return backgroundOf(document.elementsFromPoint(x, y).find((e) => e !== el && !el.contains(e)) ?? null);
  };

  const style = getComputedStyle(el);
  const rect = el.getBoundingClientRect();
  let ring: FocusReport["ring"] = null;
  let color: Rgba | null = null;
  /** How far the ring's outer edge lies outside the border box (negative: inside it), and its width. */
  let reach = 0;
  let width = 0;
  const outlineWidth = parseFloat(style.outlineWidth);
  if (style.outlineStyle !== "none" && outlineWidth > 0) {
    ring = "outline";
    color = parse(style.outlineColor);
    width = outlineWidth;
    reach = (parseFloat(style.outlineOffset) || 0) + outlineWidth;
  } else if (style.boxShadow && style.boxShadow !== "none") {
    // Computed form: "rgb(r, g, b) x y blur spread [inset]", one per shadow; a ring has a spread.
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
      const c = /rgba?\([^)]*\)/.exec(shadow)?.[0];
      const spread = (shadow.replace(/rgba?\([^)]*\)/, "").match(/-?[\d.]+px/g) ?? []).map(parseFloat)[3] ?? 0;
      if (c && spread >= 1) {
        ring = "box-shadow";
        color = parse(c);
        width = spread;
        reach = /\binset\b/.test(shadow) ? 0 : spread;
        break;
      }
    }
  }
  // What can show the ring: the window and every ancestor that clips (overflow other than visible).
  const clip: Box = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
  for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (s.overflowX === "visible" && s.overflowY === "visible") continue;
    const r = e.getBoundingClientRect();
    const top = r.top + e.clientTop;
    const left = r.left + e.clientLeft;
    clip.top = Math.max(clip.top, top);
    clip.left = Math.max(clip.left, left);
    clip.bottom = Math.min(clip.bottom, top + e.clientHeight);
    clip.right = Math.min(clip.right, left + e.clientWidth);
  }
  const shown = (b: Box): Box | null => {
    const v = {
      top: Math.max(b.top, clip.top),
      left: Math.max(b.left, clip.left),
      bottom: Math.min(b.bottom, clip.bottom),
      right: Math.min(b.right, clip.right),
    };
    return v.right > v.left && v.bottom > v.top ? v : null;
  };

  // The part of the element that shows (a scroller may hold part of it out of view, which 2.4.11
  // allows): the ring must go around that part, and nothing may lie on top of it.
  const part = shown({ top: rect.top, right: rect.right, bottom: rect.bottom, left: rect.left });
  const w = part ? part.right - part.left : 0;
  const h = part ? part.bottom - part.top : 0;
  // A 2 px line along each edge of the element that shows (not along an edge a clip cuts through).
  const requiredArea = part
    ? Math.round(
        2 * w * (Number(part.top === rect.top) + Number(part.bottom === rect.bottom)) +
          2 * h * (Number(part.left === rect.left) + Number(part.right === rect.right)),
      )
    : Infinity;
  const report: FocusReport = { element: name(el), ring, ringColor: null, sides: [], visibleArea: 0, requiredArea, coveredBy: null };
  if (part) {
    const onTop = document.elementFromPoint((part.left + part.right) / 2, (part.top + part.bottom) / 2);
    if (onTop && onTop !== el && !el.contains(onTop) && !onTop.contains(el)) report.coveredBy = name(onTop);
  }
  if (!ring || !color) return report;
  report.ringColor = css(color);

  // The ring lies between `outer` and `inner` (the border box grown by reach, and by reach - width).
  const grown = (d: number): Box => ({ top: rect.top - d, right: rect.right + d, bottom: rect.bottom + d, left: rect.left - d });
  const outer = grown(reach);
  const inner = grown(reach - width);
  const bands: Record<SideName, Box> = {
    top: { top: outer.top, bottom: inner.top, left: outer.left, right: outer.right },
    bottom: { top: inner.bottom, bottom: outer.bottom, left: outer.left, right: outer.right },
    left: { top: inner.top, bottom: inner.bottom, left: outer.left, right: inner.left },
    right: { top: inner.top, bottom: inner.bottom, left: inner.right, right: outer.right },
  };
  // Beside the ring: inside it, the element's own background when the ring touches or overlaps
  // the element, else the gap of page between them; outside it, whatever is painted just beyond.
  const own = backgroundOf(el);
  const gap = reach - width;
  for (const side of ["top", "right", "bottom", "left"] as const) {
    const band = shown(bands[side]);
    const area = band ? (band.right - band.left) * (band.bottom - band.top) : 0;
    const midX = band ? (band.left + band.right) / 2 : 0;
    const midY = band ? (band.top + band.bottom) / 2 : 0;
    const at = (d: number): [number, number] =>
      side === "top"
        ? [midX, rect.top - d]
        : side === "bottom"
          ? [midX, rect.bottom + d]
          : side === "left"
            ? [rect.left - d, midY]
            : [rect.right + d, midY];
    const neighbours: Rgba[] = [];
    if (reach > 0) {
      const outside = colourAt(...at(reach + 0.5));
      if (outside) neighbours.push(outside);
    }
    const inside = gap > 0 ? colourAt(...at(gap / 2)) : own;
    if (inside) neighbours.push(inside);
    // A translucent ring shows the colour below it mixed in; the side counts if the ring stands
    // out from one of its two neighbours (a ring that matches the page but not the element still
    // changes how the element looks).
    let best = 0;
    let against: Rgba | null = null;
    for (const n of neighbours) {
      const c = contrast(over(color, n), n);
      if (c > best) {
        best = c;
        against = n;
      }
    }
    report.sides.push({ side, against: against && css(against), contrast: Math.round(best * 100) / 100, shown: Math.round(area) });
    if (best >= 3) report.visibleArea += area;
  }
  report.visibleArea = Math.round(report.visibleArea);
  return report;
}

/** Reads how the focused element shows its focus. */
export function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(measureFocus);
}

function describe(r: FocusReport): string {
  const sides = r.sides.map((s) => `${s.side} ${s.shown} px² at ${s.contrast}:1 against ${s.against}`).join("; ");
  return `${r.element}: ${r.ring ?? "no"} ring ${r.ringColor ?? ""} (${sides})`;
}

/** Focus is on an element whose ring shows, uncovered, with enough of it at 3:1 or more against its surroundings. */
export async function expectVisibleFocus(page: Page): Promise<FocusReport> {
  const report = await focusReport(page);
  expect(report, "something has focus").not.toBeNull();
  const r = report!;
  expect(r.ring, `${r.element} draws a focus ring`).not.toBeNull();
  expect(r.visibleArea, `visible ring of ${describe(r)}`).toBeGreaterThanOrEqual(r.requiredArea);
  expect(r.coveredBy, `${r.element} is covered`).toBeNull();
  return r;
}

/**
 * Presses Tab (or Shift+Tab) and checks that focus moved, in the document's order (forward or
 * back), and is visible. Inside a modal dialog focus may wrap around; anywhere else a wrap or a
 * standstill would be a keyboard trap.
 */
export async function tab(page: Page, backwards = false): Promise<FocusReport> {
  const before: JSHandle = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  const moved = await page.evaluate(
    ([prev, back]) => {
      const now = document.activeElement;
      if (!prev || !now || prev === now) return "stayed";
      // Focus was nowhere (its element had gone, e.g. a closed sheet's button): any stop is a step on.
      if (prev === document.body) return "ok";
      const following = Boolean((prev as Node).compareDocumentPosition(now) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (following !== back) return "ok";
      // Wrapping around is the modal dialog's focus trap (Escape leaves it), not a keyboard trap.
      const dialog = now.closest("dialog");
      return dialog?.open && dialog.contains(prev as Node) ? "ok" : "wrong way";
    },
    [before, backwards] as const,
  );
  await before.dispose();
  expect(moved, `${backwards ? "Shift+Tab" : "Tab"} moves focus ${backwards ? "back" : "forward"}`).toBe("ok");
  return expectVisibleFocus(page);
}

/** Tabs until `target` has focus, checking every stop on the way; gives up after `limit` stops. */
export async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}): Promise<FocusReport> {
  for (let i = 0; i < limit; i++) {
    const r = await tab(page, backwards);
    if (await target.evaluate((el) => el === document.activeElement)) return r;
  }
  throw new Error(`${target} not reached within ${limit} presses of ${backwards ? "Shift+Tab" : "Tab"}`);
}
