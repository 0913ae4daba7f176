import { useTranslation } from "../lib/i18n/i18n.tsx";

/** Stars of a level; 0 stars is a puzzle beyond 5 stars (imported puzzles only): five and a plus. */
export function Stars({ count, max = 5 }: { count: number; max?: number }) {
  const { t } = useTranslation();
  const beyond = count === 0;
  return (
    <span
      className={beyond ? "stars beyond" : "stars"}
      role="img"
      aria-label={beyond ? t("ownPuzzle.rating.beyond") : t("levels.stars", { count })}
    >
      {Array.from({ length: max }, (_, i) => (
        <span key={i} aria-hidden="true" className={beyond || i < count ? "star on" : "star"}>
          ★
        </span>
      ))}
      {beyond ? <span aria-hidden="true">+</span> : null}
    </span>
  );
}
