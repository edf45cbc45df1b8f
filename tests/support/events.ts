/** A reader of GET /api/admin/events: the events it has seen, and a wait for one. */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/admin/events`, { headers, signal: controller.signal });
  const seen: { event: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  let buffer = "";
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (event && data) {
            seen.push({ event, data: JSON.parse(data) });
            for (const wake of waiters.splice(0)) wake();
          }
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    seen,
    /** The first event matching, waiting at most `ms`. */
    async next(match: (e: { event: string; data: unknown }) => boolean, ms = 3_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = seen.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${ms} ms; seen ${JSON.stringify(seen)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
