import { publishedProgramNames } from "#content/programs.ts";
import { publishedOutlineSchema } from "#forms/course-outline.ts";
import type { Config } from "../config.ts";
import { outlinePdfOf } from "../content/catalogue.ts";
import { programOfSpelling, publishedContent, publishedSite } from "../content/published.ts";
import type { Db } from "../db/client.ts";
import { outlineRequests } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { acceptSubmission, type Submitter, sourceOfSubmitter } from "./accept.ts";
import { courseOutlineMail } from "../mail/templates/course-outline.ts";

export const OUTLINE_THANKS = "Course outline is sent to your email. Please check your email.";

/** Where the page offers the outline for download right away (a published program's slug). */
export async function outlinePdfPath(db: Db, course: string): Promise<string> {
  const content = await publishedContent(db);
  const program = programOfSpelling(content, course) ?? content.programs[0];
  return `/api/downloads/course-outline/${program?.slug ?? ""}.pdf`;
}

/**
 * Stores an outline request and queues the outline PDF to the requester. The course must be a
 * published program (issue 32), read from the store on this request; the request keeps the name
 * it was filed with.
 */
export async function requestCourseOutline(db: Db, config: Config, body: unknown, who: Submitter) {
  await publishedContent(db); // the course list of this request: the programs published now
  const accepted = await acceptSubmission(db, "outline", body, who, publishedOutlineSchema);
  // A trapped bot is answered as a person would be, with the first published program's outline.
  const course = accepted.trapped ? (publishedProgramNames()[0] ?? "") : accepted.data.course;
  if (accepted.trapped) return { message: OUTLINE_THANKS, pdfUrl: await outlinePdfPath(db, course) };
  const input = accepted.data;
  const content = await publishedContent(db);
  const outline = await outlinePdfOf(
    db,
    config.businessTimeZone,
    programOfSpelling(content, input.course)!.slug,
  );
  const pdf = { filename: outline!.filename, content: outline!.pdf };
  await db.transaction(async (tx) => {
    await tx.insert(outlineRequests).values({ ...input, source: sourceOfSubmitter(who) });
    await enqueueMail(
      tx,
      courseOutlineMail({
        site: await publishedSite(tx),
        to: input.email,
        firstName: input.firstName,
        course: input.course,
        pdf,
      }),
    );
  });
  return { message: OUTLINE_THANKS, pdfUrl: await outlinePdfPath(db, course) };
}
