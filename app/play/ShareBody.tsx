import { memo, useEffect, useId, useRef, useState } from "react";
import type { TFunction } from "../lib/i18n/i18n.tsx";
import { encodeEntries, sharePath } from "../puzzles/import/share.ts";

/**
 * The share panel's contents (SharePanel.tsx loads them when the player first opens it): a link
 * that opens this puzzle for someone else. By default the puzzle alone; "include my progress" adds
 * the entries (puzzles/import/share.ts). The Web Share API where the browser has it, else the
 * clipboard, else the link to copy by hand; each outcome is announced in a status line.
 */
export default memo(function ShareBody({
  t,
  puzzleId,
  puzzle,
  entries,
  homePath,
}: {
  t: TFunction;
  puzzleId: number;
  puzzle: string;
  entries: readonly number[];
  homePath: string;
}) {
  const [withProgress, setWithProgress] = useState(false);
  const [origin, setOrigin] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  useEffect(() => setOrigin(window.location.origin), []);
  const progress = withProgress ? encodeEntries(puzzle, entries) : null;
  const url = `${origin}${sharePath(homePath, puzzleId, progress)}`;

  const share = async () => {
    setStatus(null);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: t("ownPuzzle.share.shareTitle", { id: puzzleId }), url });
        setStatus(t("ownPuzzle.share.shared"));
        return;
      } catch (error) {
        // The player closed the share sheet: nothing to say. Anything else: try the clipboard.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t("ownPuzzle.share.copied"));
    } catch {
      linkRef.current?.select();
      setStatus(t("ownPuzzle.share.manual"));
    }
  };

  return (
    <>
      <label className="setting">
        <input type="checkbox" name="includeProgress" checked={withProgress} onChange={(e) => setWithProgress(e.currentTarget.checked)} />
        <span>{t("ownPuzzle.share.includeProgress")}</span>
      </label>
      <label htmlFor={linkId} className="share-link-label">
        {t("ownPuzzle.share.linkLabel")}
      </label>
      <input
        id={linkId}
        ref={linkRef}
        className="share-link"
        type="url"
        readOnly
        value={url}
        data-testid="share-link"
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" className="tool" onClick={() => void share()}>
        {t("ownPuzzle.share.button")}
      </button>
      <p className="share-status" role="status">
        {status}
      </p>
    </>
  );
});
