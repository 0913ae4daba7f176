import type { Route } from "./+types/dev.outbox";
import { appContext } from "../context.server.ts";
import { assertDevelopment } from "../lib/security/dev-only.server.ts";
import { D1OutboxStore } from "../mail/outbox.server.ts";

const OUTBOX_LIMIT = 50;

/** Development only: a page to read the mails the local mailer caught (login codes). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  assertDevelopment(env, request);
  return { messages: await new D1OutboxStore(db).list(OUTBOX_LIMIT) };
}

export const meta: Route.MetaFunction = () => [{ title: "Outbox (development)" }, { name: "robots", content: "noindex" }];

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="prose" lang="en">
      <h1>Outbox (development)</h1>
      <p>
        Mails sent by the local mailer, newest first. Also as <a href="/dev/outbox.json">JSON</a>. This page does not exist in production.
      </p>
      {loaderData.messages.length === 0 ? <p>No mails yet.</p> : null}
      {loaderData.messages.map((m) => (
        <article key={m.id} className="outbox-mail">
          <h2>{m.subject}</h2>
          <p>
            To <strong>{m.to}</strong>
            {m.replyTo ? (
              <>
                {" "}
                · Reply-To <strong>{m.replyTo}</strong>
              </>
            ) : null}{" "}
            · {new Date(m.createdAt).toISOString()} · {m.locale}
          </p>
          <pre>{m.text}</pre>
        </article>
      ))}
    </section>
  );
}
