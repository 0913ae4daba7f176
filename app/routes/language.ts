import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/language";
import { LANGUAGE_COOKIE } from "../config/cookies.ts";
import { LANGUAGE_COOKIE_MAX_AGE_S } from "../config/constants.ts";
import { LOCALES, matchPage } from "../config/site-routes.ts";
import { serializeCookie } from "../lib/http/cookies.ts";
import { localPath } from "../lib/http/local-path.ts";
import { readFormData } from "../lib/http/form-data.server.ts";

const schema = z.object({ lang: z.enum(LOCALES), from: localPath });

/** The language switch: remembers the choice and shows the same page in that language. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return data({ success: false, message: "lang must be de or en" }, { status: 400 });
  const { lang, from } = parsed.data;
  const url = new URL(from, "http://x");
  const match = matchPage(url.pathname);
  const target = match ? `${match.page[lang][0]}${url.search}` : lang === "en" ? "/en" : "/";
  return redirect(target, {
    headers: {
      // The wire name and Secure are added by the Worker entry per environment (lib/http/cookies.ts).
      "Set-Cookie": serializeCookie(LANGUAGE_COOKIE, lang, { maxAge: LANGUAGE_COOKIE_MAX_AGE_S }),
    },
  });
}

export async function loader() {
  // The switch is a form post; a GET here has nothing to show.
  throw data(null, { status: 404 });
}
