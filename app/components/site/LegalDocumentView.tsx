import type { ReactNode } from "react";
import type { DocumentSection, LegalDocument } from "#content/documents.ts";
import { container, textLink } from "./styles.ts";

const dateFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric" });

/** "23 November 2026" from "2026-11-23" (read as a calendar date, whatever the server's zone). */
export function formatDocumentDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T12:00:00Z`));
}

function Section({ section, index, extra }: { section: DocumentSection; index: number; extra?: ReactNode }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
      <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
        {index + 1}. {section.heading}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {section.list ? (
          <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
            {section.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {extra}
        {section.links?.map((l) => (
          <p key={l.href}>
            <a className={`inline-flex min-h-6 items-center ${textLink}`} href={l.href}>
              {l.label}
            </a>
          </p>
        ))}
      </div>
    </section>
  );
}

/**
 * A legal page's body (/terms, /privacy): the date it changed, a contents list and numbered
 * sections. `extras` adds markup to a section by its id (the privacy policy's tables).
 */
export function LegalDocumentView({
  document,
  extras = {},
}: {
  document: LegalDocument;
  extras?: Record<string, ReactNode>;
}) {
  return (
    <div className={`${container} grid gap-12 py-16 lg:grid-cols-4`}>
      <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Contents</h2>
        <ol className="mt-3 space-y-1 text-slate-700">
          {document.sections.map((s, i) => (
            <li key={s.id}>
              <a
                className="inline-flex min-h-7 items-center hover:text-brand-700 hover:underline"
                href={`#${s.id}`}
              >
                {i + 1}. {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl space-y-12 lg:col-span-3">
        <p className="text-sm text-slate-600">
          Last updated <time dateTime={document.updated}>{formatDocumentDate(document.updated)}</time>
        </p>
        {document.sections.map((s, i) => (
          <Section key={s.id} section={s} index={i} extra={extras[s.id]} />
        ))}
      </div>
    </div>
  );
}
