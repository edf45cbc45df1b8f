import { applicationReceived } from "#content/confirmations.ts";
import { useState } from "react";
import { CourseFee } from "#app/components/site/CourseFee.tsx";
import { NewTabLink, PrivacyNote } from "#app/components/site/NewTabLink.tsx";
import { CheckboxField, Field } from "#app/components/ui/Field.tsx";
import type { FormValues } from "#forms/form-values.ts";
import { timeTableOptions } from "#content/options.ts";
import { useSiteContact } from "#app/components/site/nav-context.tsx";
import { enrolmentSchema } from "#forms/enrolment.ts";
import { checkValues } from "./client-validation.ts";
import { focusFirstInvalid } from "./form-dom.ts";
import { valuesOf } from "#forms/form-values.ts";
import {
  bindFields,
  CourseField,
  failedValues,
  fieldErrors,
  Overlay,
  PersonFields,
  PublicForm,
  text,
  useFormResult,
} from "./FormKit.tsx";

export const ENROLMENT_FAILURE_TITLE = "Sorry, there was problem sumbitting your application.";

/** The portal's sign-up, its e-mail field filled with the applicant's. */
export const signUpHref = (email?: string) =>
  email ? `/portal/sign-up?${new URLSearchParams({ email })}` : "/portal/sign-up";

type Outcome = { kind: "success"; linked: boolean; place?: number } | { kind: "failure" } | undefined;

/** An open intake as the form offers it (server/intakes/apply.ts builds the label). */
export interface IntakeOption {
  id: string;
  course: string;
  label: string;
  seats: string;
}

/** The confirmation's waitlist sentence (the API's message says the same). */
export const waitlistNote = (place: number) =>
  `The intake is full, so your application is on its waitlist: you are number ${place} in line. We will e-mail you if a seat frees up.`;

/**
 * The enrolment application, on /enrol-now (server-rendered, enhanced by the script) and inside the
 * hydrated portal, where React handles the submit itself: it checks the shared schema, posts to
 * the API (the portal cookie links the application to the student) and shows the overlays.
 * Without JavaScript it posts to the /enrol-now page action.
 */
export function EnrolmentForm({
  program,
  prefill,
  intakes = [],
}: {
  /** The preset course: a published program's name. */
  program: string;
  /** Open intakes to apply to (issue 14); the seed's date and class time stay for "no intake". */
  intakes?: readonly IntakeOption[];
  /** The signed-in student's name and e-mail (portal): the form starts with them. */
  prefill?: { firstName: string; lastName: string; email: string };
}) {
  // The published site document's name and contact details (issue 32).
  const site = useSiteContact();
  const result = useFormResult("enrolment");
  const [clientResult, setClientResult] = useState<{ fields: Record<string, string> } | undefined>();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    result?.ok
      ? { kind: "success", linked: Boolean(result.linked), place: result.placeInLine }
      : result?.failure
        ? { kind: "failure" }
        : undefined,
  );
  const values: FormValues = { ...prefill, ...failedValues(result) };
  const errors = clientResult?.fields ?? fieldErrors(result);
  const field = bindFields(values, errors);
  const ticked = (name: string) => (result && !result.ok ? values[name] === true : false);

  async function submitHydrated(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = valuesOf(form);
    const invalid = checkValues(enrolmentSchema, body);
    setClientResult({ fields: invalid });
    if (Object.keys(invalid).length > 0) return focusFirstInvalid(form, invalid);
    setPending(true);
    try {
      const res = await fetch("/api/student-enrolment", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
      const reply = (await res.json().catch(() => ({}))) as {
        data?: { linked?: boolean; placeInLine?: number };
        error?: { fields?: Record<string, string> };
      };
      if (res.ok)
        setOutcome({ kind: "success", linked: Boolean(reply.data?.linked), place: reply.data?.placeInLine });
      else if (res.status === 400 && reply.error?.fields) setClientResult({ fields: reply.error.fields });
      else setOutcome({ kind: "failure" });
    } catch {
      setOutcome({ kind: "failure" });
    } finally {
      setPending(false);
    }
  }

  const linked = outcome?.kind === "success" && outcome.linked;
  const place = outcome?.kind === "success" ? outcome.place : undefined;
  return (
    <section data-form-root aria-label="Enrolment application" className="space-y-4">
      <PublicForm
        name="enrolment"
        api="/api/student-enrolment"
        action="/enrol-now"
        failureMode="overlay"
        pending={pending}
        onSubmit={submitHydrated}
        submitLabel="Submit application"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields values={values} errors={errors} />
          <Field
            {...field("address")}
            label="Residential address"
            required
            autoComplete="street-address"
            className="sm:col-span-2"
          />
          <Field {...field("education")} label="Highest education" required />
          <Field {...field("institution")} label="College or university" required />
          <CourseField field={field} program={program} />
          {intakes.length > 0 ? (
            <Field
              {...field("intakeId")}
              label="Intake"
              as="select"
              placeholder="No specific intake: I'll give a preferred date and class time"
              options={intakes.map((i) => ({ value: i.id, label: i.label }))}
              hint="Open intakes with their seats left. A full intake puts you on its waitlist."
              className="sm:col-span-2"
            />
          ) : null}
          <Field {...field("enrolmentDate")} label="Preferred start date" type="date" />
          <Field
            {...field("timeTable")}
            label="Class time"
            as="select"
            placeholder="Choose a class time"
            options={timeTableOptions.map((t) => ({ value: t, label: t }))}
            className="sm:col-span-2"
          />
        </div>
        <CourseFee initial={text(values, "course") ?? program} />
        <CheckboxField
          name="accept"
          required
          defaultChecked={ticked("accept")}
          error={errors.accept}
          label={
            <>
              I accept {site.name}'s{" "}
              <NewTabLink href="/terms">course enrolment terms and conditions</NewTabLink>
            </>
          }
        />
        <CheckboxField
          name="feeTerms"
          required
          defaultChecked={ticked("feeTerms")}
          error={errors.feeTerms}
          label="I agree to pay the course fee shown above after enrolment (no refunds)."
        />
        <PrivacyNote purpose="assess your application and arrange your place" />
      </PublicForm>
      <Overlay
        id="enrolment-success"
        kind="success"
        title={applicationReceived.title}
        open={outcome?.kind === "success"}
        onClose={() => setOutcome(undefined)}
      >
        <p>{applicationReceived.happened}</p>
        <p>{applicationReceived.next}</p>
        {/* Filled by the server without JavaScript, by app/enhance/forms.ts or React with it. */}
        <p data-waitlist-note hidden={!place} className="font-semibold">
          {place ? waitlistNote(place) : ""}
        </p>
        <p>
          <a
            data-home-link
            data-portal-href="/portal"
            href={linked ? "/portal" : "/"}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            <span data-link-portal hidden={!linked}>
              Go to your dashboard
            </span>
            <span data-link-home hidden={linked}>
              Back to home
            </span>
          </a>
        </p>
        <p data-account-invite hidden={linked}>
          Follow your application online:{" "}
          <a
            data-sign-up-link
            href={signUpHref(result?.ok ? result.signUpEmail : undefined)}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            create an account with the e-mail you applied with
          </a>
          .
        </p>
      </Overlay>
      <Overlay
        id="enrolment-failure"
        kind="failure"
        tone="error"
        title={ENROLMENT_FAILURE_TITLE}
        open={outcome?.kind === "failure"}
        onClose={() => setOutcome(undefined)}
      >
        <p>
          Your answers are still in the form, so you can try again. If it keeps failing, e-mail us at{" "}
          <a className="font-semibold underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>{" "}
          or call{" "}
          {site.phones.map((p, i) => (
            <span key={p.href}>
              {i > 0 ? " or " : ""}
              <a className="font-semibold underline" href={p.href}>
                {p.display}
              </a>
            </span>
          ))}
          .
        </p>
      </Overlay>
    </section>
  );
}
