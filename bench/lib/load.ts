import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  requests: number;
}

export interface LoadTarget {
  name: string;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A fresh JSON body per request (e.g. unique e-mails), or a fixed one. */
  body?: () => unknown;
}

/** Random loopback-proxy client address, so per-IP rate limits see many clients (trust proxy: loopback). */
export function randomClientIp(): string {
  return `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

/** Drives one target with autocannon from this process (the server runs in another). */
export async function drive(
  target: LoadTarget,
  options: { seconds: number; connections: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? "GET",
    connections: options.connections,
    duration: options.seconds,
    headers: target.headers,
    requests: target.body
      ? [
          {
            setupRequest: (req) => ({
              ...req,
              headers: {
                ...req.headers,
                "content-type": "application/json",
                "x-forwarded-for": randomClientIp(),
              },
              body: JSON.stringify(target.body!()),
            }),
          },
        ]
      : undefined,
  });
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * Drives a target once untimed, then measures it. Without the warm-up the first target of a run
 * (the static-file baseline) was measured while V8 was still compiling the server's hot paths and
 * came out at half its warm rate, which flattered every ratio against it.
 */
export async function driveWarm(
  target: LoadTarget,
  options: { seconds: number; connections: number },
  warmSeconds = 1,
): Promise<LoadResult> {
  await drive(target, { ...options, seconds: warmSeconds });
  return drive(target, options);
}
