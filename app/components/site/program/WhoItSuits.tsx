import type { ProgramView } from "#server/content/views.ts";
import { careersSupport, equipment } from "#content/study.ts";
import { container, sectionHeading, textLink } from "../styles.ts";

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </div>
  );
}

const bullets = "list-disc space-y-2 pl-5 marker:text-brand-600";

/** Who the program suits, what to have before starting (equipment too), and where it can lead. */
export function WhoItSuits({ programName, guide }: { programName: string; guide: ProgramView["guide"] }) {
  return (
    <section id="suits" aria-labelledby="suits-heading" className="bg-slate-50 py-16">
      <div className={container}>
        <h2 id="suits-heading" className={sectionHeading}>
          Who it suits
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Is {programName} right for you? What students have in common, and what you need before day one.
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <Card title="It suits">
            <ul className={bullets}>
              {guide.suits.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </Card>
          <Card title="Before you start">
            <ul className={bullets}>
              {guide.prerequisites.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <p>
              <strong className="font-semibold text-slate-900">Equipment:</strong> {equipment.summary}{" "}
              {guide.equipmentNote ?? ""}
            </p>
          </Card>
          <Card title="Careers support">
            <p>{careersSupport.summary}</p>
            <p>Roles graduates apply for: {guide.roles.join(", ")}.</p>
            <p>{careersSupport.honesty}</p>
            <p>
              <a className={`inline-flex min-h-6 items-center ${textLink}`} href="/faq#careers">
                How careers support works
              </a>
            </p>
          </Card>
        </div>
      </div>
    </section>
  );
}
