// Headers every response carries. HTML gets a nonce-based CSP: React Router's inline hydration
// scripts carry the nonce, and nothing else may run inline.
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function applySecurityHeaders(response: Response, opts: { nonce: string; secure: boolean; dev: boolean }): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  if (opts.secure) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  const type = headers.get("Content-Type") ?? "";
  if (type.startsWith("text/html")) {
    // Vite's dev server injects its own inline module scripts; the policy applies to builds.
    if (!opts.dev) headers.set("Content-Security-Policy", contentSecurityPolicy(opts.nonce));
    else headers.set("Content-Security-Policy", "frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
    headers.set("Cache-Control", "no-store");
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
