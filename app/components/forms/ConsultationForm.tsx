import { PrivacyNote } from "#app/components/site/NewTabLink.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { budgetOptions, serviceOptions } from "#content/options.ts";
import type { SlotPickerData } from "#server/consultations/picker.ts";
import { PersonFields, PublicForm, SuccessPanel, text, usePublicForm } from "./FormKit.tsx";
import { SlotPicker } from "./SlotPicker.tsx";

/** "Monday 5 October, 9:00 am (Sydney time)": a booked time as the thank-you states it. */
function bookedText(start: string, picker: SlotPickerData): string {
  const when = new Intl.DateTimeFormat("en-AU", {
    timeZone: picker.zone,
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(start));
  return `${when} (${picker.zoneLabel})`;
}

/**
 * Free consultation booking: the requester gets a confirmation, staff a notice. Picking a time
 * from `picker` is optional; a picked time is booked, with a calendar invitation.
 */
export function ConsultationForm({ picker }: { picker: SlotPickerData }) {
  const { result, values, errors, done, failure, field } = usePublicForm("consultation");
  return (
    <section data-form-root aria-label="Book a free consultation" className="space-y-4">
      <PublicForm
        name="consultation"
        api="/api/consultations/book"
        hidden={done}
        failure={failure}
        submitLabel="Book a free consultation"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields values={values} errors={errors} phoneName="phone" />
          <Field
            {...field("company")}
            label="Company"
            required
            autoComplete="organization"
            className="sm:col-span-2"
          />
          <Field
            {...field("service")}
            label="Service"
            as="select"
            required
            placeholder="Choose a service"
            options={serviceOptions.map((s) => ({ value: s, label: s }))}
          />
          <Field
            {...field("budget")}
            label="Budget (AUD)"
            as="select"
            required
            placeholder="Choose a budget"
            options={budgetOptions.map((b) => ({ value: b.value, label: b.label }))}
          />
        </div>
        <Field {...field("projectDetails")} label="Project details" as="textarea" rows={4} required />
        <SlotPicker
          picker={picker}
          label="Pick a time for the call"
          noneLabel="No time yet: we'll call you to arrange one"
          defaultValue={text(values, "slotStart")}
          error={errors.slotStart}
        />
        <PrivacyNote purpose="prepare your consultation and quote" />
      </PublicForm>
      <SuccessPanel title="Thank you for your inquiry!" show={done}>
        <p>We've received your request and will get back to you soon to arrange your free consultation.</p>
        {/* Filled by the server without JavaScript, by app/enhance/slot-picker.ts with it. */}
        <p data-booked-slot hidden={!(result?.ok && result.slot)}>
          {result?.ok && result.slot
            ? `Your call is booked for ${bookedText(result.slot.start, picker)}. We've e-mailed you a calendar invitation.`
            : ""}
        </p>
      </SuccessPanel>
    </section>
  );
}
