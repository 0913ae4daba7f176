import { formatRating } from "../../lib/format/locale-format.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import type { PuzzleRating } from "../../puzzles/import/rating.ts";
import { Stars } from "../Stars.tsx";

/**
 * A puzzle's rating in one line: the numeric difficulty with one decimal, for every puzzle; for an
 * imported one (`full`) also its stars or "harder than 5 stars" (its level is not in the line
 * above) and the hardest technique, which a catalogue puzzle keeps to itself until a hint names it.
 */
export function PuzzleRatingLine({
  rating,
  hardestName,
  locale,
  full,
}: {
  rating: PuzzleRating;
  /** The hardest technique's name in the page's language (the server's: the names are on-demand texts). */
  hardestName: string | null;
  locale: string;
  full: boolean;
}) {
  const { t } = useTranslation();
  const hardest = hardestName ?? t("ownPuzzle.rating.singlesOnly");
  if (!full && rating.numeric === null) return null;
  return (
    <p className="puzzle-rating" data-testid="puzzle-rating">
      <span className="visually-hidden">{t("ownPuzzle.rating.label")}: </span>
      {full ? (
        <>
          {/* The stars' own label says it to screen readers. */}
          {rating.beyond ? (
            <span data-testid="rating-beyond" aria-hidden="true">
              {t("ownPuzzle.rating.beyond")}
            </span>
          ) : null}{" "}
          <Stars count={rating.stars} /> ·{" "}
        </>
      ) : null}
      {rating.numeric !== null ? (
        <span data-testid="rating-numeric">{t("ownPuzzle.rating.numeric", { value: formatRating(rating.numeric, locale) })}</span>
      ) : null}
      {full ? (
        <>
          {rating.numeric !== null ? " · " : null}
          <span data-testid="rating-hardest">{t("ownPuzzle.rating.hardest", { name: hardest })}</span>
        </>
      ) : null}
    </p>
  );
}
