import { useEffect, useId, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/own-puzzle";
import { SolutionPair } from "../components/own-puzzle/SolutionPair.tsx";
import { pageMeta } from "../content/meta.ts";
import { FULL_TRANSLATION, useFullTranslation } from "../lib/i18n/i18n.tsx";
import type { CheckResult } from "../puzzles/import/check.ts";
import { checkErrorMessages, type Message } from "../puzzles/import/messages.ts";
import { parsePuzzle } from "../puzzles/import/parse.ts";
import { ownPuzzlePageAction, ownPuzzlePageData } from "./own-puzzle.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return ownPuzzlePageData(request, context);
}

export const action = (args: Route.ActionArgs) => ownPuzzlePageAction(args);

// The page reads texts the browser loads on demand: fetch them before hydrating.
export const handle = FULL_TRANSLATION;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.description);

/** What the page says about the text in the box: the server's answer, or the browser's own check. */
type Feedback =
  | { kind: "none" }
  | { kind: "checking" }
  | { kind: "valid" }
  | { kind: "error"; messages: Message[]; givens: string | null; solutions: readonly [string, string] | null }
  | { kind: "rate-limited"; minutes: number };

/** The solver and the pair search reach the browser only once someone types (a chunk of their own). */
const loadCheck = () => import("../puzzles/import/check.ts");

function feedbackOf(input: string, result: CheckResult): Feedback {
  if (result.ok) return { kind: "valid" };
  const parsed = parsePuzzle(input);
  const givens = parsed.ok ? parsed.grid : null;
  return {
    kind: "error",
    messages: checkErrorMessages(result.error),
    givens,
    solutions: result.error.kind === "multiple-solutions" ? result.error.solutions : null,
  };
}

export default function OwnPuzzle({ loaderData }: Route.ComponentProps) {
  const { t } = useFullTranslation();
  const { title, prefill, maxChars } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [text, setText] = useState(actionData?.input ?? prefill);
  const [edited, setEdited] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>({ kind: "none" });
  // Marks the page as interactive once hydrated (the end-to-end tests wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const inputId = useId();
  const hintId = useId();
  const feedbackId = useId();

  // The browser's check while typing: reading at once, the solver a moment after the last key.
  const live = edited || (prefill !== "" && actionData === undefined);
  useEffect(() => {
    if (!live) return;
    if (text.trim() === "") {
      setFeedback({ kind: "none" });
      return;
    }
    const parsed = parsePuzzle(text);
    if (!parsed.ok) {
      setFeedback({ kind: "error", messages: checkErrorMessages(parsed.error), givens: null, solutions: null });
      return;
    }
    setFeedback({ kind: "checking" });
    let current = true;
    const timer = setTimeout(() => {
      loadCheck()
        .then((m) => {
          if (current) setFeedback(feedbackOf(text, m.checkPuzzle(text)));
        })
        .catch(() => {
          if (current) setFeedback({ kind: "none" });
        });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, live]);

  // Before the first edit after a post, the server's answer stands.
  const shown: Feedback =
    !edited && actionData
      ? actionData.outcome === "rate-limited"
        ? { kind: "rate-limited", minutes: actionData.minutes }
        : {
            kind: "error",
            messages: actionData.messages,
            givens: (() => {
              const p = parsePuzzle(actionData.input);
              return p.ok ? p.grid : null;
            })(),
            solutions: actionData.solutions,
          }
      : feedback;

  const cells = countCells(text);
  const submitting = navigation.state === "submitting";
  return (
    <section className="own-puzzle" aria-labelledby="own-puzzle-title" data-hydrated={hydrated || undefined}>
      <h1 id="own-puzzle-title">{title}</h1>
      <p>{t("ownPuzzle.intro")}</p>
      <Form method="post" className="own-puzzle-form">
        <div className="field">
          <label htmlFor={inputId}>{t("ownPuzzle.label")}</label>
          <textarea
            id={inputId}
            name="sudoku"
            rows={11}
            cols={30}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            className="own-puzzle-input"
            value={text}
            aria-describedby={`${hintId} ${feedbackId}`}
            aria-invalid={shown.kind === "error" || undefined}
            onChange={(e) => {
              setText(e.target.value);
              setEdited(true);
            }}
          />
          <p id={hintId} className="field-hint">
            {t("ownPuzzle.formats", { max: maxChars })} <span data-testid="cell-count">{t("ownPuzzle.cellCount", { count: cells })}</span>
          </p>
        </div>
        <div id={feedbackId} className="own-puzzle-feedback" role="status" aria-live="polite" data-testid="import-feedback">
          <FeedbackView feedback={shown} />
        </div>
        <button type="submit" className="button primary" disabled={submitting}>
          {submitting ? t("ownPuzzle.submitting") : t("ownPuzzle.submit")}
        </button>
      </Form>
      {shown.kind === "error" && shown.solutions && shown.givens ? (
        <SolutionPair givens={shown.givens} solutions={shown.solutions} />
      ) : null}
    </section>
  );
}

function FeedbackView({ feedback }: { feedback: Feedback }) {
  const { t } = useFullTranslation();
  switch (feedback.kind) {
    case "none":
      return null;
    case "checking":
      return <p>{t("ownPuzzle.checking")}</p>;
    case "valid":
      return <p className="notice success">{t("ownPuzzle.valid")}</p>;
    case "rate-limited":
      return <p className="notice error">{t("auth.tooManyAttempts", { minutes: feedback.minutes })}</p>;
    case "error": {
      const [head, ...lines] = feedback.messages;
      return (
        <div className="notice error" data-testid="import-error">
          {head ? <p>{t(head.key as never, head.values)}</p> : null}
          {lines.length > 0 ? (
            <ul>
              {lines.map((m, i) => (
                <li key={i}>{t(m.key as never, m.values)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      );
    }
  }
}

/** Cells typed so far (digits, `0` and `.`), for the counter beside the box. */
function countCells(text: string): number {
  let n = 0;
  for (const ch of text) if ((ch >= "0" && ch <= "9") || ch === ".") n++;
  return n;
}
