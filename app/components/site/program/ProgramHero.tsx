import { classSchedule } from "#content/study.ts";
import { enrolHref } from "#app/lib/links.ts";
import { container, lightButton } from "../styles.ts";
import type { ProgramBlockProps } from "./program-block.ts";

/** The program page's first block: name, promise, and the facts people look for first. */
export function ProgramHero({ program, details, guide }: ProgramBlockProps) {
  const facts: [string, string][] = [
    ["Course type", program.courseType],
    ["Study mode", guide.modes.short],
    ["Duration", program.duration],
    ["Classes", `One ${classSchedule.sessionHours}-hour class a week`],
    ["Course fee", program.fee.total],
    ["Next session", details.upcomingSession],
  ];
  return (
    <section id="hero" className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className={`${container} grid items-center gap-12 py-16 md:py-24 lg:grid-cols-3`}>
        <div className="lg:col-span-2">
          <p className="font-semibold text-brand-100">{program.courseType}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{program.name}</h1>
          <p className="mt-4 max-w-3xl text-2xl font-medium text-brand-50">{details.heroTitle}</p>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">{details.heroText}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a className={lightButton} href={enrolHref(program.name)}>
              Apply for this course
            </a>
            <a
              className="inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
              href="#outline"
            >
              Download the outline
            </a>
          </div>
        </div>
        <dl className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur">
          {facts.map(([term, value]) => (
            <div
              key={term}
              className="flex justify-between gap-4 border-b border-white/15 py-3 last:border-0"
            >
              <dt className="text-brand-100">{term}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
