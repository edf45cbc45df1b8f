/** One generated hostile request: where it goes, the raw body, and a short label for failures. */
export interface HostileCase {
  path: string;
  body: string;
  label: string;
}

/**
 * Posts every case, each from its own client address (the server trusts X-Forwarded-For from
 * loopback) so per-IP limits do not turn them all into 429s, and returns how many were sent and
 * which answers `isBad` rejected.
 */
export async function postAll(
  baseUrl: string,
  cases: Iterable<HostileCase>,
  options: {
    contentType: string;
    subnet: number;
    isBad: (res: Response, body: string) => boolean;
    /** Sent with every case, e.g. a back-office token. */
    headers?: Record<string, string>;
  },
): Promise<{ count: number; failures: string[] }> {
  let count = 0;
  const failures: string[] = [];
  for (const { path, body, label } of cases) {
    count += 1;
    const res = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...options.headers,
        "content-type": options.contentType,
        "x-forwarded-for": `10.${options.subnet}.${count % 250}.${(count >> 8) % 250}`,
      },
      body,
    });
    if (options.isBad(res, await res.text())) failures.push(`${res.status} ${path} ${label}`);
  }
  return { count, failures };
}

/**
 * The valid body of a sign-in case with an e-mail of its own, unless the case is about the
 * e-mail field. Repeated failures for one e-mail are slowed down on purpose (the sign-in limits,
 * server/accounts/sign-in-throttle.ts); these cases are about parsing, not guessing.
 */
export function ownEmail<T extends object>(path: string, field: string, valid: T, n: number): T {
  return path.includes("sign-in") && field !== "email"
    ? { ...valid, email: `hostile${n}@example.com` }
    : valid;
}
