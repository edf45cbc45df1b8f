import { ChosenCourse } from "#app/components/forms/ChosenCourse.tsx";
import { refundTerms } from "#content/fees.ts";
import { NewTabLink } from "./NewTabLink.tsx";

/**
 * The fee of the course chosen in the enrolment form, next to the checkbox that agrees to pay it.
 * It follows the Course select by CSS alone (see ChosenCourse), so it is right without JavaScript.
 */
export function CourseFee({ initial }: { initial: string }) {
  return (
    <div data-course-fee className="rounded-lg bg-brand-50 p-4 text-sm text-slate-800 ring-1 ring-brand-100">
      <p>
        <ChosenCourse initial={initial}>
          {(program) => {
            if (!program) return "Choose a course to see its fee.";
            const fee = program.fee;
            return (
              <>
                <strong className="font-semibold text-slate-900">
                  Course fee for {program.name}: {fee.total}
                </strong>{" "}
                ({fee.instalments}), GST included.
              </>
            );
          }}
        </ChosenCourse>
      </p>
      <p className="mt-1">
        You pay nothing now: the fee is paid after enrolment. {refundTerms.summary}{" "}
        <NewTabLink href="/terms#fees">Fee and refund terms</NewTabLink>
      </p>
    </div>
  );
}
