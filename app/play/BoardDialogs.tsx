// The board's dialogs: reset, save (signed out) and the list of keys (`?`). Their own chunk, with
// their texts in the on-demand catalogue: loaded when the player first opens one of them.
import { Link } from "react-router";
import { Dialog } from "../components/Dialog.tsx";
import { useFullTranslation } from "../lib/i18n/i18n.tsx";

export type BoardDialog = "reset" | "save" | "keys";

const KEY_ROWS = [
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

interface Props {
  open: BoardDialog | null;
  onClose(): void;
  onReset(): void;
  signInHref: string;
}

export default function BoardDialogs({ open, onClose, onReset, signInHref }: Props) {
  const { t } = useFullTranslation();
  return (
    <>
      <Dialog open={open === "reset"} onClose={onClose} title={t("play.more.resetTitle")} closeLabel={t("play.close")}>
        <p>{t("play.more.resetText")}</p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onReset}>
            {t("play.more.resetConfirm")}
          </button>
          <button type="button" className="button secondary" onClick={onClose}>
            {t("play.cancel")}
          </button>
        </div>
      </Dialog>
      <Dialog open={open === "save"} onClose={onClose} title={t("play.more.saveTitle")} closeLabel={t("play.close")}>
        <p>{t("play.more.saveText")}</p>
        <p>{t("play.more.saveSignInNote")}</p>
        <div className="dialog-actions">
          <Link className="button" to={signInHref}>
            {t("play.more.saveSignIn")}
          </Link>
          <button type="button" className="button secondary" onClick={onClose}>
            {t("play.more.saveOk")}
          </button>
        </div>
      </Dialog>
      <Dialog open={open === "keys"} onClose={onClose} title={t("play.keyList.title")} closeLabel={t("play.close")} className="keys-help">
        <p>{t("play.keyList.intro")}</p>
        <table className="keys-table">
          <thead>
            <tr>
              <th scope="col">{t("play.keyList.keyColumn")}</th>
              <th scope="col">{t("play.keyList.actionColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {KEY_ROWS.map((row) => (
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
    </>
  );
}
