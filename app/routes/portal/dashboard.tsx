import { Avatar } from "#app/components/ui/Avatar.tsx";
import { ProgramImage } from "#app/components/portal/ProgramImage.tsx";
import { StatusBadge } from "#app/components/portal/StatusBadge.tsx";
import { requireAccount } from "#app/lib/auth.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { nextSteps } from "#content/application-next-steps.ts";
import { programByName } from "#content/programs.ts";
import { listApplicationsOf } from "#server/accounts/applications.ts";
import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { notFound } from "#server/domain/errors.ts";
import { longDate } from "#server/intakes/labels.ts";
import { answerOffer, offersOf } from "#server/intakes/offers.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => privateMeta("Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = await requireAccount(request, context, "student");
  const applications = await listApplicationsOf(context.db, account);
  const offers = (
    await offersOf(
      context.db,
      applications.map((a) => a.id),
    )
  ).filter((o) => o.status === "pending");
  return {
    offers: offers.map((o) => ({
      id: o.id,
      course: o.course,
      start: longDate(o.startDate),
      until: o.expiresAt.replace("T", " ").slice(0, 16),
    })),
    applications: applications.map((a) => ({
      id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      course: a.course,
      status: a.status,
      startDate: a.enrolmentDate ? formatDate(a.enrolmentDate) : null,
      timeTable: a.timeTable,
      nextStep: nextSteps[a.status] ?? null,
      created: formatDate(a.createdAt),
      createdIso: a.createdAt.toISOString(),
    })),
  };
}

/** Accept or Decline a pending seat offer (issue 14): plain POST forms, for the student's own applications. */
export async function action({ request, context }: Route.ActionArgs) {
  const { account } = await requireAccount(request, context, "student");
  const form = (await readForm(request)).fields;
  return pageAction(async () => {
    const mine = await listApplicationsOf(context.db, account);
    const offers = await offersOf(
      context.db,
      mine.map((a) => a.id),
    );
    const offer = offers.find((o) => o.id === form.offerId);
    if (!offer) throw notFound("Offer not found");
    const answer = form.answer === "decline" ? "decline" : "accept";
    const { message } = await answerOffer(context.db, context.config, { offerId: offer.id, answer });
    return done(message);
  });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { applications, offers } = loaderData;
  const result = actionData as FormResult | undefined;
  return (
    <>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mb-6 rounded-md border px-4 py-3 text-sm ${result.ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"}`}
        >
          {result.ok ? result.message : result.failure}
        </p>
      ) : null}
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Your applications</h1>
      <p className="mt-2 text-sm text-slate-700">
        An application cannot be changed once it is sent. To update one, please submit a new application.
      </p>
      {offers.length > 0 ? (
        <section
          aria-labelledby="offers-heading"
          className="mt-6 rounded-xl bg-amber-50 p-6 ring-1 ring-amber-200"
        >
          <h2 id="offers-heading" className="text-lg font-semibold text-slate-900">
            A seat is waiting for you
          </h2>
          <ul className="mt-3 space-y-4">
            {offers.map((offer) => (
              <li key={offer.id} data-offer={offer.id}>
                <p className="text-slate-800">
                  {`${offer.course}, starting ${offer.start}: held for you until ${offer.until} UTC.`}
                </p>
                <Form method="post" className="mt-2 flex flex-wrap gap-3">
                  <input type="hidden" name="offerId" value={offer.id} />
                  <Button type="submit" name="answer" value="accept">
                    Accept
                  </Button>
                  <Button type="submit" name="answer" value="decline" variant="secondary">
                    Decline
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {applications.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">You have no applications yet</h2>
          <p className="mt-2 text-sm text-slate-700">
            Choose one of our training programs and apply in a few minutes.
          </p>
          <a
            href="/portal/applications"
            className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Browse programs
          </a>
        </div>
      ) : (
        <ul className="mt-8 space-y-6">
          {applications.map((application) => {
            const program = programByName(application.course);
            return (
              <li
                key={application.id}
                data-testid="application"
                className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:flex-row"
              >
                {program ? (
                  <ProgramImage program={program} className="h-40 w-full md:h-auto md:w-64" />
                ) : null}
                <div className="flex-1 p-6">
                  <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
                    <time dateTime={application.createdIso}>{application.created}</time>
                    <StatusBadge status={application.status} />
                  </div>
                  <h2 className="mt-3 text-lg font-semibold text-slate-900">
                    {program?.name ?? application.course}
                  </h2>
                  {program ? <p className="mt-1 text-sm text-slate-700">{program.summary}</p> : null}
                  <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-chosen-schedule>
                    <div>
                      <dt className="inline font-medium text-slate-900">Start date: </dt>
                      <dd className="inline text-slate-700">{application.startDate ?? "Not chosen yet"}</dd>
                    </div>
                    <div>
                      <dt className="inline font-medium text-slate-900">Class time: </dt>
                      <dd className="inline text-slate-700">{application.timeTable ?? "Not chosen yet"}</dd>
                    </div>
                  </dl>
                  {application.nextStep ? (
                    <div className="mt-3 rounded-md bg-brand-50 p-3 text-sm text-slate-800" data-next-step>
                      <p className="font-semibold text-slate-900">What happens next</p>
                      <p className="mt-1">{application.nextStep}</p>
                    </div>
                  ) : null}
                  <div className="mt-4 flex items-center gap-3">
                    <Avatar name={`${application.firstName} ${application.lastName}`} size={40} />
                    <div className="text-sm">
                      <p className="font-medium text-slate-900">
                        {`${application.firstName} ${application.lastName}`}
                      </p>
                      <p className="text-slate-700">{application.email}</p>
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
