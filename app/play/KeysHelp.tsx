// The `?` overlay: every key of the board (board-keys.ts) in a table. Its own chunk, with its texts
// in the on-demand catalogue: most players never open it.
import { Dialog } from "../components/Dialog.tsx";
import { useFullTranslation } from "../lib/i18n/i18n.tsx";

const ROWS = [
  "digit",
  "arrows",
  "shiftArrows",
  "escape",
  "erase",
  "notes",
  "filter",
  "color",
  "colorClear",
  "hint",
  "check",
  "pause",
  "undo",
  "redo",
  "keys",
] as const;

export default function KeysHelp({ onClose }: { onClose(): void }) {
  const { t } = useFullTranslation();
  return (
    <Dialog open onClose={onClose} title={t("play.keyList.title")} closeLabel={t("play.close")} className="keys-help">
      <p>{t("play.keyList.intro")}</p>
      <table className="keys-table">
        <thead>
          <tr>
            <th scope="col">{t("play.keyList.keyColumn")}</th>
            <th scope="col">{t("play.keyList.actionColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row}>
              <th scope="row">
                <kbd>{t(`play.keyList.rows.${row}.key`)}</kbd>
              </th>
              <td>{t(`play.keyList.rows.${row}.action`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {t("play.close")}
        </button>
      </div>
    </Dialog>
  );
}
