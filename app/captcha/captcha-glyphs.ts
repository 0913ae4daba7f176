// A small single-stroke vector font for the captcha. Each glyph is a list of strokes (polylines)
// in a 10 × 14 box, y pointing down. Curves are given as point lists rather than SVG arcs so the
// captcha can bend every point of them, which a fixed font outline would not allow.

export type Point = readonly [number, number];
export type Stroke = readonly Point[];

export const GLYPH_WIDTH = 10;
export const GLYPH_HEIGHT = 14;

/**
 * Points on an ellipse from `fromDeg` to `toDeg` (0° = right, 90° = down). The direction of
 * travel follows the sign of `toDeg - fromDeg`.
 */
function arc(cx: number, cy: number, rx: number, ry: number, fromDeg: number, toDeg: number): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(toDeg - fromDeg) / 15));
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const angle = ((fromDeg + ((toDeg - fromDeg) * i) / steps) * Math.PI) / 180;
    points.push([round2(cx + rx * Math.cos(angle)), round2(cy + ry * Math.sin(angle))]);
  }
  return points;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

const P_BOWL: Stroke = [[0, 14], [0, 0], [6, 0], ...arc(6, 3.75, 4, 3.75, -90, 90), [0, 7.5]];

/**
 * Upper-case shapes for a lower-case answer alphabet: capitals survive distortion better, and
 * the answer is compared case-insensitively anyway. Left out because they are easily confused
 * with each other or with digits: G (C, 6), I and L (1, l), O and Q (0), V (U); and F, which a
 * noise stroke of letter width passing below it turns into an E.
 */
export const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = {
  a: [
    [
      [0, 14],
      [5, 0],
      [10, 14],
    ],
    [
      [2, 8.5],
      [8, 8.5],
    ],
  ],
  b: [
    [
      [0, 0],
      [0, 14],
    ],
    [[0, 0], [5.5, 0], ...arc(5.5, 3.5, 3.5, 3.5, -90, 90), [0, 7]],
    [[0, 7], [6, 7], ...arc(6, 10.5, 4, 3.5, -90, 90), [0, 14]],
  ],
  c: [arc(5.5, 7, 5, 7, -40, -320)],
  d: [
    [
      [0, 0],
      [0, 14],
    ],
    [[0, 0], [4, 0], ...arc(4, 7, 6, 7, -90, 90), [0, 14]],
  ],
  e: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
      [10, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  h: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [10, 14],
    ],
    [
      [0, 7],
      [10, 7],
    ],
  ],
  j: [
    [
      [3, 0],
      [10, 0],
    ],
    [[8, 0], [8, 10], ...arc(4.5, 10, 3.5, 4, 0, 180)],
  ],
  k: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [0, 8.5],
    ],
    [
      [3.5, 6.5],
      [10, 14],
    ],
  ],
  m: [
    [
      [0, 14],
      [0, 0],
      [5, 8],
      [10, 0],
      [10, 14],
    ],
  ],
  n: [
    [
      [0, 14],
      [0, 0],
      [10, 14],
      [10, 0],
    ],
  ],
  p: [P_BOWL],
  r: [
    P_BOWL,
    [
      [5, 7.5],
      [10, 14],
    ],
  ],
  s: [[...arc(5, 3.5, 4.5, 3.5, -30, -270), ...arc(5, 10.5, 4.5, 3.5, -90, 150).slice(1)]],
  t: [
    [
      [0, 0],
      [10, 0],
    ],
    [
      [5, 0],
      [5, 14],
    ],
  ],
  u: [[[0, 0], [0, 9], ...arc(5, 9, 5, 5, 180, 0), [10, 0]]],
  w: [
    [
      [0, 0],
      [2.5, 14],
      [5, 5],
      [7.5, 14],
      [10, 0],
    ],
  ],
  x: [
    [
      [0, 0],
      [10, 14],
    ],
    [
      [10, 0],
      [0, 14],
    ],
  ],
  y: [
    [
      [0, 0],
      [5, 7],
      [10, 0],
    ],
    [
      [5, 7],
      [5, 14],
    ],
  ],
  z: [
    [
      [0, 0],
      [10, 0],
      [0, 14],
      [10, 14],
    ],
  ],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join("");
