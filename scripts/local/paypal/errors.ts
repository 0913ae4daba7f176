// PayPal's answers: JSON with a paypal-debug-id header, and errors in PayPal's documented envelope
// (name, message, debug_id, details[], links to the issue's documentation).
import { randomHex } from "./ids.ts";
import type { Link } from "./types.ts";

export interface IssueDetail {
  field?: string;
  value?: string;
  location?: "body" | "path" | "query";
  issue: string;
  description: string;
}

export function debugId(): string {
  return randomHex(13);
}

/** `text` already serialised: a stored answer is replayed byte for byte. */
export function jsonText(status: number, text: string, id = debugId()): Response {
  return new Response(text, { status, headers: { "content-type": "application/json", "paypal-debug-id": id } });
}

export function jsonResponse(status: number, body: unknown, id = debugId()): Response {
  return jsonText(status, JSON.stringify(body), id);
}

interface ErrorOptions {
  /** The API whose documentation the information link points into, e.g. "orders/v2". */
  api: string;
  details?: IssueDetail[];
  links?: Link[];
}

function apiError(status: number, name: string, message: string, options: ErrorOptions): Response {
  const id = debugId();
  const anchor = options.details?.[0]?.issue ?? name;
  const links: Link[] = [
    { href: `https://developer.paypal.com/docs/api/${options.api}/#error-${anchor}`, rel: "information_link", method: "GET" },
    ...(options.links ?? []),
  ];
  return jsonResponse(status, { name, message, debug_id: id, ...(options.details ? { details: options.details } : {}), links }, id);
}

export function invalidRequest(api: string, details: IssueDetail[]): Response {
  return apiError(400, "INVALID_REQUEST", "Request is not well-formed, syntactically incorrect, or violates schema.", { api, details });
}

export function malformedJson(api: string): Response {
  return invalidRequest(api, [
    { field: "/", location: "body", issue: "MALFORMED_REQUEST_JSON", description: "The request JSON is not well formed." },
  ]);
}

export function unprocessable(api: string, detail: IssueDetail, links: Link[] = []): Response {
  const message = "The requested action could not be performed, semantically incorrect, or failed business validation.";
  return apiError(422, "UNPROCESSABLE_ENTITY", message, { api, details: [detail], links });
}

/** A 403 with an issue: the merchant account lacks a permission for the call (PERMISSION_DENIED …). */
export function notAuthorized(api: string, detail: IssueDetail): Response {
  return apiError(403, "NOT_AUTHORIZED", "Authorization failed due to insufficient permissions.", { api, details: [detail] });
}

export function notFound(api: string, detail?: IssueDetail): Response {
  return apiError(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", { api, ...(detail ? { details: [detail] } : {}) });
}

export function invalidResourceId(api: string, field: string, value: string): Response {
  const description = "Specified resource ID does not exist. Please check the resource ID and try again.";
  return notFound(api, { field, value, location: "path", issue: "INVALID_RESOURCE_ID", description });
}

export function authenticationFailure(): Response {
  const message = "Authentication failed due to missing authorization header, or invalid authentication credentials.";
  return apiError(401, "AUTHENTICATION_FAILURE", message, { api: "overview" });
}

export function unsupportedMediaType(api: string): Response {
  const description = "The API does not support this media type. Send Content-Type: application/json.";
  return apiError(415, "UNSUPPORTED_MEDIA_TYPE", "The server does not support the request payload's media type.", {
    api,
    // PayPal's error_location knows body, path and query only: a header's detail names no location.
    details: [{ field: "Content-Type", issue: "UNSUPPORTED_MEDIA_TYPE", description }],
  });
}

export function internalError(api: string): Response {
  return apiError(500, "INTERNAL_SERVER_ERROR", "An internal server error occurred.", { api });
}

/** The OAuth2 endpoint answers errors in RFC 6749's shape, not the REST envelope. */
export function oauthError(status: number, error: string, description: string): Response {
  return jsonResponse(status, { error, error_description: description });
}
