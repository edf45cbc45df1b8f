/**
 * "Which e-mail should I sign up with?", "what address do I register with?": the student portal's
 * account is made with the e-mail address the visitor applied with (the FAQ's "Can I follow my
 * application online?"). Without the word "portal" the question has no form in it, and the
 * closest passages were a blog post's; signing up on this site is the portal's.
 */
import { faqPage } from "#content/faq.ts";
import * as facts from "./facts.ts";
import type { OutrightContext } from "./outright.ts";
import { pageAnswer, type Understanding } from "./reading.ts";

const addressAsked =
  /\b(which|what|wich|wat) (e-?mail|email address|e-?mail address|address|account)( address)? (should|do|can|must|shall|would) (i|we) (use|sign up with|signup with|register with|log in with|login with|make (it|the account|an account) with|use to (sign up|register|log in|make an account|create an account))\b|\b(sign up|signup|register|log in|login) with (which|what) (e-?mail|address|email address)\b|\bdoes it (have|need) to be the (same )?(e-?mail|address) (i|we) (applied|used)\b/;

/** The FAQ answer on following an application, which says which address makes the account. */
const followAnswer = () =>
  faqPage.groups.flatMap((g) => g.faqs).find((f) => /\be-mail address you applied with\b/.test(f.answer))
    ?.answer;

export function signUpEmail(c: OutrightContext): Understanding | undefined {
  if (
    !addressAsked.test(c.reading.text) ||
    /\b(newsletter|consultation|booking|contact form)\b/.test(c.reading.text)
  )
    return undefined;
  const answer = followAnswer();
  const first = answer ? /^(?:Yes: )?([^.]+\.)/.exec(answer)?.[1] : undefined;
  if (!first) return undefined;
  // Basic: a blog post on what to use ("which tools should I use") must not overrule it.
  return {
    ...pageAnswer(
      c.subject,
      [
        {
          // The FAQ's sentence names the address itself; said once, as the answer.
          lead: `Use the e-mail address you applied with: ${first.replace(/ with the e-mail address you applied with\b/, " with it")}`,
          sources: [{ href: "/portal/sign-in", title: "Student portal" }, facts.page("/faq")],
        },
      ],
      ["apply"],
    ),
    basic: true,
  };
}
