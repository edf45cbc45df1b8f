import type { ReactNode } from "react";
import { textLink } from "#app/components/site/styles.ts";
import type { FormResult } from "#app/lib/form-result.ts";

/** The frame of a page reached from an e-mailed link (manage a booking, answer a seat offer). */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-6 py-16 md:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6 space-y-4 text-lg text-slate-700">{children}</div>
    </section>
  );
}

/**
 * The reschedule and cancel pages: a heading, then the outcome of a post that went through
 * (with `afterDone` below it), else `BookingClosed` when the booking can no longer change
 * (`closed`), else the booking and its form (`children`), with why the last post failed.
 */
export function ManageBookingPage({
  title,
  result,
  booking,
  closed,
  afterDone,
  children,
}: {
  title: string;
  result: FormResult | undefined;
  booking: { firstName: string; when: string };
  closed: "cancelled" | "past" | undefined;
  afterDone?: ReactNode;
  children: ReactNode;
}) {
  return (
    <LinkPageFrame title={title}>
      {result?.ok ? (
        <>
          <Notice tone="success">
            <p>{result.message}</p>
          </Notice>
          {afterDone}
        </>
      ) : closed ? (
        <BookingClosed state={closed} />
      ) : (
        <>
          {result?.failure ? (
            <Notice tone="error">
              <p>{result.failure}</p>
            </Notice>
          ) : null}
          <p>
            Hi {booking.firstName}, your free consultation is booked for <strong>{booking.when}</strong>.
          </p>
          {children}
        </>
      )}
    </LinkPageFrame>
  );
}

/** Said instead of a form when the booking can no longer change. */
export function BookingClosed({ state }: { state: "cancelled" | "past" }) {
  return (
    <>
      <p role="status">
        {state === "cancelled"
          ? "This consultation was cancelled."
          : "This consultation has already taken place."}
      </p>
      <p>
        <a className={textLink} href="/expertise/book-a-free-consultation">
          Book a new free consultation
        </a>
      </p>
    </>
  );
}

/** The result of a post, in a live region the page focuses on load. */
export function Notice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border p-4 ${
        tone === "error"
          ? "border-red-300 bg-red-50 text-red-900"
          : "border-green-300 bg-green-50 text-green-950"
      }`}
    >
      {children}
    </div>
  );
}
