import { consultationBooked } from "#content/confirmations.ts";
import { formatTimeRange } from "#forms/dates.ts";
import { PrivacyNote } from "#app/components/site/NewTabLink.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { budgetOptions, serviceOptions } from "#content/options.ts";
import type { SlotPickerData } from "#server/consultations/picker.ts";
import { PersonFields, PublicForm, SuccessPanel, text, usePublicForm } from "./FormKit.tsx";
import { SlotPicker } from "./SlotPicker.tsx";

/** The booked time as the e-mail states it (forms/dates.ts): "Tuesday 8 December 2026, 10:00 am – 10:30 am AEDT". */
function bookedWhen(slot: { start: string; end: string }, picker: SlotPickerData): string {
  return formatTimeRange(slot.start, slot.end, { zone: picker.zone, long: true });
}

/**
 * Free consultation booking: the requester gets a confirmation, staff a notice. Picking a time
 * from `picker` is optional; a picked time is booked, with a calendar invitation.
 */
export function ConsultationForm({ picker }: { picker: SlotPickerData }) {
  const { result, values, errors, done, failure, field } = usePublicForm("consultation");
  const booked = result?.ok && result.slot ? consultationBooked(bookedWhen(result.slot, picker)) : undefined;
  const unbooked = consultationBooked();
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
      <SuccessPanel title={consultationBooked().title} show={done}>
        {/* One story per outcome (content/confirmations.ts); with JavaScript on, app/enhance/slot-picker.ts
            shows the booked one, filled with the time the e-mail names. */}
        <div data-unbooked hidden={Boolean(booked)}>
          <p>{unbooked.happened}</p>
          <p>{unbooked.next}</p>
        </div>
        <div data-booked-slot hidden={!booked}>
          <p data-booked-happened>{booked?.happened ?? ""}</p>
          <p>{consultationBooked("x").next}</p>
        </div>
      </SuccessPanel>
    </section>
  );
}
