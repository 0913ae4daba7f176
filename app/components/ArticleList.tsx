import { formatDate } from "../lib/dates/berlin-time.ts";

export interface ArticleItem {
  /** Unique within the list: an article's date or a release's id. */
  id: string;
  title: string;
  lead: string;
  path: string;
  /** An article's YYYY-MM-DD date, shown above its title. */
  date?: string;
}

/** The lists of Synapses articles and release notes: title as a link, then the lead. */
export function ArticleList({ heading, items, locale }: { heading: string; items: ArticleItem[]; locale: string }) {
  return (
    <>
      <h2>{heading}</h2>
      <ul className="article-list">
        {items.map((item) => (
          <li key={item.id}>
            {item.date ? <p className="article-date">{formatDate(item.date, locale, "long")}</p> : null}
            <a href={item.path}>{item.title}</a>
            <p>{item.lead}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
