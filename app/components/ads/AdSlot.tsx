import { useEffect, useRef } from "react";
import type { AdPosition } from "../../config/ads.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";

/** Events the ad runtime (loaded only after consent) listens to; detail: the slot's fill element. */
export const AD_SLOT_MOUNT = "adslot:mount";
export const AD_SLOT_UNMOUNT = "adslot:unmount";

/**
 * SPEC §3 ad unit: a labelled box of the position's size, rendered by the server so the space is
 * reserved before anything loads (no layout shift). Nothing at all for supporters, or when this
 * page view's provider has no unit for the position. The box stays empty until consent.
 */
export function AdSlot({ position, landmark = false }: { position: AdPosition; landmark?: boolean }) {
  const { ads } = useRootData();
  const { t } = useTranslation();
  const fill = useRef<HTMLDivElement>(null);
  const shown = ads?.positions.includes(position) ?? false;
  useEffect(() => {
    const el = fill.current;
    if (!el) return;
    window.dispatchEvent(new CustomEvent(AD_SLOT_MOUNT, { detail: el }));
    return () => void window.dispatchEvent(new CustomEvent(AD_SLOT_UNMOUNT, { detail: el }));
  }, [shown]);
  if (!shown) return null;
  const Box = landmark ? "aside" : "div";
  // Outside the page's landmarks (the leaderboard between header and menu row) the slot is a
  // landmark of its own, named as what it is.
  return (
    <Box className={`ad-slot ad-${position}`} data-testid={`ad-${position}`} aria-label={landmark ? t("ads.label") : undefined}>
      <span className="ad-label">{t("ads.label")}</span>
      <div className="ad-fill" ref={fill} data-ad-position={position} />
    </Box>
  );
}
