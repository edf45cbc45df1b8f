/**
 * Free-text asks answered from one passage that the general retrieval misses: the post a
 * follow-up points at (post-discussed.ts), a post's sections and its whole advice
 * (post-sections.ts), the instalments left after a withdrawal (unpaid-instalments.ts), students'
 * words and the student just quoted (students-say.ts), and help finding a job (job-help.ts).
 * Read first in answerRequest; each rule returns undefined for anything but its own kind of message.
 */
import type { Reply } from "./facts.ts";
import { jobHelp } from "./job-help.ts";
import { postDiscussed } from "./post-discussed.ts";
import { postSections } from "./post-sections.ts";
import type { Retriever } from "./retrieval.ts";
import { studentsSay } from "./students-say.ts";
import { unpaidInstalments } from "./unpaid-instalments.ts";

export function passageAsk(text: string, history: string[], retriever: Retriever): Reply | undefined {
  return (
    postDiscussed(text, history, retriever) ??
    postSections(text, retriever) ??
    unpaidInstalments(text, history) ??
    studentsSay(text, history) ??
    jobHelp(text)
  );
}
