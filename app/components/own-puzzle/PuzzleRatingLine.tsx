import { formatRating } from "../../lib/format/locale-format.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import type { PuzzleRating } from "../../lib/puzzle-import/rating.ts";
import { Stars } from "../Stars.tsx";

/**
 * A puzzle's rating in one line: stars (or "harder than 5 stars"; only for imported puzzles, whose
 * level is not in the line above), the numeric difficulty with one decimal, the hardest technique.
 */
export function PuzzleRatingLine({ rating, locale, showStars }: { rating: PuzzleRating; locale: string; showStars: boolean }) {
  const { t } = useTranslation();
  const hardest = rating.hardest ? t(`play.techniques.${rating.hardest}.name`) : t("ownPuzzle.rating.singlesOnly");
  return (
    <p className="puzzle-rating" data-testid="puzzle-rating">
      <span className="visually-hidden">{t("ownPuzzle.rating.label")}: </span>
      {showStars ? (
        <>
          {rating.beyond ? <span data-testid="rating-beyond">{t("ownPuzzle.rating.beyond")}</span> : null} <Stars count={rating.stars} />{" "}
          ·{" "}
        </>
      ) : null}
      {rating.numeric !== null ? (
        <>
          <span data-testid="rating-numeric">{t("ownPuzzle.rating.numeric", { value: formatRating(rating.numeric, locale) })}</span> ·{" "}
        </>
      ) : null}
      <span data-testid="rating-hardest">{t("ownPuzzle.rating.hardest", { name: hardest })}</span>
    </p>
  );
}
