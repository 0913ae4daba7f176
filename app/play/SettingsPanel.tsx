import { memo, Suspense, useId, useState } from "react";
import { retryLazy } from "../components/shell/ui-context.tsx";
import type { TFunction } from "../lib/i18n/i18n.tsx";
import type { SettingsProps } from "./SettingsBody.tsx";

/** The switches load when the settings are first opened: a closed panel needs only its summary. */
const SettingsBody = retryLazy(() => import("./SettingsBody.tsx"), true);

export const SettingsPanel = memo(function SettingsPanel({ t, ...props }: SettingsProps & { t: TFunction }) {
  const summaryId = useId();
  const [open, setOpen] = useState(false);
  return (
    <details className="board-settings" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary id={summaryId}>{t("play.settings")}</summary>
      {open ? (
        <Suspense fallback={<p className="setting-note">…</p>}>
          <SettingsBody summaryId={summaryId} {...props} />
        </Suspense>
      ) : null}
    </details>
  );
});
