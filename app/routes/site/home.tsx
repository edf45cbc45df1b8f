import { pages } from "#content/pages.ts";
import type { ProgramFeature } from "#content/programs.ts";
import { publishedContent } from "#server/content/published.ts";
import { FeatureIcon } from "#app/components/site/FeatureIcon.tsx";
import { JsonLd } from "#app/components/site/JsonLd.tsx";
import { container, textLink } from "#app/components/site/styles.ts";
import { TechLogos } from "#app/components/site/TechLogos.tsx";
import { TestimonialStrip } from "#app/components/site/Testimonials.tsx";
import { seo } from "#app/lib/seo.ts";
import { organization } from "#app/lib/structured-data.ts";
import { nextSessionTexts } from "#server/intakes/intakes.ts";
import type { Route } from "./+types/home";
import { ActionLinks, HeroIllustration } from "#app/components/site/CallToAction.tsx";

export const meta: Route.MetaFunction = ({ matches }) => seo(pages["/"], "/", matches);

/** The seed's programs' and services' icons; any other takes its first feature's (issue 32). */
const programIcons: Record<string, ProgramFeature["icon"]> = {
  "full-stack-development": "code",
  "qa-and-software-testing": "checklist",
  "data-analytics": "chart",
};
const serviceIcons: Record<string, ProgramFeature["icon"]> = {
  "web-app-development": "code",
  "mobile-app-development": "hand",
  "software-testing": "robot",
};

export async function loader({ context }: Route.LoaderArgs) {
  // The published programs, services and quotes (issue 32). "Next session" comes from the next
  // open intake (issue 14); the page cache is dropped on every intake change and every publish.
  const content = await publishedContent(context.db);
  const sessions = await nextSessionTexts(context.db, context.config.businessTimeZone);
  const seen = new Set<string>();
  const fullStack = content.programs.find((p) => p.slug === "full-stack-development");
  return {
    publicUrl: context.config.publicUrl,
    site: content.site,
    sessions,
    programs: content.programs.map((p) => ({
      slug: p.slug,
      href: p.href,
      name: p.name,
      summary: p.summary,
      facts: [p.courseType, p.studyMode, p.duration],
      fee: p.fee.total,
      icon: programIcons[p.slug] ?? p.details.features[0]?.icon ?? "briefcase",
    })),
    services: content.services.map((s) => ({
      slug: s.slug,
      href: s.href,
      name: s.name,
      description: s.description,
      startingRate: s.startingRate,
      icon: serviceIcons[s.slug] ?? "briefcase",
    })),
    // One quote per program, in order.
    quotes: content.testimonials.filter((t) => !seen.has(t.program) && seen.add(t.program)),
    // The training tile says the full stack course's duration and modes from its fields.
    fullStack: fullStack
      ? {
          href: fullStack.href,
          text: `${fullStack.durationWeeks} weeks ${(fullStack.guide.modes.short || fullStack.studyMode).toLowerCase()}, and a portfolio employers ask about.`,
        }
      : null,
  };
}

type HomeData = Route.ComponentProps["loaderData"];

const tilesOf = (fullStack: HomeData["fullStack"]) => [
  ...(fullStack
    ? [
        {
          href: fullStack.href,
          eyebrow: "Training",
          title: "Become a full stack developer",
          text: fullStack.text,
          className: "bg-brand-800 text-white",
        },
      ]
    : []),
  {
    href: "/expertise/web-app-development",
    eyebrow: "Expertise",
    title: "Web apps built for your business",
    text: "Design, development and testing by one accountable team.",
    className: "bg-teal-800 text-white",
  },
  {
    href: "/technology-research",
    eyebrow: "Research",
    title: "Put artificial intelligence to work",
    text: "Practical AI experiments that turn into features your customers use.",
    className: "bg-slate-900 text-white",
  },
];

function ProgramsSection({ sessions, programs }: Pick<HomeData, "sessions" | "programs">) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className={`${container} grid items-center gap-12 py-16 md:py-20 lg:grid-cols-2`}>
        <div>
          <p className="font-semibold text-brand-700">IT training in Sydney</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">
            Join our career ready training programs
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-700">
            Instructor-led courses in small classes, taught by people who build and test software for a
            living. Study in the evening, keep your job, and graduate with projects that prove what you can
            do.
          </p>
          <ActionLinks
            className="mt-8"
            primary={{ href: "/enrol-now", label: "Enrol Now" }}
            secondary={{ href: "#programs", label: "Explore programs" }}
          />
        </div>
        <HeroIllustration priority />
      </div>
      <div id="programs" className={`${container} pb-16 md:pb-20`}>
        <ul className="grid gap-6 md:grid-cols-3">
          {programs.map((p) => (
            <li
              key={p.slug}
              className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <FeatureIcon icon={p.icon} />
              </span>
              <h2 className="mt-5 text-xl font-semibold text-slate-900">
                <a className="after:absolute after:inset-0 hover:text-brand-700" href={p.href}>
                  {p.name}
                </a>
              </h2>
              <p className="mt-2 flex-1 text-slate-700">{p.summary}</p>
              <ul className="mt-5 flex flex-wrap gap-2 text-sm">
                {p.facts.map((fact) => (
                  <li key={fact} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                    {fact}
                  </li>
                ))}
              </ul>
              <dl className="mt-4 space-y-1 text-sm text-slate-600">
                <div className="flex gap-1">
                  <dt className="shrink-0">Next session:</dt>
                  <dd className="font-medium text-slate-800">{sessions[p.slug] ?? "TBA"}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="shrink-0">Course fee:</dt>
                  <dd className="font-medium text-slate-800">{p.fee}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TilesSection({ fullStack }: Pick<HomeData, "fullStack">) {
  const tiles = tilesOf(fullStack);
  return (
    <section aria-label="Highlights" className={`${container} py-12`}>
      <ul className="grid gap-6 md:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.href} className={`relative rounded-2xl p-8 ${t.className}`}>
            <p className="text-sm font-semibold uppercase tracking-wide opacity-90">{t.eyebrow}</p>
            <h2 className="mt-3 text-2xl font-semibold">
              <a className="after:absolute after:inset-0 hover:underline" href={t.href}>
                {t.title}
              </a>
            </h2>
            <p className="mt-3 opacity-90">{t.text}</p>
            <span aria-hidden="true" className="mt-6 inline-block font-semibold">
              Learn more →
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ServicesSection({ services }: Pick<HomeData, "services">) {
  return (
    <section className="bg-slate-50 py-16 md:py-20">
      <div className={container}>
        <p className="font-semibold text-brand-700">Software design and development</p>
        <h2 className="mt-3 max-w-2xl text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          A technology partner that designs, builds and tests with you
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {services.map((s) => (
            <li
              key={s.slug}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-800">
                <FeatureIcon icon={s.icon} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{s.name}</h3>
              <p className="mt-2 flex-1 text-slate-700">{s.description}</p>
              <p className="mt-4 text-sm font-medium text-slate-800">{s.startingRate}</p>
              <a className={`mt-4 inline-flex min-h-6 items-center ${textLink}`} href={s.href}>
                More about {s.name.toLowerCase()}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ResearchSection() {
  return (
    <section className={`${container} grid items-center gap-12 py-16 md:py-20 lg:grid-cols-2`}>
      <img
        src="/images/research.svg"
        width={560}
        height={420}
        loading="lazy"
        alt="A diagram of a neural network with connected layers of nodes"
        className="h-auto w-full rounded-3xl"
      />
      <div>
        <p className="font-semibold text-brand-700">Innovation and Technology Research</p>
        <h2 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          We explore artificial intelligence so you can use it with confidence
        </h2>
        <p className="mt-6 text-lg text-slate-700">
          Our research team tests language models, computer vision and automation on real business problems.
          What works becomes part of the software we build and of what we teach; what does not, we explain
          honestly.
        </p>
        <p className="mt-4 text-lg text-slate-700">
          The assistant in the corner of this site is one of those experiments: ask it about our courses.
        </p>
      </div>
    </section>
  );
}

function TechnologiesSection() {
  return (
    <section className="border-t border-slate-200 bg-slate-50 py-14">
      <div className={container}>
        <h2 className="text-center text-lg font-semibold text-slate-800">
          Technologies we teach and build with
        </h2>
        <div className="mt-8">
          <TechLogos />
        </div>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={organization(loaderData.publicUrl, loaderData.site)} />
      <ProgramsSection sessions={loaderData.sessions} programs={loaderData.programs} />
      <TestimonialStrip
        id="student-stories"
        heading="What our students say"
        lead="Career changers and working professionals on learning with us in the evenings and on Saturdays."
        testimonials={loaderData.quotes}
      />
      <TilesSection fullStack={loaderData.fullStack} />
      <ServicesSection services={loaderData.services} />
      <ResearchSection />
      <TechnologiesSection />
    </>
  );
}
