import type { Route } from "./+types/release";
import { ReleaseTypeIcon } from "../components/content/ReleaseTypeIcon.tsx";
import { pageMeta } from "../content/meta.ts";
import { releasePage } from "./release.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return releasePage(context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.lead);

/** One release group: its feature texts, then the table of every change (SPEC §2, §3 "Release item"). */
export default function Release({ loaderData }: Route.ComponentProps) {
  const { texts, items } = loaderData;
  return (
    <article className="prose release-page">
      <h1>{loaderData.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      <h2 id="release-changes">{texts.tableHeading}</h2>
      {/* It scrolls sideways on narrow screens: a labelled, focusable region, so a keyboard can scroll it. */}
      <div className="scroll-region" role="region" tabIndex={0} aria-labelledby="release-table-caption">
        <table className="release-table">
          <caption id="release-table-caption" className="visually-hidden">
            {loaderData.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{texts.type}</th>
              <th scope="col">{texts.key}</th>
              <th scope="col">{texts.summary}</th>
              <th scope="col">{texts.version}</th>
              <th scope="col">{texts.date}</th>
              <th scope="col">{texts.status}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.key} className={`release-${item.status}`}>
                <td className="release-type">
                  <ReleaseTypeIcon type={item.type} />
                  <span className="release-type-label">{item.typeLabel}</span>
                </td>
                <td className="release-key">{item.key}</td>
                <td>{item.summary}</td>
                <td className="release-version">{item.version}</td>
                <td>
                  <time dateTime={item.date}>{item.dateText}</time>
                </td>
                <td>{item.statusLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
