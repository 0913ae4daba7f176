// SPEC §4: the provider is chosen at random by percentage weights.
import type { AdProvider } from "../config/ads.ts";

/** `random` in [0, 1); providers with weight 0 are never chosen; null when all weigh 0. */
export function chooseProvider(providers: readonly AdProvider[], random: number): AdProvider | null {
  const total = providers.reduce((sum, p) => sum + Math.max(0, p.weight), 0);
  if (total <= 0) return null;
  let point = random * total;
  for (const p of providers) {
    if (p.weight <= 0) continue;
    if (point < p.weight) return p;
    point -= p.weight;
  }
  return providers.findLast((p) => p.weight > 0) ?? null;
}
