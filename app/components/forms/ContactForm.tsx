import { PrivacyNote } from "#app/components/site/NewTabLink.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { PersonFields, PublicForm, SuccessPanel, usePublicForm } from "./FormKit.tsx";

/** Contact enquiry (spec §2.1, §5): five required fields; staff get an e-mail. */
export function ContactForm({ heading }: { heading?: string }) {
  const { values, errors, done, failure, field } = usePublicForm("contact");
  return (
    <section
      data-form-root
      aria-labelledby={heading ? "contact-form-heading" : undefined}
      className="space-y-4"
    >
      {heading ? (
        <h2 id="contact-form-heading" className="text-2xl font-bold">
          {heading}
        </h2>
      ) : null}
      <PublicForm
        name="contact"
        api="/api/contacts/send-message"
        hidden={done}
        failure={failure}
        submitLabel="Send message"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields values={values} errors={errors} />
        </div>
        <Field {...field("message")} label="Message" as="textarea" rows={4} required />
        <PrivacyNote purpose="answer your enquiry" />
      </PublicForm>
      <SuccessPanel title="Thank you for your inquiry!" show={done}>
        <p>Thank you for reaching out to us! We appreciate your interest and will get back to you shortly.</p>
      </SuccessPanel>
    </section>
  );
}
