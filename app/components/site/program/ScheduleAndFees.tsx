import { paymentTerms, refundTerms } from "#content/fees.ts";
import { classSchedule } from "#content/study.ts";
import { enrolHref } from "#app/lib/links.ts";
import { lightButton, textLink } from "../styles.ts";
import { HeadedSection } from "./HeadedSection.tsx";
import type { ProgramBlockProps } from "./program-block.ts";

/** The spec's upcoming-session banner: TBA or the fixed date text, and Enrol Now. */
function SessionBanner({
  program,
  upcomingSession,
}: {
  program: ProgramBlockProps["program"];
  upcomingSession: string;
}) {
  return (
    <div
      id="session"
      className="mt-10 flex flex-col items-start justify-between gap-6 rounded-2xl bg-slate-900 p-8 text-white md:flex-row md:items-center"
    >
      <div>
        <h3 className="text-2xl font-bold">Upcoming session</h3>
        <p className="mt-2 text-lg text-slate-200">
          {upcomingSession === "TBA"
            ? "Start date: TBA. Apply now and we will hold a place for you in the next intake."
            : `${upcomingSession}. Places are limited to small classes.`}
        </p>
      </div>
      <a className={lightButton} href={enrolHref(program.name)}>
        Enrol Now
      </a>
    </div>
  );
}

/** When classes are, how long, what a week looks like, what it costs and how it is paid. */
export function ScheduleAndFees({ program, details, guide }: ProgramBlockProps) {
  const fee = program.fee;
  const weeks = program.durationWeeks;
  return (
    <HeadedSection id="schedule" title="Schedule and fees" spacing="py-16">
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="rounded-2xl p-6 ring-1 ring-slate-200 lg:col-span-2">
          <h3 className="text-lg font-semibold text-slate-900">Class times</h3>
          <p className="mt-2 text-slate-700">{classSchedule.summary}</p>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm">
            {classSchedule.slots.map((slot) => (
              <li key={slot} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                {slot}
              </li>
            ))}
          </ul>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-600">Session length</dt>
              <dd className="font-semibold text-slate-900">{classSchedule.sessionHours} hours</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Duration</dt>
              <dd className="font-semibold text-slate-900">
                {program.duration} ({weeks * classSchedule.sessionHours} hours of class)
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Study mode</dt>
              <dd className="font-semibold text-slate-900">{guide.modes.short}</dd>
            </div>
          </dl>
          <p className="mt-4 text-slate-700">{guide.modes.detail}</p>
          <h3 className="mt-8 text-lg font-semibold text-slate-900">What a week looks like</h3>
          <ol className="mt-3 space-y-3">
            {guide.week.map((w, i) => (
              <li key={w.when} className="flex gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800">
                  {i + 1}
                </span>
                <p className="text-slate-700">
                  <strong className="font-semibold text-slate-900">{w.when}:</strong> {w.what}
                </p>
              </li>
            ))}
          </ol>
          <p className="mt-4 text-slate-700">
            Plan for {guide.selfStudy} of project work a week between classes.
          </p>
        </div>
        <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <h3 className="text-lg font-semibold text-slate-900">Course fee</h3>
          <p className="mt-2 text-4xl font-bold text-slate-900">{fee.total}</p>
          <p className="mt-1 text-slate-700">{fee.instalments}. GST included.</p>
          <ul className="mt-5 list-disc space-y-2 pl-5 text-slate-700 marker:text-brand-600">
            <li>{paymentTerms.applying}</li>
            <li>{paymentTerms.when}</li>
            <li>{paymentTerms.options}</li>
            <li>{refundTerms.summary}</li>
          </ul>
          <p className="mt-5">
            <a className={`inline-flex min-h-6 items-center ${textLink}`} href="/terms#fees">
              Enrolment terms and conditions
            </a>
          </p>
        </div>
      </div>
      <SessionBanner program={program} upcomingSession={details.upcomingSession} />
    </HeadedSection>
  );
}
