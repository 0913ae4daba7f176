import type { Route } from "./+types/solved-puzzles";
import { SavesPage } from "../components/saves/SavesPage.tsx";
import { savesAction, savesLoader } from "./saves-page.server.ts";
import { pageMeta } from "../content/meta.ts";
import { FULL_TRANSLATION } from "../lib/i18n/i18n.tsx";

export const loader = (args: Route.LoaderArgs) => savesLoader(args, "solved");

export const action = (args: Route.ActionArgs) => savesAction(args);

// The page reads texts the browser loads on demand: fetch them before hydrating.
export const handle = FULL_TRANSLATION;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.description);

export default function SolvedPuzzles({ loaderData }: Route.ComponentProps) {
  return <SavesPage data={loaderData} />;
}
