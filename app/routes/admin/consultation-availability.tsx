import { useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { ConsultationsNav } from "#app/components/admin/ConsultationsNav.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { availabilityBody, availabilityValues } from "#app/lib/availability-form.ts";
import { done, type FormResult, fieldsOf } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { weekdayLabels, weekdays } from "#forms/consultation-availability.ts";
import { getAvailability, saveAvailability } from "#server/consultations/availability.ts";
import { publicHolidaysBetween, stateNames } from "#server/consultations/public-holidays.ts";
import { todayIn } from "#server/intakes/labels.ts";
import { formatDay } from "#forms/dates.ts";
import { DateTime } from "luxon";
import { DomainError, invalid } from "#server/domain/errors.ts";
import type { Route } from "./+types/consultation-availability";

/** The consultation availability settings: the same domain code as PUT /api/admin/consultation-availability. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const zone = context.config.businessTimeZone;
  const today = todayIn(zone);
  const availability = await getAvailability(context.db);
  return {
    zone,
    // The public holidays a visitor could otherwise book within the longest horizon (400 days).
    holidayState: context.config.businessState ? stateNames[context.config.businessState] : "",
    holidays: publicHolidaysBetween(
      context.config.businessState,
      today,
      DateTime.fromISO(today).plus({ days: 400 }).toISODate()!,
    ),
    blocked: availability.blockedDates.filter((date) => date >= today),
    values: availabilityValues(availability),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = (await readForm(request)).fields;
  const { body, formField } = availabilityBody(form);
  return pageAction(
    async () => {
      try {
        await saveAvailability(context.db, body, session.account.id);
      } catch (error) {
        // Field names of the JSON body (weekly.0.end) become the form's (its row numbers).
        if (error instanceof DomainError && error.fields)
          throw invalid(
            Object.fromEntries(
              Object.entries(error.fields).map(([name, message]) => [formField(name), message]),
            ),
          );
        throw error;
      }
      return done("Availability saved. Visitors see the new times straight away.", { at: Date.now() });
    },
    { values: form },
  );
}

/** "Sydney" for Australia/Sydney: the zone as staff say it. */
const zoneName = (zone: string) => (zone.split("/").pop() ?? zone).replace(/_/g, " ");

const input =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

function WeeklyRow({
  index,
  values,
  errors,
  onRemove,
}: {
  index: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  onRemove?: () => void;
}) {
  const name = (part: string) => `weekly.${index}.${part}`;
  const message = errors[name("day")] ?? errors[name("start")] ?? errors[name("end")];
  const border = (part: string) => (errors[name(part)] ? "border-red-600" : "border-slate-300");
  return (
    <li className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-3" data-weekly-row>
      <label className="text-sm font-medium text-slate-800">
        Day
        <select
          name={name("day")}
          defaultValue={values[name("day")] ?? ""}
          className={`${input} ${border("day")}`}
        >
          <option value="">Not used</option>
          {weekdays.map((day) => (
            <option key={day} value={day}>
              {weekdayLabels[day]}
            </option>
          ))}
        </select>
      </label>
      {(["start", "end"] as const).map((part) => (
        <label key={part} className="text-sm font-medium text-slate-800">
          {part === "start" ? "From" : "To"}
          <input
            type="time"
            name={name(part)}
            defaultValue={values[name(part)] ?? ""}
            className={`${input} ${border(part)}`}
          />
        </label>
      ))}
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          className="min-h-10 rounded-md border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-50"
        >
          Remove
        </button>
      ) : (
        <span />
      )}
      {message ? (
        <p className="col-span-4 text-sm text-red-700" role="alert">
          {message}
        </p>
      ) : null}
    </li>
  );
}

/** The weekly rows: the stored ones and two spare (enough without JavaScript); with it, add and remove. */
function WeeklyHours({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const present = Object.keys(values)
    .map((name) => /^weekly\.(\d+)\.day$/.exec(name)?.[1])
    .filter((i): i is string => i !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const first = present.length > 0 ? Math.max(...present) + 1 : 0;
  const [rows, setRows] = useState(() => [...present, first, first + 1]);
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-slate-900">Weekly hours</legend>
      <ul className="mt-2 space-y-4">
        {rows.map((row) => (
          <WeeklyRow
            key={row}
            index={row}
            values={values}
            errors={errors}
            onRemove={() => setRows((current) => current.filter((r) => r !== row))}
          />
        ))}
      </ul>
      <button
        type="button"
        onClick={() => setRows((current) => [...current, Math.max(-1, ...current) + 1])}
        className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        Add hours
      </button>
    </fieldset>
  );
}

/** The number fields of the booking rules, by form field. */
const bookingRules = [
  ["slotMinutes", "Slot length (minutes, 15–240)"],
  ["bufferMinutes", "Buffer between bookings (minutes)"],
  ["minNoticeHours", "Minimum notice (hours)"],
  ["horizonDays", "How far ahead (days, up to 400)"],
] as const;

const chipClass =
  "inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";

/**
 * Blocked dates, calendar first: each stored date is a chip whose tick keeps it (untick to offer
 * the day again), and date pickers add more. Works without JavaScript; with it, "Add another date".
 */
function BlockedDates({
  blocked,
  text,
  error,
}: {
  blocked: string[];
  text: Record<string, string>;
  error?: string;
}) {
  const [spare, setSpare] = useState(3);
  return (
    <fieldset
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      aria-describedby="blocked-hint"
    >
      <legend className="px-1 text-lg font-semibold text-slate-900">Days without calls</legend>
      <p id="blocked-hint" className="text-sm text-slate-700">
        No calls are offered on these days. Untick a day to offer it again.
      </p>
      {blocked.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Blocked days">
          {blocked.map((date) => (
            <li key={date}>
              <label className={chipClass}>
                <input
                  type="checkbox"
                  name={`blocked.${date}`}
                  defaultChecked={text[`blocked.${date}`] === "on"}
                />
                <time dateTime={date}>{formatDay(date)}</time>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">No days are blocked.</p>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        {Array.from({ length: spare }, (_, n) => `blockedNew.${n}`).map((name, n) => (
          <label key={name} className="text-sm font-medium text-slate-800">
            {`Block another day${spare > 1 ? ` (${n + 1})` : ""}`}
            <input
              type="date"
              name={`blockedNew.${n}`}
              defaultValue={text[`blockedNew.${n}`]}
              className={input}
            />
          </label>
        ))}
      </div>
      <button
        type="button"
        onClick={() => setSpare((n) => n + 1)}
        className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        Add another day
      </button>
      {error ? (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Public holidays are closed to consultations; staff tick the ones they will take calls on. */
function Holidays({
  state,
  holidays,
  text,
}: {
  /** "New South Wales": whose public holidays they are (BUSINESS_STATE). */
  state: string;
  holidays: { date: string; name: string }[];
  text: Record<string, string>;
}) {
  if (holidays.length === 0) return null;
  return (
    <fieldset
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      aria-describedby="holidays-hint"
    >
      <legend className="px-1 text-lg font-semibold text-slate-900">Public holidays</legend>
      <input type="hidden" name="holidaysShown" value="1" />
      <p id="holidays-hint" className="text-sm text-slate-700">
        {`No calls are offered on ${state} public holidays. Tick a holiday to take calls on it after all.`}
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {holidays.map((h) => (
          <li key={h.date}>
            <label className={`${chipClass} w-full rounded-md`}>
              <input
                type="checkbox"
                name={`opened.${h.date}`}
                defaultChecked={text[`opened.${h.date}`] === "on"}
              />
              <span>
                <time dateTime={h.date} className="font-medium">
                  {formatDay(h.date)}
                </time>{" "}
                {h.name}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export default function ConsultationAvailability({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData() as FormResult<{ at: number }> | undefined;
  const { toast, dismiss } = useResultToast(actionData);
  const navigation = useNavigation();
  const values = (actionData && !actionData.ok && actionData.values) || loaderData.values;
  const text = values as Record<string, string>;
  const errors = fieldsOf(actionData) ?? {};
  return (
    <>
      <title>Consultation availability | Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Consultations</h1>
      <p className="mt-1 mb-4 text-slate-700">
        {`When visitors may book a free consultation. Hours and days are ${zoneName(loaderData.zone)} time.`}
      </p>
      <ConsultationsNav />
      <Form method="post" key={actionData?.ok ? actionData.at : "form"} className="space-y-8" noValidate>
        <WeeklyHours values={text} errors={errors} />
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold text-slate-900">Booking rules</legend>
          {bookingRules.map(([name, label]) => (
            <Field
              key={name}
              name={name}
              label={label}
              type="number"
              required
              defaultValue={text[name]}
              error={errors[name]}
            />
          ))}
        </fieldset>
        <BlockedDates blocked={loaderData.blocked} text={text} error={errors.blockedDates} />
        <Holidays state={loaderData.holidayState} holidays={loaderData.holidays} text={text} />
        <Button type="submit" name="intent" value="save" pending={navigation.state === "submitting"}>
          Save availability
        </Button>
      </Form>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
