import { Field } from "#app/components/ui/Field.tsx";

/**
 * The name, e-mail and password fields every account form repeats (sign-up, sign-in, forgot and
 * reset password, first administrator, profile; the lead forms' PersonFields too): one place for their labels, autocomplete tokens
 * and hint, so the screens cannot drift apart.
 */

type Shown = { error?: string };

type Names = { firstName?: string; lastName?: string };

/** First and last name, as two fields in the parent's layout (the lead forms' grid). */
export function NameFieldPair({
  values,
  errors,
}: {
  values: Names;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <Field
        name="firstName"
        label="First name"
        required
        autoComplete="given-name"
        defaultValue={values.firstName}
        error={errors.firstName}
      />
      <Field
        name="lastName"
        label="Last name"
        required
        autoComplete="family-name"
        defaultValue={values.lastName}
        error={errors.lastName}
      />
    </>
  );
}

/** First and last name side by side; `values` holds what the form shows (echoed or saved). */
export function NameFields(props: { values: Names; errors: Record<string, string | undefined> }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NameFieldPair {...props} />
    </div>
  );
}

/** The e-mail a person signs in with, typed in. */
export function EmailField({ defaultValue, error }: Shown & { defaultValue?: string }) {
  return (
    <Field
      name="email"
      type="email"
      label="Email"
      required
      autoComplete="email"
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** A password being chosen (sign-up, reset, first administrator), with the length rule as hint. */
export function NewPasswordField({ label = "Password", error }: Shown & { label?: string }) {
  return (
    <Field
      name="password"
      type="password"
      label={label}
      required
      autoComplete="new-password"
      hint="At least 8 characters."
      error={error}
    />
  );
}

/** The chosen password typed again, under the form's own field name. */
export function ConfirmPasswordField({ name, error }: Shown & { name: string }) {
  return (
    <Field
      name={name}
      type="password"
      label="Confirm password"
      required
      autoComplete="new-password"
      error={error}
    />
  );
}
