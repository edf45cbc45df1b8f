import { formatDateTime } from "#app/lib/dates.ts";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { type FormResult, fieldsOf } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { orErrorPage } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { timeTableOptions } from "#content/options.ts";
import { catalogueEntries, programNameOfSlug } from "#content/programs.ts";
import { noticeCookie } from "#app/lib/admin-notice.server.ts";
import { formatDay } from "#forms/dates.ts";
import { refreshProgramCatalogue } from "#server/content/published.ts";
import { intakeModes, intakeStatuses } from "#forms/admin/intake.ts";
import { createIntake, getIntake, updateIntake } from "#server/intakes/intakes.ts";
import { waitingPerProgram } from "#server/intakes/interest.ts";
import { offersOfIntake } from "#server/intakes/offers.ts";
import type { Route } from "./+types/intake-form";

/**
 * The back-office intake page (issue 14): /admin/intakes/new creates one, /admin/intakes/:id/edit
 * edits or closes one. The same domain code as POST/PUT /api/admin/intakes; works without
 * JavaScript (a plain form post, then back to the list).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const waiting = await waitingPerProgram(context.db);
  // Every program of the content store (issue 32): staff set up a new program's intake before
  // publishing it, so drafts are offered too, marked as such.
  await refreshProgramCatalogue(context.db);
  const programs = catalogueEntries().map((p) => ({
    slug: p.slug,
    name: p.name,
    label: p.published ? p.name : `${p.name} (not published)`,
  }));
  if (!params.id) return { intake: null, offers: [], waiting, programs };
  const intake = await orErrorPage(getIntake(context.db, params.id));
  return { intake, offers: await offersOfIntake(context.db, intake.id), waiting, programs };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const { fields: values, data: formData } = await readForm(request);
  const adminId = session.account.id;
  return pageAction(
    async () => {
      // Back to the list, which says what was saved (app/lib/admin-notice.server.ts).
      const toList = (message: string) =>
        redirect("/admin/intakes", { headers: { "Set-Cookie": noticeCookie(context.config, message) } });
      if (params.id && values.intent === "close") {
        const { data } = await updateIntake(
          context.db,
          params.id,
          { status: "closed" },
          adminId,
          context.config,
        );
        return toList(intakeSaved("closed", data));
      }
      const body = { ...values, timetable: formData.getAll("timetable").map(String) };
      if (params.id) {
        const { data } = await updateIntake(context.db, params.id, body, adminId, context.config);
        return toList(intakeSaved("saved", data));
      }
      const { data } = await createIntake(context.db, body, adminId, context.config);
      return toList(intakeSaved("created", data));
    },
    { values },
  );
}

/** What the intakes list says after a save: which intake, and what it means for applicants. */
function intakeSaved(
  what: "created" | "saved" | "closed",
  intake: { program: string; startDate: string },
): string {
  const name = `${programNameOfSlug(intake.program)}, starting ${formatDay(intake.startDate)}`;
  if (what === "closed") return `Intake closed: ${name}. New applicants can no longer choose it.`;
  return what === "created" ? `Intake created: ${name}.` : `Intake saved: ${name}.`;
}

export default function IntakeForm({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const { intake, offers, waiting, programs } = loaderData;
  const failed = actionData && !actionData.ok ? (actionData.values as Record<string, string>) : undefined;
  const errors = fieldsOf(actionData) ?? {};
  const value = (name: string, fallback: string | number | undefined) =>
    failed ? (failed[name] ?? "") : fallback === undefined ? "" : String(fallback);
  const heading = intake ? "Edit intake" : "New intake";
  const chosen = new Set(intake?.timetable ?? []);
  const failure = actionData && !actionData.ok ? actionData.failure : undefined;
  return (
    <>
      <title>{`${heading} | Admin`}</title>
      <p>
        <a
          href="/admin/intakes"
          className="text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          Back to intakes
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{heading}</h1>
      {intake ? (
        <p className="mt-1 text-slate-700" data-intake-seats>
          {`${intake.seatsTaken} of ${intake.capacity} seats taken, ${intake.seatsLeft} left, ${intake.waitlist} on the waitlist. Status: ${intake.status}.`}
        </p>
      ) : null}
      {failure ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {failure}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-6" noValidate>
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold text-slate-900">Intake</legend>
          <Field
            name="program"
            label="Program"
            as="select"
            required
            placeholder="Choose a program"
            options={programs.map((p) => ({ value: p.slug, label: p.label }))}
            defaultValue={value("program", intake?.program)}
            error={errors.program}
            className="sm:col-span-2"
          />
          <Field
            name="startDate"
            label="Start date"
            type="date"
            required
            defaultValue={value("startDate", intake?.startDate)}
            error={errors.startDate}
          />
          <Field
            name="endDate"
            label="End date"
            type="date"
            required
            defaultValue={value("endDate", intake?.endDate)}
            error={errors.endDate}
          />
          <Field
            name="mode"
            label="Mode"
            as="select"
            required
            options={intakeModes.map((m) => ({ value: m, label: m === "campus" ? "On campus" : "Online" }))}
            defaultValue={value("mode", intake?.mode ?? "campus")}
            error={errors.mode}
          />
          <Field
            name="capacity"
            label="Capacity (seats)"
            type="number"
            required
            defaultValue={value("capacity", intake?.capacity ?? 20)}
            error={errors.capacity}
          />
          <Field
            name="status"
            label="Status"
            as="select"
            required
            options={intakeStatuses.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
            defaultValue={value("status", intake?.status ?? "open")}
            error={errors.status}
          />
          <fieldset className="sm:col-span-2" aria-describedby="timetable-error">
            <legend className="text-sm font-medium text-slate-800">Class times</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {timeTableOptions.map((slot) => (
                <label key={slot} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="timetable"
                    value={slot}
                    defaultChecked={chosen.has(slot)}
                    className="size-4"
                  />
                  {slot}
                </label>
              ))}
            </div>
            <p id="timetable-error" className="mt-1 text-sm text-red-700">
              {errors.timetable ?? errors["timetable.0"] ?? ""}
            </p>
          </fieldset>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" pending={navigation.state === "submitting"}>
            {intake ? "Save intake" : "Create intake"}
          </Button>
          {intake && intake.status === "open" ? (
            <button
              type="submit"
              name="intent"
              value="close"
              formNoValidate
              className="min-h-10 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50"
            >
              Close intake
            </button>
          ) : null}
        </div>
      </Form>
      {intake ? (
        <section aria-labelledby="offers-heading" className="mt-10">
          <h2 id="offers-heading" className="text-lg font-semibold text-slate-900">
            Waitlist offers
          </h2>
          {offers.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">No seat has been offered to the waitlist yet.</p>
          ) : (
            <table className="mt-3 min-w-full divide-y divide-slate-200 rounded-lg bg-white text-left text-sm shadow-sm">
              <thead className="bg-slate-50 text-xs font-semibold uppercase text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Applicant
                  </th>
                  <th scope="col" className="px-4 py-2">
                    State
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Offer held until
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {offers.map((o) => (
                  <tr key={o.id} data-offer-row>
                    <td className="px-4 py-2">{o.email}</td>
                    <td className="px-4 py-2 capitalize">{o.status}</td>
                    <td className="px-4 py-2">{formatDateTime(o.expiresAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
      <section aria-labelledby="waiting-heading" className="mt-10">
        <h2 id="waiting-heading" className="text-lg font-semibold text-slate-900">
          Waiting to hear about the next intake
        </h2>
        <ul className="mt-2 space-y-1 text-sm text-slate-800">
          {programs.map((p) => (
            <li key={p.slug} data-waiting={p.slug}>
              {`${p.name}: ${waiting[p.slug] ?? 0}`}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
