import type { Route } from "./+types/lesson";
import { LessonBoard } from "../components/academy/LessonBoard.tsx";
import { pageMeta } from "../content/meta.ts";
import { createSectionT } from "../lib/i18n/i18n.tsx";
import { lessonPage } from "./lesson.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return lessonPage(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.lead);

/** A lesson of the academy: the text, the technique on a real position, then practice puzzles. */
export default function Lesson({ loaderData }: Route.ComponentProps) {
  const { texts, locale } = loaderData;
  const t = createSectionT(locale, texts);
  return (
    <article className="prose lesson-page">
      <p className="lesson-level">{loaderData.beyond ? t("levelBeyond") : t("level", { stars: loaderData.stars })}</p>
      <h1>{loaderData.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      <section aria-labelledby="lesson-demo-heading">
        <h2 id="lesson-demo-heading">{t("demoHeading")}</h2>
        <LessonBoard examples={loaderData.examples} texts={texts} locale={locale} />
      </section>
      <section aria-labelledby="lesson-practice-heading">
        <h2 id="lesson-practice-heading">{t("practiceHeading")}</h2>
        <p>
          {loaderData.beyond
            ? t("practiceBeyond")
            : loaderData.practiceRare
              ? t("practiceFew")
              : t("practiceIntro", { name: loaderData.title })}
        </p>
        {loaderData.practice.length ? (
          <ul className="lesson-practice">
            {loaderData.practice.map((p) => (
              <li key={p.id}>
                <a href={p.path}>{t("practicePuzzle", { id: p.id })}</a> <span aria-hidden="true">{"★".repeat(p.stars)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <nav className="lesson-nav" aria-label={t("overview")}>
        {loaderData.previous ? (
          <a href={loaderData.previous.path} rel="prev">
            ← {t("previousLesson")}: {loaderData.previous.name}
          </a>
        ) : null}
        <a href={loaderData.academy}>{t("overview")}</a>
        {loaderData.next ? (
          <a href={loaderData.next.path} rel="next">
            {t("nextLesson")}: {loaderData.next.name} →
          </a>
        ) : null}
      </nav>
    </article>
  );
}
