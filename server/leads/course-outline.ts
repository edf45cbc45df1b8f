import { programByName } from "#content/programs.ts";
import { outlineSchema } from "#forms/course-outline.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { outlineRequests } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { courseOutlinePdf, outlineFileName } from "../pdf/course-outline.ts";
import { acceptSubmission, type Submitter, sourceOfSubmitter } from "./accept.ts";
import { outlineMail } from "./mails.ts";

export const OUTLINE_THANKS = "Course outline is sent to your email. Please check your email.";

/** Where the page offers the outline for download right away. */
export function outlinePdfPath(course: string): string {
  const program = programByName(course);
  return `/api/downloads/course-outline/${program?.slug ?? "full-stack-development"}.pdf`;
}

/** Stores an outline request and queues the outline PDF to the requester. */
export async function requestCourseOutline(db: Db, _config: Config, body: unknown, who: Submitter) {
  const accepted = await acceptSubmission(db, "outline", body, who, outlineSchema);
  const course = accepted.trapped ? "Full stack software development" : accepted.data.course;
  if (accepted.trapped) return { message: OUTLINE_THANKS, pdfUrl: outlinePdfPath(course) };
  const input = accepted.data;
  const program = programByName(input.course)!;
  const pdf = { filename: outlineFileName(program), content: await courseOutlinePdf(program) };
  await db.transaction(async (tx) => {
    await tx.insert(outlineRequests).values({ ...input, source: sourceOfSubmitter(who) });
    await enqueueMail(tx, outlineMail(input.email, input.firstName, input.course, pdf));
  });
  return { message: OUTLINE_THANKS, pdfUrl: outlinePdfPath(course) };
}
