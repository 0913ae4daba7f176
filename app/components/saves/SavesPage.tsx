import { useState, type MouseEvent } from "react";
import { Form, Link, useLocation, useRevalidator } from "react-router";
import { pathFor } from "../../config/site-routes.ts";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";
import type { SortKey } from "../../saves/save-requests.ts";
import { Dialog } from "../Dialog.tsx";
import { Stars } from "../Stars.tsx";
import type { TableQuery } from "../../saves/save-requests.ts";
import { ariaSort, COLUMNS, formatInstant, sortHref, tableHref } from "./table-links.ts";

export interface SavesRow {
  puzzleId: number;
  stars: number;
  progress: number;
  checked: number;
  solved: boolean;
  solvedAt: string | null;
  updatedAt: string | null;
}

export interface SavesPageData {
  title: string;
  kind: "saved" | "solved";
  signedIn: boolean;
  query: TableQuery;
  rows: SavesRow[];
  total: number;
  itemsPerPage: number;
  confirm: number | null;
}

function SignInHint() {
  const { t } = useFullTranslation();
  const { locale } = useRootData();
  return (
    <>
      <p className="notice">{t("saves.notAuthenticated")}</p>
      <p>{t("saves.notAuthenticatedText")}</p>
      <p>
        <a className="button" href={pathFor("authentication", locale)}>
          {t("saves.toLogin")}
        </a>
      </p>
    </>
  );
}

/** The step that asks before deleting, server-rendered for `?delete=N`: a plain form, no script needed. */
function ConfirmStep({ id, cancelHref }: { id: number; cancelHref: string }) {
  const { t } = useFullTranslation();
  return (
    <section className="card saves-confirm" aria-labelledby="saves-confirm-title">
      <h2 id="saves-confirm-title" className="card-title">
        {t("saves.deleteTitle")}
      </h2>
      <p>{t("saves.deleteText", { id })}</p>
      <Form method="post" className="dialog-actions">
        <input type="hidden" name="puzzleId" value={id} />
        <button type="submit" className="button danger">
          {t("saves.deleteConfirm")}
        </button>
        <a className="button secondary" href={cancelHref}>
          {t("saves.cancel")}
        </a>
      </Form>
    </section>
  );
}

export function SavesPage({ data }: { data: SavesPageData }) {
  const { t } = useFullTranslation();
  const { locale } = useRootData();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { query, rows, total, itemsPerPage } = data;
  const pages = Math.max(1, Math.ceil(total / itemsPerPage));
  const home = pathFor("home", locale);

  async function confirmDelete(id: number) {
    setBusy(true);
    setFailed(false);
    try {
      const res = await fetch(`/api/sudoku/delete-saved-puzzle/${id}`, { method: "DELETE", credentials: "same-origin" });
      // 404: already gone (another tab), which is what the player wanted.
      if (!res.ok && res.status !== 404) throw new Error(String(res.status));
      setAsking(null);
      await revalidator.revalidate();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  function ask(event: MouseEvent<HTMLAnchorElement>, id: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setFailed(false);
    setAsking(id);
  }

  const sortLabel = (key: SortKey) => t(`saves.columns.${key}`);

  return (
    <section className="saves-page" aria-labelledby="saves-title">
      <h1 id="saves-title">{data.title}</h1>
      {!data.signedIn ? (
        <SignInHint />
      ) : (
        <>
          {data.confirm !== null ? <ConfirmStep id={data.confirm} cancelHref={tableHref(pathname, query)} /> : null}
          <p className="saves-total">{t("saves.total", { count: total })}</p>
          {rows.length === 0 ? (
            <p className="notice">{t(data.kind === "saved" ? "saves.savedEmpty" : "saves.solvedEmpty")}</p>
          ) : (
            <div className="saves-table-wrap">
              <table className="saves-table" data-testid="saves-table">
                <caption className="visually-hidden">{data.title}</caption>
                <thead>
                  <tr>
                    {COLUMNS.map((column) =>
                      column === "action" ? (
                        <th key={column} scope="col">
                          {t("saves.columns.action")}
                        </th>
                      ) : (
                        <th key={column} scope="col" aria-sort={ariaSort(query, column)}>
                          <Link to={sortHref(pathname, query, column)} aria-label={t("saves.sortBy", { column: sortLabel(column) })}>
                            {sortLabel(column)}
                            <span className="sort-mark" aria-hidden="true">
                              {query.sortBy === column ? (query.sortDesc ? "▼" : "▲") : ""}
                            </span>
                          </Link>
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.puzzleId}>
                      <td className="saves-actions">
                        <Link to={`${home}?id=${row.puzzleId}`}>{t(row.solved ? "saves.open" : "saves.resume")}</Link>
                        <a
                          href={tableHref(pathname, query, { delete: String(row.puzzleId) })}
                          className="saves-delete"
                          aria-label={t("saves.deleteLabel", { id: row.puzzleId })}
                          onClick={(e) => ask(e, row.puzzleId)}
                        >
                          {t("saves.delete")}
                        </a>
                      </td>
                      <td>{row.checked}</td>
                      <td>{t("saves.percent", { percent: row.progress })}</td>
                      <td>
                        {row.solvedAt ? <time dateTime={row.solvedAt}>{formatInstant(row.solvedAt, locale)}</time> : t("saves.notSolved")}
                      </td>
                      <td>
                        <Stars count={row.stars} />
                      </td>
                      <td>{t("saves.puzzleNumber", { id: row.puzzleId })}</td>
                      <td>{row.updatedAt ? <time dateTime={row.updatedAt}>{formatInstant(row.updatedAt, locale)}</time> : null}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 ? (
            <nav className="saves-pages" aria-label={t("saves.pagination")}>
              {query.page > 1 ? <Link to={tableHref(pathname, { ...query, page: query.page - 1 })}>{t("saves.previousPage")}</Link> : null}
              <span>{t("saves.pageOf", { page: query.page, pages })}</span>
              {query.page < pages ? <Link to={tableHref(pathname, { ...query, page: query.page + 1 })}>{t("saves.nextPage")}</Link> : null}
            </nav>
          ) : null}
          <Dialog open={asking !== null} onClose={() => setAsking(null)} title={t("saves.deleteTitle")} closeLabel={t("saves.close")}>
            <p>{t("saves.deleteText", { id: asking ?? 0 })}</p>
            {failed ? (
              <p className="notice" role="alert">
                {t("saves.deleteFailed")}
              </p>
            ) : null}
            <div className="dialog-actions">
              <button type="button" className="button danger" disabled={busy} onClick={() => asking !== null && void confirmDelete(asking)}>
                {t("saves.deleteConfirm")}
              </button>
              <button type="button" className="button secondary" onClick={() => setAsking(null)}>
                {t("saves.cancel")}
              </button>
            </div>
          </Dialog>
        </>
      )}
    </section>
  );
}
