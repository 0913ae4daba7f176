/**
 * The form of a page or resource action, for routes that need FormData itself (conform's
 * parseWithZod, file fields). `request.formData()` throws a TypeError on a body that is not a
 * form (JSON, text, no Content-Type) or a broken one (multipart without or with the wrong
 * boundary, a truncated part), which React Router turns into a 500. This answers an empty form
 * instead, so the route's own validation refuses it with its usual 400.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) return new FormData();
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
