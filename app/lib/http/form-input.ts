// Form values as a schema's input, shared by the JSON calls and the page forms.

/** Form values → schema input: files and empty strings count as absent, so defaults apply. */
export function formInput(fields: Record<string, unknown>, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    names.map((name) => {
      const value = fields[name];
      return [name, typeof value === "string" && value !== "" ? value : undefined];
    }),
  );
}
