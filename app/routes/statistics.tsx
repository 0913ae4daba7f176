import type { Route } from "./+types/statistics";
import { StatisticsPage } from "../components/statistics/StatisticsPage.tsx";
import statisticsStyles from "../components/statistics/statistics.css?url";
import { pageMeta } from "../content/meta.ts";
import { FULL_TRANSLATION } from "../lib/i18n/i18n.tsx";
import { statisticsLoader } from "./statistics.server.ts";

export const loader = (args: Route.LoaderArgs) => statisticsLoader(args);

// The page reads texts the browser loads on demand: fetch them before hydrating.
export const handle = FULL_TRANSLATION;

// A personal page: its stylesheet travels with it, not inlined into every document.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: statisticsStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.title, loaderData?.description),
  { name: "robots", content: "noindex" },
];

export default function Statistics({ loaderData }: Route.ComponentProps) {
  return <StatisticsPage data={loaderData} />;
}
