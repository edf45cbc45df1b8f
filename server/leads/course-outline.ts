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

/**
 * Where the page offers the outline for download right away: the published program the course
 * names (any of its spellings), or nothing when it names none.
 */
export async function outlinePdfPath(db: Db, course: unknown): Promise<string | undefined> {
  if (typeof course !== "string") return undefined;
  const program = programOfSpelling(await publishedContent(db), course);
  return program ? `/api/downloads/course-outline/${program.slug}.pdf` : undefined;
}

/**
 * Stores an outline request and queues the outline PDF to the requester. The course must be a
 * published program (issue 32), read from the store on this request; the request keeps the name
 * it was filed with.
 */
export async function requestCourseOutline(db: Db, config: Config, body: unknown, who: Submitter) {
  await publishedContent(db); // the course list of this request: the programs published now
  const accepted = await acceptSubmission(db, "outline", body, who, publishedOutlineSchema);
  // A trapped bot is answered as a person would be: the outline of the course it asked for when
  // that is a published program, else the thanks alone (no program is picked for it).
  if (accepted.trapped) {
    const pdfUrl = await outlinePdfPath(db, (body as { course?: unknown } | null)?.course);
    return pdfUrl ? { message: OUTLINE_THANKS, pdfUrl } : { message: OUTLINE_THANKS };
  }
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
  return { message: OUTLINE_THANKS, pdfUrl: await outlinePdfPath(db, input.course) };
}
