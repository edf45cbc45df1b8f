/** Small JSON helpers for API tests against a TestServer. */
export function apiClient(baseUrl: string) {
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: test replies are inspected field by field
    const json: any = text ? JSON.parse(text) : undefined;
    return { status: res.status, headers: res.headers, json };
  }
  return {
    get: (path: string, headers?: Record<string, string>) => call("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call("POST", path, body ?? {}, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call("PUT", path, body ?? {}, headers),
  };
}

/** The reset link queued in the outbox for `to`, newest first. */
export function resetLinkFrom(text: string): URL {
  const match = /(https?:\/\/\S+reset-password\?\S+)/.exec(text);
  if (!match) throw new Error(`No reset link in: ${text}`);
  return new URL(match[1]!);
}
