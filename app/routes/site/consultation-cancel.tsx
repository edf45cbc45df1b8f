import { ManageBookingPage } from "#app/components/site/ManageBooking.tsx";
import { siteTitle } from "#app/lib/seo.ts";
import { textLink } from "#app/components/site/styles.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { managedBooking, tokenOf } from "#app/lib/consultation-booking.server.ts";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { cancelBooking } from "#server/consultations/bookings.ts";
import type { Route } from "./+types/consultation-cancel";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle("Cancel your consultation", matches) },
  { name: "robots", content: "noindex" },
];

/** The cancel link of a booking's e-mails. GET only asks (mail scanners follow links); the button cancels. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { booking: await managedBooking(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return pageAction(async () => {
    await cancelBooking(context.db, context.config, tokenOf(request));
    return done("Your consultation is cancelled. We've e-mailed you a cancellation for your calendar.");
  });
}

export default function CancelConsultation({ loaderData, actionData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const result = actionData as FormResult | undefined;
  const reschedule = `/consultation/reschedule?token=${encodeURIComponent(booking.token)}`;
  return (
    <ManageBookingPage
      title="Cancel your consultation"
      result={result}
      booking={booking}
      closed={booking.state === "booked" ? undefined : booking.state}
      afterDone={
        <p>
          Changed your mind?{" "}
          <a className={textLink} href="/expertise/book-a-free-consultation">
            Book a new time
          </a>
          .
        </p>
      }
    >
      <form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="cancel" />
        <p>Cancel it? The time becomes free for someone else.</p>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" variant="danger">
            Cancel my consultation
          </Button>
          <a className={textLink} href={reschedule}>
            Pick another time instead
          </a>
        </div>
      </form>
    </ManageBookingPage>
  );
}
