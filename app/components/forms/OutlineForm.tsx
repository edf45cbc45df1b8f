import { PrivacyNote } from "#app/components/site/NewTabLink.tsx";
import { CheckboxField, Field } from "#app/components/ui/Field.tsx";
import { formatOptions } from "#content/options.ts";
import { choiceNamed, useCourseChoices } from "./course-choices.tsx";
import { CourseField, PersonFields, PublicForm, SuccessPanel, text, usePublicForm } from "./FormKit.tsx";

const pdfPath = (slug: string | undefined) =>
  `/api/downloads/course-outline/${slug ?? "full-stack-development"}.pdf`;

/** Course outline download (program pages): stored, the PDF is e-mailed and offered right away. */
export function OutlineForm({ program, format }: { program: string; format: "Online" | "Face-to-face" }) {
  const { result, values, errors, done, failure, field } = usePublicForm("outline");
  const choices = useCourseChoices();
  const checked = result && !result.ok ? values.agreed === true : false;
  return (
    <section data-form-root aria-labelledby="outline-form-heading" className="space-y-4">
      <h2 id="outline-form-heading" className="text-2xl font-bold">
        Download the course outline
      </h2>
      <PublicForm
        name="outline"
        api="/api/downloads/course-outline"
        hidden={done}
        failure={failure}
        submitLabel="Download outline"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields values={values} errors={errors} />
          <CourseField field={field} program={program} />
          <Field
            name="format"
            label="Class format"
            as="select"
            required
            placeholder="Choose a format"
            options={formatOptions.map((f) => ({ value: f, label: f }))}
            defaultValue={text(values, "format") ?? format}
            error={errors.format}
          />
        </div>
        <CheckboxField
          name="agreed"
          required
          defaultChecked={checked}
          error={errors.agreed}
          label="I agree to be contacted about this course and to receive its outline by e-mail."
        />
        <PrivacyNote purpose="send the outline and contact you about this course" />
      </PublicForm>
      <SuccessPanel title="Thank you!" show={done}>
        <p>Course outline is sent to your email. Please check your email.</p>
        <p>
          <a
            data-pdf-link
            href={result?.ok && result.pdfUrl ? result.pdfUrl : pdfPath(choiceNamed(choices, program)?.slug)}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Download the course outline now (PDF)
          </a>
        </p>
      </SuccessPanel>
    </section>
  );
}
