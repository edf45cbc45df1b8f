import { Avatar } from "#app/components/ui/Avatar.tsx";
import { ProgramImage } from "#app/components/portal/ProgramImage.tsx";
import { StatusBadge } from "#app/components/portal/StatusBadge.tsx";
import { requireAccount } from "#app/lib/auth.server.ts";
import { formatDate, formatDateTime } from "#app/lib/dates.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { nextSteps } from "#content/application-next-steps.ts";
import { programOfSpelling, publishedContent } from "#server/content/published.ts";
import { termsVersionHref } from "#forms/content/terms-version.ts";
import { listApplicationsOf } from "#server/accounts/applications.ts";
import { Form } from "react-router";
import { ProgressTracker } from "#app/components/portal/ProgressTracker.tsx";
import { refundTerms } from "#content/fees.ts";
import { withdrawable, withdrawOwnApplication } from "#server/accounts/withdraw.ts";
import { placeInLine } from "#server/intakes/apply.ts";
import { todayIn } from "#server/intakes/labels.ts";
import { formatCents } from "#server/payments/fees.ts";
import { portalPayments } from "#server/payments/views.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { notFound } from "#server/domain/errors.ts";
import { longDate } from "#server/intakes/labels.ts";
import { answerOffer, offersOf } from "#server/intakes/offers.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta("Dashboard", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = await requireAccount(request, context, "student");
  const applications = await listApplicationsOf(context.db, account);
  const content = await publishedContent(context.db);
  /** The published program an application names; an unpublished one keeps the name it was filed with. */
  const programOf = (course: string) => {
    const p = programOfSpelling(content, course);
    return p ? { slug: p.slug, name: p.name, summary: p.summary } : null;
  };
  const offers = (
    await offersOf(
      context.db,
      applications.map((a) => a.id),
    )
  ).filter((o) => o.status === "pending");
  const schedules = await portalPayments(context.db, account, todayIn(context.config.businessTimeZone));
  /** The next step's deadline: the seat offer's hold, or the first instalment still to pay. */
  const deadlineOf = (a: (typeof applications)[number]): string | null => {
    const offer = offers.find((o) => o.enrolmentId === a.id);
    if (offer) return `Answer the seat offer by ${formatDateTime(offer.expiresAt)}.`;
    const due = schedules
      .find((s) => s.enrolmentId === a.id)
      ?.instalments.find((i) => i.status === "due" || i.status === "overdue");
    if (due && (a.status === "accepted" || a.status === "enrolled"))
      return `${due.status === "overdue" ? "Overdue: pay" : "Pay"} ${formatCents(due.amountCents)} by ${formatDate(due.dueOn)}.`;
    return null;
  };
  const places = await Promise.all(
    applications.map((a) =>
      a.status === "waitlisted" && a.intakeId
        ? placeInLine(context.db, a.intakeId, a.id)
        : Promise.resolve(null),
    ),
  );
  return {
    offers: offers.map((o) => ({
      id: o.id,
      course: o.course,
      start: longDate(o.startDate),
      until: formatDateTime(o.expiresAt),
    })),
    applications: applications.map((a) => ({
      id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      course: a.course,
      program: programOf(a.course),
      status: a.status,
      startDate: a.enrolmentDate ? formatDate(a.enrolmentDate) : null,
      timeTable: a.timeTable,
      termsVersion: a.termsVersion,
      progress: {
        status: a.status,
        nextStep: nextSteps[a.status] ?? null,
        deadline: deadlineOf(a),
        placeInLine: places[applications.indexOf(a)] ?? null,
      },
      canWithdraw: withdrawable.has(a.status),
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
    if (form.intent === "withdraw") {
      const { message } = await withdrawOwnApplication(
        context.db,
        context.config,
        account,
        form.applicationId ?? "",
      );
      return done(message);
    }
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

/**
 * Withdrawing, with JavaScript or without: a disclosure that says plainly what withdrawing means
 * under the terms, and a second button that does it.
 */
function WithdrawApplication({ id }: { id: string }) {
  return (
    <details className="mt-4 text-sm" data-withdraw>
      <summary className="inline-flex min-h-11 items-center font-semibold text-red-800 underline underline-offset-2">
        Withdraw this application…
      </summary>
      <div className="mt-2 rounded-md border border-red-200 bg-red-50 p-4 text-slate-900">
        <p className="font-semibold">Withdraw this application?</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Any seat or offer held for you goes to the next person on the waiting list.</li>
          <li>
            Instalments that fall due after today are cancelled; instalments already paid are not refunded.
          </li>
          <li>{refundTerms.summary}</li>
          <li>You can apply again at any time, but a full intake may only have its waiting list.</li>
        </ul>
        <Form method="post" className="mt-3 flex flex-wrap gap-3">
          <input type="hidden" name="applicationId" value={id} />
          <Button type="submit" name="intent" value="withdraw" variant="danger">
            Yes, withdraw it
          </Button>
        </Form>
      </div>
    </details>
  );
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
                  {`${offer.course}, starting ${offer.start}: held for you until ${offer.until}.`}
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
            const program = application.program;
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
                    {application.termsVersion ? (
                      <div data-terms-version>
                        <dt className="inline font-medium text-slate-900">Terms accepted: </dt>
                        <dd className="inline text-slate-700">
                          <a
                            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                            href={termsVersionHref(application.termsVersion)}
                          >
                            Enrolment terms, version {application.termsVersion}
                          </a>
                        </dd>
                      </div>
                    ) : null}
                  </dl>
                  <ProgressTracker progress={application.progress} />
                  {application.canWithdraw ? <WithdrawApplication id={application.id} /> : null}
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
