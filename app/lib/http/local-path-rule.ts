// What a same-site path to return to looks like, without Zod: the offline page (routes/offline.tsx)
// reads it in the browser; local-path.ts makes it the schema the forms and redirects use.

export const LOCAL_PATH = /^\/(?![/\\])[^\s]*$/;
export const LOCAL_PATH_MAX = 2048;

/** Whether a value is a same-site path to return to: absolute path, no scheme, no protocol-relative `//host`. */
export const isLocalPath = (value: string): boolean => value.length <= LOCAL_PATH_MAX && LOCAL_PATH.test(value);
