import { useTranslation } from "../lib/i18n/i18n.tsx";

export function Stars({ count, max = 5 }: { count: number; max?: number }) {
  const { t } = useTranslation();
  return (
    <span className="stars" role="img" aria-label={t("levels.stars", { count })}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < count ? "star on" : "star"}>
          ★
        </span>
      ))}
    </span>
  );
}
