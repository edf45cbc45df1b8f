import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type JobOptions, scheduleJob, startJob, waitBefore } from "#server/jobs/scheduler.ts";
import { setLogLevel } from "#server/log.ts";

/*
 * The one job scheduler (server/jobs/scheduler.ts), on Vitest's fake timers: what runs when is
 * decided by the timers the test moves, never by how fast the machine is.
 */

beforeEach(() => {
  vi.useFakeTimers();
  setLogLevel("silent");
});
afterEach(() => {
  vi.useRealTimers();
  setLogLevel("info");
});

/** A job every second, no jitter, unless `options` say otherwise. */
const everySecond = (task: () => Promise<unknown>, options: Partial<JobOptions> = {}) =>
  scheduleJob({ name: "t", everyMs: 1_000, jitterMs: 0, ...options }, task);

/** A run the test finishes when it wants. */
function controlled() {
  let finish = () => {};
  const task = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { task, finish: () => finish() };
}

describe("the wait between runs", () => {
  it("is the period plus at most the jitter", () => {
    expect(waitBefore(60_000, 6_000, () => 0)).toBe(60_000);
    expect(waitBefore(60_000, 6_000, () => 0.5)).toBe(63_000);
    expect(waitBefore(60_000, 6_000, () => 0.999_999)).toBe(65_999);
    for (let i = 0; i < 1_000; i++) {
      const wait = waitBefore(60_000, 6_000);
      expect(wait).toBeGreaterThanOrEqual(60_000);
      expect(wait).toBeLessThan(66_000);
    }
  });

  it("runs a job no sooner than the period and no later than the period plus the jitter", async () => {
    const task = vi.fn(async () => {});
    const job = everySecond(task, { jitterMs: 100, random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(1_049);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_050);
    expect(task).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it("waits the given time before the first run", async () => {
    const task = vi.fn(async () => {});
    const job = everySecond(task, { firstAfterMs: 10 });
    await vi.advanceTimersByTimeAsync(10);
    expect(task).toHaveBeenCalledTimes(1);
    await job.stop();
  });
});

describe("runs", () => {
  it("never overlap: a run asked for while one is under way is that run", async () => {
    const { task, finish } = controlled();
    const job = everySecond(task);
    const first = job.runNow();
    const second = job.runNow();
    expect(second).toBe(first);
    // The timer comes due meanwhile, many times over: still the one run.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await first;
    await job.stop();
  });

  it("start their wait when the run before ends, so a slow run delays the next", async () => {
    const { task, finish } = controlled();
    const job = everySecond(task);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await job.stop();
  });

  it("go on after one fails (the failure is logged, not thrown)", async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error("database away")).mockResolvedValue(undefined);
    const job = everySecond(task);
    await expect(job.runNow()).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    await job.stop();
  });
});

describe("stopping", () => {
  it("waits for a run under way, and no run starts after it", async () => {
    const { task, finish } = controlled();
    const job = everySecond(task);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
    await expect(job.runNow()).resolves.toBeUndefined();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("before the first run means no run at all", async () => {
    const task = vi.fn(async () => {});
    const job = everySecond(task, { jitterMs: undefined });
    await job.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe("the turn across processes", () => {
  it("is asked for each run, for one period, and a process without it skips the run", async () => {
    const task = vi.fn(async () => {});
    const turns = [false, true];
    const takeTurn = vi.fn(async () => turns.shift() ?? false);
    const job = everySecond(task, { name: "reminders", takeTurn });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(takeTurn).toHaveBeenLastCalledWith("reminders", 1_000);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    await job.stop();
  });
});

describe("a domain job", () => {
  it("gets the time from the clock it is given and runs at the period it is given", async () => {
    const now = new Date("2030-03-05T09:00:00Z");
    const seen: Date[] = [];
    const job = startJob({ name: "t", everyMs: 60_000 }, { everyMs: 10, clock: () => now }, async (at) => {
      seen.push(at);
      return undefined;
    });
    await vi.advanceTimersByTimeAsync(11);
    expect(seen).toEqual([now]);
    await job.stop();
  });
});
