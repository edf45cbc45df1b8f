import type { Instructor } from "#content/program-details.ts";
import { HeadedSection } from "./HeadedSection.tsx";
import { Portrait } from "../Portrait.tsx";
import { secondaryButton } from "../styles.ts";

/** The spec's instructor profile: picture, name, role, intro. */
export function InstructorProfile({ instructor }: { instructor: Instructor }) {
  return (
    <HeadedSection id="instructor" title="Meet your instructor" spacing="pb-16">
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
    </HeadedSection>
  );
}
