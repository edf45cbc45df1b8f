import type { ProgramView } from "#server/content/views.ts";
import { FeatureIcon } from "../FeatureIcon.tsx";
import { container, sectionHeading } from "../styles.ts";

/** What you learn: the spec's 'Program Overview' block (banner image, intro, feature list). */
export function ProgramOverview({ details }: { details: ProgramView["details"] }) {
  return (
    <section id="overview" aria-labelledby="overview-heading" className={`${container} py-16`}>
      <h2 id="overview-heading" className={`${sectionHeading} md:text-4xl`}>
        Program Overview
      </h2>
      {/* A program published without a banner image (issue 32) gives its text the full width. */}
      <div className={`mt-8 grid items-start gap-10 ${details.banner.src ? "lg:grid-cols-2" : "max-w-3xl"}`}>
        {details.banner.src ? (
          <img
            src={details.banner.src}
            width={640}
            height={400}
            alt={details.banner.alt}
            loading="lazy"
            className="h-auto w-full rounded-2xl ring-1 ring-slate-200"
          />
        ) : null}
        <div>
          <p className="text-lg text-slate-700">{details.overviewIntro}</p>
          <ul className="mt-8 space-y-6">
            {details.features.map((f) => (
              <li key={f.name} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <FeatureIcon icon={f.icon} />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{f.name}</h3>
                  <p className="mt-1 text-slate-700">{f.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
