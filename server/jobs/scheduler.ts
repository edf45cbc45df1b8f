// The one scheduler of the server's background jobs (docs/decisions/0104): the mail worker,
// privacy retention, consultation and payment reminders, waitlist offers, card reconciliation and
// the follow-up digest all run through it.
import { log } from "../log.ts";

/**
 * Takes the job's turn across processes, or says another process has it: true when this process
 * may run the job now. server/jobs/leases.ts keeps the turns in the database.
 */
export type TakeTurn = (job: string, forMs: number) => Promise<boolean>;

export interface JobOptions {
  /** Names the job in logs and in the leases table. */
  name: string;
  /** The time between the end of one run and the start of the next. */
  everyMs: number;
  /** The wait before the first run (default: one period), so jobs do not compete with start-up. */
  firstAfterMs?: number;
  /**
   * Up to this much more is added to each wait, at random, so that servers started together do
   * not run their jobs in step (default: a tenth of the period).
   */
  jitterMs?: number;
  /**
   * Run once across processes: each run first takes the job's turn for one period; a process that
   * does not get it skips the run. Left out, every process runs the job (the mail worker: its
   * messages are claimed row by row, so more servers deliver more).
   */
  takeTurn?: TakeTurn;
  /** For tests: a number in [0, 1), as Math.random. */
  random?: () => number;
}

/**
 * What start-up passes every job (server/index.ts): the turn across processes on PostgreSQL, and
 * for tests a clock and a shorter period (tests/support/e2e-server.ts).
 */
export interface JobSettings {
  everyMs?: number;
  clock?: () => Date;
  takeTurn?: TakeTurn;
}

export interface Job {
  /**
   * Runs the job now, unless a run is under way: then the running one is what is awaited (runs
   * never overlap). Resolves when the run is over; the job's own failure is logged, not thrown.
   */
  runNow(): Promise<void>;
  /** No more runs; resolves once a run under way has finished (a graceful shutdown waits for it). */
  stop(): Promise<void>;
}

/** The wait before a run: the period plus up to `jitterMs` more. */
export function waitBefore(everyMs: number, jitterMs: number, random: () => number = Math.random): number {
  return everyMs + Math.floor(random() * jitterMs);
}

/**
 * Runs `task` every `everyMs` (plus jitter) until stopped. The timer is unref'd, so it never keeps
 * the process alive. The next wait starts when a run ends, so a slow run delays the next one
 * instead of piling runs up.
 */
export function scheduleJob(options: JobOptions, task: () => Promise<unknown>): Job {
  const jitterMs = options.jitterMs ?? Math.floor(options.everyMs / 10);
  const random = options.random ?? Math.random;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runOnce(): Promise<void> {
    try {
      if (options.takeTurn && !(await options.takeTurn(options.name, options.everyMs))) return;
      if (stopped) return;
      await task();
    } catch (error) {
      log.error(`job ${options.name} failed`, error);
    }
  }

  function runNow(): Promise<void> {
    if (running) return running;
    if (stopped) return Promise.resolve();
    running = runOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  function plan(waitMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void runNow().then(() => plan(waitBefore(options.everyMs, jitterMs, random)));
    }, waitMs);
    timer.unref();
  }

  plan(options.firstAfterMs ?? waitBefore(options.everyMs, jitterMs, random));

  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

/**
 * A domain job on the scheduler: `run` gets the time from the settings' clock and returns what to
 * log when it did something (nothing when there was nothing to do).
 */
export function startJob(
  job: { name: string; everyMs: number; firstAfterMs?: number },
  settings: JobSettings,
  run: (now: Date) => Promise<string | undefined>,
): Job {
  const clock = settings.clock ?? (() => new Date());
  return scheduleJob(
    {
      name: job.name,
      everyMs: settings.everyMs ?? job.everyMs,
      firstAfterMs: settings.everyMs === undefined ? job.firstAfterMs : undefined,
      takeTurn: settings.takeTurn,
    },
    async () => {
      const said = await run(clock());
      if (said) log.info(said);
    },
  );
}
