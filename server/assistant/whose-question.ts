/**
 * Whose thing a question is about: a business's own software project (a client's question, not a
 * student's) or the provider itself. Both the orchestrator (assistant.ts) and the blog's advice
 * (blog-advice.ts) ask.
 */
import { site } from "#content/site.ts";

/**
 * A question plainly about a business's own software project, not about studying: "my shop's
 * website", "app development", "build an app for our clinic", "payment terms for projects".
 */
export const clientOnly = (text: string) =>
  /\b(my|our) (own )?(shop|business|company|store|startup|firm|clinic|restaurant|cafe|brand|organisation|organization|app|website|site|system|portal|software|product|platform)\b|\b(app|website|web app|mobile app|software) (development|build|project)s?\b|\bbuild(ing)? (an?|my|our) (app|website|site)\b|\b(for|on|of) (your |the |client |clients' |client's )?(projects|builds)\b/.test(
    text,
  ) &&
  !/\b(course|courses|class|classes|program|programs|programme|enrol|enroll|enrolment|enrollment|study|studying|student|students|intake|lesson|lessons|learn|learning|teach|taught|instructor|graduates?|grads|alumni|hire|hiring|recruit\w*|portfolio|career|careers|job|jobs|full ?stack|qa|analytics)\b/.test(text);

/**
 * The provider named as what the question is about ("does Harbourline value people?", "your
 * company's culture"): a blog post's advice to any reader says nothing about it.
 */
export const providerNamed = new RegExp(
  `\\b(${site.name.split(/\s+/)[0]!.toLowerCase()}|(the|this|your|ur) ([a-z]+ )?(company|team|business|organisation|organization|school|staff|developers|engineers|devs))\\b`,
);
