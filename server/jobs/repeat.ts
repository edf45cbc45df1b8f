// Timers for the server's background jobs. Each timer is unref'd, so it never keeps the process
// alive, and each function returns the function that stops it. `task` handles its own errors.

/** Calls `task` every `everyMs`; a tick is skipped while the previous call is still running. */
export function repeatWithoutOverlap(task: () => Promise<unknown>, everyMs: number): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void task().finally(() => {
      running = false;
    });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Calls `task` once `firstAfterMs` after start (not to compete with start-up), then every `everyMs`. */
export function repeatAfterDelay(task: () => unknown, firstAfterMs: number, everyMs: number): () => void {
  const first = setTimeout(task, firstAfterMs);
  const timer = setInterval(task, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
