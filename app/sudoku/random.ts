// Seeded PRNG (xoshiro128**, seeded through splitmix32) so generation is reproducible everywhere:
// Math.random cannot be seeded and differs between runtimes.

export interface Rng {
  /** Uniform integer in [0, 2^32). */
  nextU32(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform float in [0, 1). */
  float(): number;
}

function splitmix32(state: { s: number }): number {
  state.s = (state.s + 0x9e3779b9) | 0;
  let z = state.s;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Hashes any seed (number or string) to 32 bits; numbers beyond 32 bits keep their high part. */
export function seedToU32(seed: number | string): number {
  let h = 0x811c9dc5;
  const text = typeof seed === "number" ? `n:${seed}` : `s:${seed}`;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  const st = { s: seedToU32(seed) };
  let a = splitmix32(st);
  let b = splitmix32(st);
  let c = splitmix32(st);
  let d = splitmix32(st);
  if ((a | b | c | d) === 0) a = 1;
  const nextU32 = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  return {
    nextU32,
    // Rejection sampling keeps the distribution exactly uniform.
    int(n: number): number {
      if (n <= 1) return 0;
      const limit = Math.floor(0x100000000 / n) * n;
      let x = nextU32();
      while (x >= limit) x = nextU32();
      return x % n;
    },
    float(): number {
      return nextU32() / 0x100000000;
    },
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}
