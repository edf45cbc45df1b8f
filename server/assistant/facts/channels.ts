/**
 * Other channels: course outlines, the newsletter, social media.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { programs } from "#content/programs.ts";
import { formatOptions } from "#content/options.ts";
import { privacyTables } from "#content/privacy.ts";
import { site } from "#content/site.ts";
import {
  bold,
  contact,
  list,
  lowerFirst,
  page,
  privacy,
  programSource,
  type Reply,
  type Subject,
} from "./base.ts";

/** How to get a program's course outline: the form on its page, which e-mails it. */
export function outline(s: Subject): Reply {
  const ps = s.programs.length > 0 ? s.programs : [...programs];
  // "If I download the outline, will you contact me afterwards?": what the form's details are for,
  // as the privacy policy says it.
  const point = privacyTables.collectionPoints.find((c) => /outline/i.test(c.source));
  if (
    point &&
    /\b(contact|contacts|contacting|call|calls|calling|ring|ringing|phone|phoning|e-?mail|hear from|follow up|following up|spam|marketing|sales|salesperson|pester|bother|chase)\b.{0,30}\b(me|us|afterwards|after|later)\b|\b(will|would|do|does) (you|someone|anyone|somebody|a salesperson|an advisor) (contact|call|ring|phone|e-?mail|follow up|chase)\b|\b(get|receive|getting|be getting) (any |a lot of |lots of )?(sales |marketing |follow-up |follow up |spam )?(calls|phone calls|e-?mails|messages|spam)\b|\b(spam|spammed|spamming|hassled|pestered|bombarded|harassed)\b/.test(
      s.text,
    )
  )
    return {
      lead: `Yes: the outline form's details are used ${lowerFirst(point.why).replace(/\.$/, "")}, and the form asks for your agreement to be contacted.`,
      sources: [...ps.map(programSource), privacy],
      final: true,
    };
  return {
    lead: `Fill in the course outline form on ${ps.length === 1 ? `the ${bold(ps[0]!.name)} page` : "each program's page"} and we e-mail you the outline.`,
    more: [
      `The form asks for your name, e-mail address and phone number, and the class format you are interested in (${list([...formatOptions], " or ")}).`,
    ],
    sources: ps.map(programSource),
  };
}

/** The newsletter: signed up with an e-mail address in every page's footer. */
export function newsletter(s?: Subject): Reply {
  // "How do I stop getting your emails?": the unsubscribe link first.
  // "If I stop the newsletter, do you delete my address?": what is kept after, as the policy says.
  const kept = privacyTables.retention.find((r) => /newsletter/i.test(r.records));
  if (
    s &&
    kept &&
    /\b(stop|quit|cancel|unsubscrib\w*|opt out)\b/.test(s.text) &&
    /\b(delete|deleted|remove|removed|erase|erased|keep|kept|still have|still hold|on file|my (e-?mail|address|details|data|info|information))\b/.test(
      s.text,
    ) &&
    /\b(you|your|u)\b/.test(s.text)
  )
    return {
      lead: kept.kept.replace(/^Until you unsubscribe\. After that we keep/, "After you unsubscribe we keep"),
      sources: [page("/privacy")],
      final: true,
    };
  if (s && /\b(stop|quit|cancel|unsubscribe|opt out|remove|delete|take me off|get me off)\b/.test(s.text))
    return {
      lead: "Every newsletter e-mail has an unsubscribe link: use it to stop the newsletter.",
      more: [`Or e-mail ${site.email}.`],
      sources: [page("/privacy")],
    };
  return {
    lead: "Sign up with your e-mail address in the newsletter form at the bottom of every page (it is on the program pages too).",
    more: ["Every newsletter e-mail has an unsubscribe link."],
    sources: [page("/privacy")],
    // "Send me updates about new courses": no sentence about updating an application answers it.
    final: true,
  };
}

/** Where else to find us: the social profiles in the footer. */
export function social(): Reply {
  return {
    lead: `Yes: we're on ${list(site.social.map((x) => `[${x.name}](${x.href})`))}.`,
    more: ["The links are at the bottom of every page."],
    sources: [contact],
  };
}
