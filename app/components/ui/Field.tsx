import type { ReactNode } from "react";

type Option = { value: string; label: string };

interface BaseProps {
  name: string;
  /** The control's id, where a page has two fields of one name; `field-<name>` otherwise. */
  id?: string;
  label: string;
  /** Shows the red asterisk and sets aria-required; the Zod schema is what enforces it. */
  required?: boolean;
  /** The message shown in red under the field (server- or client-rendered). */
  error?: string;
  hint?: ReactNode;
  defaultValue?: string;
  readOnly?: boolean;
  autoComplete?: string;
  className?: string;
}

type FieldProps = BaseProps &
  (
    | { as?: "input"; type?: "text" | "email" | "tel" | "password" | "date" | "number" | "search" | "url" }
    | { as: "textarea"; rows?: number }
    | { as: "select"; options: Option[]; placeholder?: string }
  );

const control =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 read-only:bg-slate-100";

/**
 * A labelled form control with its error slot. The markup is the contract the enhancement script
 * and the hydrated forms both use: the error paragraph has id `<name>-error` and
 * data-error-for="<name>", and the control points at it with aria-describedby.
 */
/** The red asterisk after a required field's label (screen readers hear `aria-required` instead). */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  );
}

export function Field(props: FieldProps) {
  const { name, label, required, error, hint, defaultValue, readOnly, autoComplete, className } = props;
  const id = props.id ?? `field-${name}`;
  const errorId = props.id ? `${props.id}-error` : `${name}-error`;
  const hintId = hint ? (props.id ? `${props.id}-hint` : `${name}-hint`) : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ");
  const border = error ? "border-red-600" : "border-slate-300";
  const shared = {
    id,
    name,
    defaultValue,
    readOnly,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy,
    className: `${control} ${border}`,
  };
  return (
    <div className={className} data-field={name}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {props.as === "textarea" ? (
        <textarea {...shared} rows={props.rows ?? 4} />
      ) : props.as === "select" ? (
        <select {...shared} defaultValue={defaultValue ?? ""}>
          {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...shared} type={props.type ?? "text"} />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={errorId} data-error-for={name} className="mt-1 text-sm text-red-700" aria-live="polite">
        {error ?? ""}
      </p>
    </div>
  );
}

/** A checkbox with its label on the right and the same error slot as Field. */
export function CheckboxField({
  name,
  label,
  error,
  required,
  defaultChecked,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  defaultChecked?: boolean;
}) {
  const id = `field-${name}`;
  return (
    <div data-field={name}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="true"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${name}-error`}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 text-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <p id={`${name}-error`} data-error-for={name} className="mt-1 text-sm text-red-700" aria-live="polite">
        {error ?? ""}
      </p>
    </div>
  );
}
