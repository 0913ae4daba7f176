import { memo, Suspense, useState } from "react";
import { retryLazy } from "../components/shell/ui-context.tsx";
import type { TFunction } from "../lib/i18n/i18n.tsx";

// The contents load on the first opening: a player who never shares never downloads them, which
// keeps the play page within its JavaScript budget (docs/SPEED.md).
const ShareBody = retryLazy(() => import("./ShareBody.tsx"), true);

/** The share panel under the board (issue 16): a disclosure whose contents are ShareBody.tsx. */
export const SharePanel = memo(function SharePanel(props: {
  t: TFunction;
  puzzleId: number;
  puzzle: string;
  entries: readonly number[];
  homePath: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="board-share" data-testid="share-panel" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>{props.t("ownPuzzle.share.heading")}</summary>
      {opened ? (
        <Suspense fallback={null}>
          <ShareBody {...props} />
        </Suspense>
      ) : null}
    </details>
  );
});
