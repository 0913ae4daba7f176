/** Remembers the language chosen with the switch (SPEC: the choice is kept in a cookie). */
export const LANGUAGE_COOKIE = "lang";
