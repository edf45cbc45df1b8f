import { RequiredMark } from "#app/components/ui/Field.tsx";
import type { SlotPickerData } from "#server/consultations/picker.ts";

const control =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * The consultation time: a plain <select> of free slots grouped by day, in the business zone and
 * naming it, so it works without JavaScript. app/enhance/slot-picker.ts turns it into a day list
 * then time buttons in the visitor's own zone. The markup is that script's contract:
 * [data-slot-picker] with data-zone/-from/-to/-api, one select, [data-error-for] and the hint.
 */
export function SlotPicker({
  picker,
  name = "slotStart",
  label,
  noneLabel,
  defaultValue,
  error,
  required = false,
}: {
  picker: SlotPickerData;
  name?: string;
  label: string;
  /** The empty choice ("no time"), or none when a time must be picked. */
  noneLabel?: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
}) {
  const empty = picker.days.length === 0;
  return (
    <fieldset
      data-slot-picker
      data-zone={picker.zone}
      data-zone-label={picker.zoneLabel}
      data-from={picker.from}
      data-to={picker.to}
      data-api="/api/consultations/slots"
      className="space-y-2 rounded-lg border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : <span className="font-normal text-slate-600"> (optional)</span>}
      </legend>
      <p id={`${name}-hint`} data-slot-hint className="text-sm text-slate-600">
        {empty
          ? "No times are free at the moment. Send your details and we'll call you to arrange one."
          : `Times are in ${picker.zoneLabel} (${picker.zone}).`}
      </p>
      <div data-slot-select>
        <label htmlFor={`field-${name}`} className="block text-sm font-medium text-slate-800">
          {`Time (${picker.zoneLabel})`}
        </label>
        <select
          id={`field-${name}`}
          name={name}
          defaultValue={defaultValue ?? ""}
          aria-describedby={`${name}-hint ${name}-error`}
          aria-invalid={error ? true : undefined}
          className={`${control} ${error ? "border-red-600" : "border-slate-300"}`}
        >
          {noneLabel !== undefined ? <option value="">{noneLabel}</option> : null}
          {picker.days.map((day) => (
            <optgroup key={day.date} label={day.label}>
              {day.slots.map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {`${day.label}, ${slot.time}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <p id={`${name}-error`} data-error-for={name} className="text-sm text-red-700" aria-live="polite">
        {error ?? ""}
      </p>
    </fieldset>
  );
}
