/**
 * Where an application is on its way (issue 36): received → in review → offer → enrolled, the
 * current step marked for sight and for screen readers (aria-current="step"), and the next step
 * with its deadline underneath. A waitlisted application shows its place in line; a rejected or
 * withdrawn one shows where it stopped.
 */
const steps = ["Received", "In review", "Offer", "Enrolled"] as const;

const reached: Record<string, number> = {
  received: 0,
  waitlisted: 0,
  "under review": 1,
  accepted: 2,
  enrolled: 3,
};

export interface Progress {
  status: string;
  /** What happens next, in a sentence (content/application-next-steps.ts). */
  nextStep: string | null;
  /** "Answer by Tue 8 Dec 2026, 11:50 pm AEDT", "Pay $1,000.00 by Mon 21 Dec 2026". */
  deadline: string | null;
  /** 1 = next in line, for a waitlisted application. */
  placeInLine: number | null;
}

export function ProgressTracker({ progress }: { progress: Progress }) {
  const stopped = progress.status === "rejected" || progress.status === "withdrawn";
  const current = reached[progress.status] ?? -1;
  return (
    <div className="mt-4" data-progress>
      <ol className="grid grid-cols-4 gap-1" aria-label="Progress of this application">
        {steps.map((label, i) => {
          const done = !stopped && i < current;
          const here = !stopped && i === current;
          return (
            <li key={label} aria-current={here ? "step" : undefined} className="flex flex-col gap-1">
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${done || here ? "bg-brand-700" : "bg-slate-200"} ${here ? "ring-2 ring-brand-700/30" : ""}`}
              />
              <span className={`text-xs ${here ? "font-semibold text-slate-900" : "text-slate-700"}`}>
                {label}
                {done ? <span className="sr-only"> (done)</span> : null}
                {here ? <span className="sr-only"> (current step)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      {stopped ? (
        <p className="mt-2 text-sm text-slate-700">{`This application is ${progress.status}.`}</p>
      ) : null}
      {progress.placeInLine ? (
        <p className="mt-2 text-sm font-semibold text-slate-900" data-place-in-line>
          {`On the waiting list: number ${progress.placeInLine} in line.`}
        </p>
      ) : null}
      {progress.nextStep ? (
        <div className="mt-3 rounded-md bg-brand-50 p-3 text-sm text-slate-800" data-next-step>
          <p className="font-semibold text-slate-900">What happens next</p>
          <p className="mt-1">{progress.nextStep}</p>
          {progress.deadline ? (
            <p className="mt-1 font-semibold text-slate-900" data-deadline>
              {progress.deadline}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
