import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { EmailField, NameFieldPair } from "#app/components/auth/AccountFields.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import type { FormResult } from "#app/lib/form-result.ts";
import type { FormValues } from "#forms/form-values.ts";
import { useCourseChoices } from "./course-choices.tsx";
import { HONEYPOT_FIELD } from "#forms/honeypot.ts";

/**
 * Pieces every public form shares. The markup is the contract of app/enhance/forms.ts:
 * [data-form-root] wraps a form[data-enhance=<name in forms/public-forms.ts>] (with data-api), its
 * [data-form-success] panel, a [data-form-failure] alert inside the form, and <dialog data-overlay>s.
 */

/** What a public form's page action answers (app/lib/site-form-action.server.ts). */
export type SiteFormResult = FormResult<{
  pdfUrl?: string;
  linked?: boolean;
  /** After an application without an account: the e-mail to create one with. */
  signUpEmail?: string;
  /** The consultation time booked, when one was picked. */
  slot?: { start: string; end: string };
  /** An application to a full intake: its place on the waitlist. */
  placeInLine?: number;
}>;

/** This form's result from the page action (a page may host two forms, told apart by `form`). */
export function useFormResult(form: string): SiteFormResult | undefined {
  const result = useActionData() as SiteFormResult | undefined;
  return result && typeof result === "object" && result.form === form ? result : undefined;
}

export function failedValues(result: SiteFormResult | undefined): FormValues {
  return (result && !result.ok && result.values) || {};
}

export function fieldErrors(result: SiteFormResult | undefined): Record<string, string> {
  return (result && !result.ok && result.fields) || {};
}

export const text = (values: FormValues, name: string) =>
  typeof values[name] === "string" ? (values[name] as string) : undefined;

/** A field's name, the value to show again and its error: spread onto a Field (`{...field("company")}`). */
export function bindFields(values: FormValues, errors: Record<string, string>) {
  return (name: string) => ({ name, defaultValue: text(values, name), error: errors[name] });
}

/**
 * What a public form shows after its page action answered: the values and field errors to show
 * again, whether it went through (`done`), the failure to say, and `field` (bindFields).
 */
export function usePublicForm(form: string) {
  const result = useFormResult(form);
  const values = failedValues(result);
  const errors = fieldErrors(result);
  return {
    result,
    values,
    errors,
    done: Boolean(result?.ok),
    failure: result && !result.ok ? result.failure : undefined,
    field: bindFields(values, errors),
  };
}

/** The course select of the enrolment and outline forms, on `program` until one is chosen. */
export function CourseField({
  field,
  program,
}: {
  field: ReturnType<typeof bindFields>;
  /** The preset course: a program's name (any published program, issue 32). */
  program: string;
}) {
  const course = field("course");
  const choices = useCourseChoices();
  return (
    <Field
      {...course}
      label="Course"
      as="select"
      required
      placeholder="Choose a course"
      options={choices.map((c) => ({ value: c.name, label: c.name }))}
      defaultValue={course.defaultValue ?? program}
    />
  );
}

/** Off-screen and out of the tab order: people never fill it, form-filling bots do. */
export function Honeypot() {
  return (
    <div className="absolute -left-[10000px] top-auto size-px overflow-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export interface PublicFormProps {
  name: string;
  api: string;
  /** Where the form posts without JavaScript; the current page when omitted. */
  action?: string;
  hidden?: boolean;
  /** 'overlay': failures show in the form's failure dialog instead of the inline alert. */
  failureMode?: "inline" | "overlay";
  failure?: string;
  submitLabel: string;
  pending?: boolean;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}

/** A real HTML form first (works with JavaScript off), enhanced by the script when it is on. */
export function PublicForm(props: PublicFormProps) {
  return (
    <form
      method="post"
      action={props.action}
      noValidate
      hidden={props.hidden}
      onSubmit={props.onSubmit}
      data-enhance={props.name}
      data-api={props.api}
      data-failure-mode={props.failureMode ?? "inline"}
      className={`relative space-y-4 ${props.className ?? ""}`}
    >
      <input type="hidden" name="form" value={props.name} />
      <Honeypot />
      {props.children}
      {props.failureMode === "overlay" ? null : <FailureAlert message={props.failure} />}
      <Button type="submit" pending={props.pending} className="w-full sm:w-auto">
        {props.submitLabel}
      </Button>
      <p className="text-sm text-slate-600">
        <span className="text-red-700" aria-hidden="true">
          *
        </span>{" "}
        Required field
      </p>
    </form>
  );
}

/** The server or the network failed: say so, keep the input, offer to send again. */
export function FailureAlert({ message }: { message?: string }) {
  return (
    <div
      data-form-failure
      role="alert"
      tabIndex={-1}
      hidden={!message}
      className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">Your details were not sent.</p>
      <p data-failure-text className="mt-1">
        {message ?? ""}
      </p>
      <button type="submit" className="mt-2 font-semibold text-red-900 underline underline-offset-2">
        Try again
      </button>
    </div>
  );
}

/** The thank-you panel that replaces a submitted form. */
export function SuccessPanel({
  title,
  show,
  children,
}: {
  title: string;
  show: boolean;
  children: ReactNode;
}) {
  return (
    <div
      data-form-success
      role="status"
      tabIndex={-1}
      hidden={!show}
      className="rounded-lg border border-green-300 bg-green-50 p-6 text-green-950 focus:outline-none"
    >
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

/**
 * An overlay that needs no script: a <dialog> rendered open by the server closes through its
 * method="dialog" form. The enhancement script opens it modally with showModal().
 */
export function Overlay({
  id,
  kind,
  title,
  open,
  tone = "info",
  onClose,
  children,
}: {
  id: string;
  kind: string;
  title: string;
  open: boolean;
  tone?: "info" | "error";
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <dialog
      id={id}
      data-overlay={kind}
      open={open || undefined}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="fixed inset-0 z-50 m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <h2
        id={`${id}-title`}
        className={`text-xl font-bold ${tone === "error" ? "text-red-800" : "text-slate-900"}`}
      >
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
      <form method="dialog" className="mt-5 flex justify-end">
        <Button type="submit" variant="secondary">
          Close
        </Button>
      </form>
    </dialog>
  );
}

/**
 * First name, last name, e-mail and phone: the four required fields every lead form opens with.
 * The phone field is `mobile` on most forms and `phone` on the consultation form (spec §3).
 */
export function PersonFields({
  values,
  errors,
  phoneName = "mobile",
}: {
  values: FormValues;
  errors: Record<string, string>;
  phoneName?: "mobile" | "phone";
}) {
  return (
    <>
      <NameFieldPair
        values={{ firstName: text(values, "firstName"), lastName: text(values, "lastName") }}
        errors={errors}
      />
      <EmailField defaultValue={text(values, "email")} error={errors.email} />
      <Field
        name={phoneName}
        label="Phone number"
        type="tel"
        required
        autoComplete="tel"
        defaultValue={text(values, phoneName)}
        error={errors[phoneName]}
      />
    </>
  );
}
