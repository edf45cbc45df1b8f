import { pages } from "#content/pages.ts";
import { container, lightButton, primaryButton } from "#app/components/site/styles.ts";
import { FeatureIcon } from "#app/components/site/FeatureIcon.tsx";
import { seo } from "#app/lib/seo.ts";
import type { Route } from "./+types/technology-research";

const page = pages["/technology-research"];

export const meta: Route.MetaFunction = ({ matches }) => seo(page, "/technology-research", matches);

const areas = [
  {
    icon: "robot",
    name: "Language models",
    text: "Assistants that answer from your own documents, draft replies and summarise, with guardrails and human review.",
  },
  {
    icon: "chart",
    name: "Predictive analytics",
    text: "Forecasts of demand, churn and risk from the data you already collect, explained in plain language.",
  },
  {
    icon: "checklist",
    name: "Intelligent automation",
    text: "Document reading, classification and routing that takes repetitive work off your team's desk.",
  },
] as const;

export default function Page() {
  return (
    <>
      <section className="bg-slate-950 text-white">
        <div className={`${container} grid items-center gap-12 py-16 md:py-24 lg:grid-cols-2`}>
          <div>
            <p className="font-semibold text-sky-300">Technology research</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-5xl">
              Innovation and Technology Research
            </h1>
            <p className="mt-6 text-lg text-slate-200">
              We research artificial intelligence so our clients can use it safely and profitably: we
              prototype quickly, measure honestly and only ship what works.
            </p>
            <a className={`mt-8 ${lightButton}`} href="/contact-us">
              Get in touch
            </a>
          </div>
          <img
            src="/images/research.svg"
            width={560}
            height={420}
            alt="A diagram of a neural network with connected layers of nodes"
            className="h-auto w-full rounded-3xl ring-1 ring-white/10"
            fetchPriority="high"
          />
        </div>
      </section>
      <section aria-labelledby="areas-heading" className={`${container} py-16`}>
        <h2 id="areas-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          What we are working on
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {areas.map((a) => (
            <li key={a.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <FeatureIcon icon={a.icon} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{a.name}</h3>
              <p className="mt-2 text-slate-700">{a.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-8 md:flex-row md:items-center md:justify-between">
          <p className="text-lg font-semibold text-slate-900">Have an idea AI could help with?</p>
          <a className={primaryButton} href="/expertise/book-a-free-consultation">
            Book a free consultation
          </a>
        </div>
      </section>
    </>
  );
}
