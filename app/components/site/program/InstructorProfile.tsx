import type { Instructor } from "#content/program-details.ts";
import { Portrait } from "../Portrait.tsx";
import { container, secondaryButton } from "../styles.ts";

/** The spec's instructor profile: picture, name, role, intro. */
export function InstructorProfile({ instructor }: { instructor: Instructor }) {
  return (
    <section id="instructor" aria-labelledby="instructor-heading" className={`${container} pb-16`}>
      <h2 id="instructor-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Meet your instructor
      </h2>
      <div className="mt-8 flex flex-col gap-8 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:flex-row sm:items-center md:p-10">
        <Portrait style={instructor.portrait} name={instructor.name} size={144} />
        <div>
          <p className="text-xl font-semibold text-slate-900">{instructor.name}</p>
          <p className="font-medium text-brand-700">{instructor.role}</p>
          <p className="mt-3 max-w-2xl text-slate-700">{instructor.intro}</p>
          <a className={`mt-5 ${secondaryButton}`} href="/our-people">
            Meet the whole team
          </a>
        </div>
      </div>
    </section>
  );
}
