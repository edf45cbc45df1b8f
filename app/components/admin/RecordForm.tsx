import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { checkValues } from "#app/components/forms/client-validation.ts";
import { focusFirstInvalid } from "#app/components/forms/form-dom.ts";
import { valuesOf } from "#forms/form-values.ts";
import type { FormField } from "#server/admin/sections/shape.ts";

/**
 * A back-office edit form: a real POST form (works without JavaScript), checked in the browser
 * with the same Zod schema the server uses, and showing the server's field errors otherwise.
 */
export function RecordForm({
  fields,
  values,
  schema,
  serverErrors,
  submitLabel = "Save",
  intent = "save",
  formKey,
}: {
  fields: readonly FormField[];
  values: Record<string, unknown>;
  schema: $ZodType;
  serverErrors?: Record<string, string>;
  submitLabel?: string;
  intent?: string;
  formKey?: string | number;
}) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errors = clientErrors ?? serverErrors ?? {};
  return (
    <Form
      key={formKey}
      method="post"
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const found = checkValues(schema, valuesOf(form));
        if (Object.keys(found).length === 0) {
          setClientErrors(null);
          return;
        }
        event.preventDefault();
        setClientErrors(found);
        focusFirstInvalid(form, found);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {fields.map((f) => {
        const common = {
          name: f.name,
          label: f.label,
          required: f.required,
          error: errors[f.name],
          defaultValue: values[f.name] === null || values[f.name] === undefined ? "" : String(values[f.name]),
          className: f.as === "textarea" ? "sm:col-span-2" : undefined,
        };
        return f.as === "select" ? (
          <Field key={f.name} {...common} as="select" options={f.options ?? []} placeholder={f.placeholder} />
        ) : f.as === "textarea" ? (
          <Field key={f.name} {...common} as="textarea" rows={4} />
        ) : (
          <Field key={f.name} {...common} type={f.type ?? "text"} />
        );
      })}
      <div className="sm:col-span-2">
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
