import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { adminAccessOf } from "#server/accounts/admin-access.ts";
import { mailDir } from "#server/mail/transport.ts";
import { formatDate } from "#app/lib/dates.ts";
import { done, type FormResult, fieldsOf } from "#app/lib/form-result.ts";
import { orErrorPage, pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { recordHref } from "#server/admin/sections/shape.ts";
import { sections } from "#server/admin/sections/index.ts";
import { DomainError } from "#server/domain/errors.ts";
import { NOTE_MAX, timelineKindLabels, timelineKinds } from "#server/people/identity.ts";
import { addNote, personHeader, personNotes, updateNote } from "#server/people/people.ts";
import { erasePerson, erasurePreview } from "#server/people/privacy.ts";
import { tableTitles } from "#server/people/table-titles.ts";
import { lenientTimelineQuery, personTimeline, resolvePerson } from "#server/people/timeline.ts";
import type { Route } from "./+types/person";

/**
 * One person (docs/decisions/0083): who they are, everything held about them as one timeline
 * (filtered by kind and paged with links, so it works without JavaScript), staff notes, the
 * export and the erasure (a confirmation page naming what will go, then a POST).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  const email = await orErrorPage(resolvePerson(context.db, params.id));
  const url = new URL(request.url);
  const query = lenientTimelineQuery(url.searchParams);
  const [header, timeline, notes] = await Promise.all([
    personHeader(context.db, email),
    personTimeline(context.db, email, query),
    personNotes(context.db, email),
  ]);
  // Export and erasure are administrators' (docs/security.md); staff see neither control.
  const mayHandleData = (await adminAccessOf(context.db, session.account.id))?.role === "administrator";
  const confirmErase = mayHandleData && url.searchParams.get("erase") === "confirm";
  return {
    mayHandleData,
    header,
    timeline,
    query,
    notes,
    me: session.account.id,
    erasure: confirmErase ? await erasurePreview(context.db, email) : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const email = await orErrorPage(resolvePerson(context.db, params.id));
  const form = (await readForm(request)).fields;
  return pageAction(
    async () => {
      if (form.intent === "note") {
        const reply = await addNote(context.db, email, { text: form.text }, session.account.id);
        return done(reply.message, { form: "note" });
      }
      if (form.intent === "edit-note") {
        const reply = await updateNote(
          context.db,
          email,
          form.noteId ?? "",
          { text: form.text },
          session.account.id,
        );
        return done(reply.message, { form: `note-${form.noteId}` });
      }
      if (form.intent === "erase") {
        await erasePerson(context.db, email, session.account.id, { mailDir: mailDir(context.config) });
        return redirect("/admin/people?erased=1");
      }
      throw new DomainError("invalid", ["Unknown action"]);
    },
    { form: form.intent === "edit-note" ? `note-${form.noteId}` : (form.intent ?? "") },
  );
}

const pageSize = 20;

export default function PersonPage({ loaderData, params }: Route.ComponentProps) {
  const { header, timeline, query, notes, me, erasure, mayHandleData } = loaderData;
  const reply = useActionData() as (FormResult & { form?: string }) | undefined;
  // A note added or saved is a toast; the new note's and the erasure's problems show by their forms.
  const { toast, dismiss } = useResultToast(
    reply && (reply.ok || (reply.form !== "note" && reply.form !== "erase")) ? reply : undefined,
  );
  const navigation = useNavigation();
  const base = `/admin/people/${params.id}`;
  const title = header.name ?? header.email;
  const hrefOf = (kind: string | undefined, offset = 0) => {
    const search = new URLSearchParams();
    if (kind) search.set("kind", kind);
    if (offset > 0) search.set("offset", String(offset));
    const text = search.toString();
    return text ? `${base}?${text}` : base;
  };
  const pages = Math.max(1, Math.ceil(timeline.total / pageSize));
  const noteError =
    reply && !reply.ok && reply.form === "note" ? (fieldsOf(reply)?.text ?? reply.failure) : undefined;
  const exportHref = `/api/admin/people/${params.id}/export`;

  return (
    <div className="max-w-4xl" data-person-page>
      <title>{`${title} | People | Admin`}</title>
      <p className="text-sm">
        <Link to="/admin/people" className="text-brand-700 underline">
          People
        </Link>
      </p>
      <h1 className="mt-2 break-words text-2xl font-bold text-slate-900">{title}</h1>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-700">Email</dt>
          <dd className="break-all">{header.email}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Phone</dt>
          <dd>{header.phone ?? "—"}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-slate-700">Account</dt>
          <dd>
            {header.account ? (
              <>
                <Link
                  className="text-brand-700 underline"
                  to={recordHref(sections.students, header.account.id)}
                >
                  Portal account
                </Link>{" "}
                since {formatDate(header.account.createdAt)}
                {header.account.verified ? " (e-mail verified)" : " (e-mail not verified)"}
              </>
            ) : (
              "No portal account"
            )}
          </dd>
        </div>
      </dl>
      {header.erasureRequestedAt ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm"
          data-erasure-request
        >
          This person asked to be erased on {formatDate(header.erasureRequestedAt, true)}.{" "}
          {mayHandleData
            ? "Confirm it with “Erase this person” below."
            : "An administrator confirms and carries out erasures."}
        </p>
      ) : null}

      {mayHandleData ? (
        <div className="mt-4 flex flex-wrap gap-3 text-sm">
          <a
            className="rounded-md border border-slate-300 bg-white px-3 py-2 font-medium text-slate-900 hover:bg-slate-50"
            href={exportHref}
            download
          >
            Download data (JSON)
          </a>
          <a
            className="rounded-md border border-slate-300 bg-white px-3 py-2 font-medium text-slate-900 hover:bg-slate-50"
            href={`${exportHref}?format=html`}
            download
          >
            Download data (readable page)
          </a>
          <Link
            className="rounded-md border border-red-300 bg-white px-3 py-2 font-medium text-red-800 hover:bg-red-50"
            to={`${base}?erase=confirm#erase`}
          >
            Erase this person
          </Link>
        </div>
      ) : null}

      {erasure ? (
        <section
          id="erase"
          aria-labelledby="erase-heading"
          className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <h2 id="erase-heading" className="text-lg font-semibold text-red-900">
            Erase {title}?
          </h2>
          <p className="mt-1 text-sm text-slate-800">
            This removes everything held about {header.email}, and cannot be undone. What will go:
          </p>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-800" data-erasure-preview>
            {erasure.map((item) => (
              <li key={item.table}>
                {tableLabels[item.table] ?? item.table}: {item.rows} {item.rows === 1 ? "row" : "rows"}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-800">
            Applications, consultations, leads and chats stay as counts, without anything naming the person.
            The audit log records that you erased someone, not who.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="erase" />
              <button
                type="submit"
                className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
              >
                Erase everything
              </button>
            </Form>
            <Link
              to={base}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium"
            >
              Cancel
            </Link>
          </div>
          {reply && !reply.ok && reply.form === "erase" ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {reply.failure}
            </p>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="notes-heading" className="mt-8">
        <h2 id="notes-heading" className="text-lg font-semibold text-slate-900">
          Staff notes
        </h2>
        <Form method="post" className="mt-2" preventScrollReset>
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="note-text" className="block text-sm font-medium text-slate-800">
            New note
          </label>
          <textarea
            id="note-text"
            name="text"
            rows={3}
            maxLength={NOTE_MAX}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? "note-text-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 p-2 text-sm"
            key={reply?.ok && reply.form === "note" ? `added-${notes.length}` : "note"}
          />
          {noteError ? (
            <p id="note-text-error" className="mt-1 text-sm text-red-700">
              {noteError}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="mt-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Add note
          </button>
        </Form>
        <ul className="mt-4 space-y-3" data-notes>
          {notes.map((note) => (
            <li
              key={note.id}
              id={`note-${note.id}`}
              className="rounded-md border border-slate-200 bg-white p-3 text-sm"
            >
              <p className="text-slate-600">
                <span className="font-medium text-slate-900">
                  {note.authorName ?? "A former staff member"}
                </span>{" "}
                on <time dateTime={note.createdAt}>{formatDate(note.createdAt, true)}</time>
                {note.updatedAt !== note.createdAt ? " (edited)" : ""}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{note.text}</p>
              {note.authorId === me ? (
                <details className="mt-2">
                  <summary className="cursor-pointer text-brand-700">Edit note</summary>
                  <Form method="post" className="mt-2" preventScrollReset>
                    <input type="hidden" name="intent" value="edit-note" />
                    <input type="hidden" name="noteId" value={note.id} />
                    <label htmlFor={`edit-${note.id}`} className="sr-only">
                      Note text
                    </label>
                    <textarea
                      id={`edit-${note.id}`}
                      name="text"
                      rows={3}
                      maxLength={NOTE_MAX}
                      defaultValue={note.text}
                      className="block w-full rounded-md border border-slate-300 p-2"
                    />
                    <button
                      type="submit"
                      className="mt-2 rounded-md border border-slate-300 px-3 py-1 font-medium"
                    >
                      Save note
                    </button>
                  </Form>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="timeline-heading" className="mt-8">
        <h2 id="timeline-heading" className="text-lg font-semibold text-slate-900">
          Timeline
        </h2>
        <nav aria-label="Filter the timeline" className="mt-2">
          <ul className="flex flex-wrap gap-2 text-sm">
            {[undefined, ...timelineKinds].map((kind) => (
              <li key={kind ?? "all"}>
                <Link
                  to={hrefOf(kind)}
                  preventScrollReset
                  aria-current={query.kind === kind ? "page" : undefined}
                  className={`inline-block rounded-full border px-3 py-1 ${query.kind === kind ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800"}`}
                >
                  {kind ? timelineKindLabels[kind] : "All"}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {timeline.data.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">Nothing of this kind.</p>
        ) : (
          <ol className="mt-4 space-y-2" data-timeline>
            {timeline.data.map((event) => (
              <li
                key={`${event.kind}-${event.at}-${event.link ?? event.summary}`}
                className="rounded-md border border-slate-200 bg-white p-3 text-sm"
                data-kind={event.kind}
              >
                <p className="text-xs text-slate-600">
                  <time dateTime={event.at}>{formatDate(event.at, true)}</time> ·{" "}
                  {timelineKindLabels[event.kind]}
                </p>
                <p className="mt-1 break-words text-slate-900">
                  {event.link ? (
                    <Link to={event.link} className="text-brand-700 hover:underline">
                      {event.summary}
                    </Link>
                  ) : (
                    event.summary
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
        <nav aria-label="Timeline pages" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <span>
            Page {query.offset + 1} of {pages} ({timeline.total} events)
          </span>
          {query.offset > 0 ? (
            <Link
              to={hrefOf(query.kind, query.offset - 1)}
              preventScrollReset
              className="text-brand-700 underline"
            >
              Newer
            </Link>
          ) : null}
          {query.offset + 1 < pages ? (
            <Link
              to={hrefOf(query.kind, query.offset + 1)}
              preventScrollReset
              className="text-brand-700 underline"
            >
              Older
            </Link>
          ) : null}
        </nav>
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}

/** The erasure preview names each table as the export does, but erasure removes the person's copies from the change history. */
const tableLabels: Record<string, string> = { ...tableTitles, audit_log: "Copies in the change history" };
