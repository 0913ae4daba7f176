import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/theme";
import { DARK_MODE_COOKIE_MAX_AGE_S } from "../config/constants.ts";
import { serializeCookie } from "../lib/http/cookies.ts";
import { localPath } from "../lib/http/local-path.ts";
import { DARK_MODE_COOKIE } from "../shell/theme.ts";
import { readFormData } from "../lib/http/form-data.server.ts";

const schema = z.object({ theme: z.enum(["light", "dark", "auto"]), from: localPath });

/** Stores the appearance choice in the darkMode cookie (SPEC: 1 year); "auto" removes it. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return data({ success: false, message: "theme must be light, dark or auto" }, { status: 400 });
  const { theme, from } = parsed.data;
  // The wire name and Secure are added by the Worker entry per environment (lib/http/cookies.ts).
  const cookie =
    theme === "auto"
      ? serializeCookie(DARK_MODE_COOKIE, "", { maxAge: 0 })
      : serializeCookie(DARK_MODE_COOKIE, theme === "dark" ? "true" : "false", { maxAge: DARK_MODE_COOKIE_MAX_AGE_S });
  // Back to the page: a plain form post reloads it, a fetcher revalidates it in place.
  return redirect(from, { headers: { "Set-Cookie": cookie } });
}

export async function loader() {
  throw data(null, { status: 404 });
}
