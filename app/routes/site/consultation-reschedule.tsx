import { SlotPicker } from "#app/components/forms/SlotPicker.tsx";
import { siteTitle } from "#app/lib/seo.ts";
import { ManageBookingPage } from "#app/components/site/ManageBooking.tsx";
import { textLink } from "#app/components/site/styles.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { managedBooking, tokenOf } from "#app/lib/consultation-booking.server.ts";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { loadSlotPicker } from "#app/lib/slot-picker.server.ts";
import { rescheduleBooking } from "#server/consultations/bookings.ts";
import { isoInZone } from "#server/consultations/slot-grid.ts";
import { describeSlot } from "#server/consultations/time-text.ts";
import type { Route } from "./+types/consultation-reschedule";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle("Reschedule your consultation", matches) },
  { name: "robots", content: "noindex" },
];

/** The reschedule link of a booking's e-mails: the booking as it is now and the free times. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const booking = await managedBooking(request, context);
  const current = isoInZone(booking.start.getTime(), context.config.businessTimeZone);
  const picker =
    booking.state === "booked"
      ? await loadSlotPicker(context, { ignoreId: booking.id, except: current })
      : undefined;
  return { booking, picker };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = (await readForm(request)).fields;
  return pageAction(
    async () => {
      const moved = await rescheduleBooking(context.db, context.config, tokenOf(request), form);
      const when = describeSlot(
        moved.slotStart.getTime(),
        moved.slotEnd.getTime(),
        context.config.businessTimeZone,
      );
      return done(`Your consultation is now on ${when}. We've e-mailed you an updated invitation.`);
    },
    { values: { slotStart: form.slotStart ?? "" } },
  );
}

export default function RescheduleConsultation({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, picker } = loaderData;
  const result = actionData as FormResult | undefined;
  const cancel = `/consultation/cancel?token=${encodeURIComponent(booking.token)}`;
  return (
    <ManageBookingPage
      title="Reschedule your consultation"
      result={result}
      booking={booking}
      closed={booking.state !== "booked" ? booking.state : picker ? undefined : "past"}
    >
      {picker ? (
        <form method="post" className="space-y-4">
          <SlotPicker
            picker={picker}
            label="New time"
            noneLabel="Choose a new time"
            required
            error={result && !result.ok ? result.fields?.slotStart : undefined}
          />
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit">Move my consultation</Button>
            <a className={textLink} href={cancel}>
              Cancel it instead
            </a>
          </div>
        </form>
      ) : null}
    </ManageBookingPage>
  );
}
