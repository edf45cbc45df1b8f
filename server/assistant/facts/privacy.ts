/**
 * The privacy policy: what is kept and for how long, complaints, cookies, the chat's AI service.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { privacyPolicy, privacyTables } from "#content/privacy.ts";
import { site } from "#content/site.ts";
import { sentencesOf } from "../language.ts";
import {
  contact,
  countWords,
  list,
  lowerFirst,
  lowerInitial,
  numberWords,
  privacy,
  type Reply,
  sentence,
  type Subject,
} from "./base.ts";

/**
 * Which of the policy's retention rows a question names: its own words, and the ways a visitor
 * says them ("if I'm rejected" is an application that did not lead to enrolment).
 */
export const retentionAliases: [RegExp, RegExp][] = [
  [
    /not lead to enrolment/i,
    /\b(reject\w*|declin\w*|unsuccessful|turn(ed)? (me )?down|not (accepted|successful|offered)|do not enrol|never enrol\w*|(never|not|do not|did not|does not) (end up |actually |go on to |get to )?(enrol|enroll)\w*)\b|\bapplications?\b.{0,30}\b(never|not|did not|does not|do not|that failed|went nowhere)\b|\b(never|not|did not|does not|do not) (turn|turned|go|went|lead|led|become|became|end|ended)\b.{0,25}\b(anywhere|into|to|in)\b/,
  ],
  [
    /payment records/i,
    /\b(payment|payments|financial|invoice\w*|bank|receipts?)\b|\benrolment records?\b|\bafter (i|the course|my course) (finish|end|complete)\w*\b|\b(if|once|when|after) (i|we) (enrol|enroll|am enrolled|get enrolled|do enrol)\w*\b|\benrolled students?\b|\b(students?|those|people|ones?) (who|that) (do |did |actually |go on to )?(enrol|enroll)\w*\b/,
  ],
  [/newsletter/i, /\b(newsletter|unsubscrib\w*|mailing list)\b/],
  // "Is my chat IP kept as long as my enrolment records?": the IP row beside another.
  [/IP addresses/i, /\b(ip|ip address|ip addresses)\b/],
  [/portal account/i, /\b(portal|account)\b/],
  [
    /contact messages/i,
    /\b(messages?|outline requests?|consultation bookings?|chats?|enquir\w*|inquir\w*)\b/,
  ],
];

export const keepAsked =
  /\b(how long|keep|kept|retain\w*|hold on to|hang on to|hold onto|hang onto|store|stored|on file|still (have|hold|got))\b/;

/** The policy's retention rows a question names, in the policy's order; none unless keeping is asked. */
export function retentionRows(t: string) {
  if (!keepAsked.test(t)) return [];
  const named = retentionAliases.filter(([, asked]) => asked.test(t)).map(([row]) => row);
  return privacyTables.retention.filter((r) => named.some((row) => row.test(r.records)));
}

/**
 * Keeping records asked in so many words ("do you keep", "still on file", "how long … my
 * records"): not "how long does the payment plan last?", which names a row's word only.
 */
export const retentionAsked = (t: string) =>
  (/\b(keep|kept|retain\w*|hold on ?to|hang on ?to|store|stored|on file|still (have|hold|got))\b/.test(t) ||
    /\bhow long\b.{0,40}\b(records?|data|details|info|information|e-?mail|address|history|file|messages?|chats?)\b/.test(
      t,
    )) &&
  // How it is stored ("is my password stored safely?") is the policy's security, not a period.
  !/\b(passwords?|safe|safely|secure|securely|hash\w*|encrypt\w*|where)\b/.test(t) &&
  retentionRows(t).length > 0;

export function retentionRow(t: string) {
  const [first] = retentionAliases
    .filter(([, asked]) => keepAsked.test(t) && asked.test(t))
    .map(([row]) => privacyTables.retention.find((r) => row.test(r.records)));
  return first;
}

/** "Seven years after your course ends" → days, for comparing two retention periods. */
export function periodDays(kept: string): number | undefined {
  const m = /\b(\d+|one|two|three|four|five|six|seven|ten|thirty) (day|days|month|months|year|years)\b/i.exec(
    kept,
  );
  if (!m) return undefined;
  const n = Number(m[1]) || numberWords[m[1]!.toLowerCase()] || 0;
  return n * (/^day/i.test(m[2]!) ? 1 : /^month/i.test(m[2]!) ? 30 : 365);
}

/** A complaint about how we handle personal information, or where to take one. */
export const complaintAsked =
  /\b(complain|complaint|complaints|mishandl\w*|breach|regulator|escalat\w*|report you|lodge)\b|\bwho (can|do|should|would|could) (i|we) (go|turn|talk|speak|appeal|report)( it)? to\b|\bwhere (can|do|should|would|could) (i|we) (take|go with|turn|report|complain)\b/;

/**
 * Going past us: "if you ignore me", "if you don't sort it out", "who's above you": what the visitor
 * asks is where to take it then, which is the regulator (the OAIC).
 */
export const pastUs =
  /\b(ignor\w*|not (satisfied|happy)|unhappy|dissatisfied|(do not|did not|does not|never|will not|won't|wont|don't|dont|didn't|didnt|refuse to) (do|sort|fix|answer|reply|respond|act|delete|listen|help)\w*|where (can|do|should|would|could) (i|we) (take|go with|turn)|above you|over you|outside|external|independent|regulator|escalat\w*|mishandl\w*|breach\w*|who (can|do|should|would|could) (i|we) (go|turn|appeal|report)( it)? to)\b/;

/** "Who can I complain to about privacy?": the policy's complaints section, the regulator too. */
export function privacyComplaint(t: string): Reply | undefined {
  if (!complaintAsked.test(t) || /\bhow long\b/.test(t)) return undefined;
  const section = privacyPolicy.sections.find((x) => x.id === "complaints");
  const [first = "", second = ""] = section?.paragraphs ?? [];
  if (!first) return undefined;
  const ours = first.replace(
    /^If you think we have mishandled your personal information, tell us first using the contact details above/,
    `Tell us first (e-mail ${site.email} or call ${site.phones[0].display})`,
  );
  const [lead, more] = pastUs.test(t) && second ? [second, ours] : [ours, second];
  // The policy's own sentences on the complaint asked: no other sentence overrules them.
  return {
    lead,
    more: [more].filter(Boolean),
    sources: [{ href: "/privacy#complaints", title: "Privacy policy: complaints" }],
    final: true,
  };
}

/** The chat's cookie in other words: "the chat one", "the visitor cookie". */
export const cookieNamed: [RegExp, string][] = [
  [/\b(chat|chatbot|visitor)\b/, "visitor"],
  [/\b(portal|student|sign ?in|log ?in|remember me)\b/, "portalToken"],
  [/\b(admin|staff|back-?office)\b/, "adminToken"],
];

/**
 * "What cookies does the site set?": the policy's three cookies, by name; "how long does the chat
 * one last?" (after cookies were asked): that cookie's lifetime.
 */
export function cookieReply(t: string): Reply | undefined {
  if (!/\bcookies?\b|\b(chat|visitor|portal|sign ?in) one\b/.test(t)) return undefined;
  const source = privacy;
  const none = "We use no advertising or analytics cookies and no third-party trackers.";
  const lifetime = /\b(how long|last|lasts|expire\w*|kept|stay|stays|until when)\b/.test(t);
  // Each with what it is for and, briefly, how long it lasts ("365 days", "until you close the browser").
  const names = privacyTables.cookies.map(
    (c) =>
      `“${c.name}” (${lowerInitial(c.purpose.split(". ")[0]!.replace(/\.$/, ""))}, ${lowerFirst(c.lasts.split(/[;,]/)[0]!)})`,
  );
  const count = `The site sets ${countWords[names.length] ?? names.length} cookies`;
  const named = cookieNamed.find(([asked]) => asked.test(t))?.[1];
  const one = privacyTables.cookies.find((c) => c.name === named);
  // "Do you use tracking or analytics cookies?", "are you tracking me while I chat?": no, first;
  // then the ones there are.
  if (/\b(track\w*|analytics|advertis\w*|ads?|marketing|third[- ]party|google|facebook|pixels?)\b/.test(t))
    return {
      lead: `No: ${lowerFirst(none)}`,
      more: [`${count}: ${list(names)}.`],
      sources: [source],
      final: true,
    };
  // "How long does the chat cookie last?", "what cookie does the chat use?": that cookie.
  if (one)
    return lifetime
      ? {
          lead: `The “${one.name}” cookie lasts ${lowerFirst(one.lasts)}.`,
          more: [one.purpose],
          sources: [source],
          final: true,
        }
      : {
          lead: `The “${one.name}” cookie: ${lowerInitial(one.purpose)}`,
          more: [`It lasts ${lowerFirst(one.lasts)}.`],
          sources: [source],
          final: true,
        };
  // "How long do your cookies last?": each one's lifetime.
  if (lifetime)
    return {
      lead: `${count}: ${privacyTables.cookies.map((c) => `“${c.name}” lasts ${lowerFirst(c.lasts)}`).join("; ")}.`,
      more: [none],
      sources: [source],
      final: true,
    };
  return { lead: `${count}: ${list(names)}.`, more: [none], sources: [source], final: true };
}

/**
 * "Does this chatbot send my details to an AI company?": the policy's sentence on the external AI
 * service (the question's text is sent; name, e-mail and phone are not).
 */
export function aiServiceReply(t: string): Reply | undefined {
  if (!/\b(ai|openai|chatgpt|gpt|llm|language model|artificial intelligence)\b/.test(t)) return undefined;
  const section = privacyPolicy.sections.find((x) => x.id === "use");
  const said = section?.paragraphs.flatMap(sentencesOf).find((x) => /external AI service/.test(x));
  return said
    ? {
        lead: said,
        sources: [{ href: "/privacy#use", title: "Privacy policy: how we use and share it" }],
        final: true,
      }
    : undefined;
}

export function privacyReply(s: Subject): Reply {
  const t = s.text;
  const complaint = privacyComplaint(t);
  if (complaint) return complaint;
  // A cookie named is the policy's cookie table, before any period kept ("the chat one").
  const cookie = cookieReply(t);
  if (cookie) return cookie;
  // "If I'm rejected, how long do you keep my details?": the policy's retention row for it.
  // "Which do you keep longer: a declined application or my payment records?": both rows, the
  // longer first.
  const rows = retentionRows(t);
  if (rows.length >= 2) {
    const sorted = [...rows].sort((a, b) => (periodDays(b.kept) ?? 0) - (periodDays(a.kept) ?? 0));
    // "Erased automatically after 30 days" says its own verb: no "kept" before it.
    const line = (r: (typeof rows)[number]) =>
      `${r.records.replace(/^IP/, "ip").toLowerCase().replace(/^ip/, "IP")}: ${/^Erased/.test(r.kept) ? "" : "kept "}${lowerFirst(r.kept).replace(/\.$/, "")}`;
    const [longest, ...rest] = sorted;
    const known = sorted.every((r) => periodDays(r.kept) !== undefined);
    return {
      lead: known
        ? `${longest!.records} are kept ${sorted.length === 2 ? "longer" : "longest"}: ${lowerFirst(longest!.kept)}`
        : sentence(`${line(longest!).charAt(0).toUpperCase()}${line(longest!).slice(1)}`),
      more: [
        sentence(
          rest
            .map(line)
            .join("; ")
            .replace(/^./, (c) => c.toUpperCase()),
        ),
      ],
      sources: [privacy],
      final: true,
    };
  }
  // "How do you keep my details secure?": the policy's "Keeping it safe", not a retention row.
  if (
    /\b(secure|securely|security|safe|safely|protect|protected|hack\w*|encrypt\w*|leak\w*)\b/.test(t) &&
    !/\b(how long|until when|delet\w*|complain\w*)\b/.test(t)
  ) {
    const section = privacyPolicy.sections.find((x) => x.id === "security");
    const [first = ""] = section?.paragraphs ?? [];
    if (first)
      return {
        lead: first,
        sources: [{ href: "/privacy#security", title: "Privacy policy: keeping it safe" }],
      };
  }
  const row = retentionRow(t);
  // "How long does it take you to delete my account?": the request's 30 days, not the row's period.
  const erase =
    /\b(delet\w*|eras\w*|wipe\w*|remov\w*)\b/.test(t) &&
    !/\b(keep|kept|retain\w*|store|stored|on file|still (have|hold|got))\b/.test(t);
  if (row && !erase && !/\b(ip)\b/.test(t))
    return {
      lead: `${row.records}: kept ${lowerFirst(row.kept)}${/[.!?]$/.test(row.kept) ? "" : "."}`,
      sources: [privacy],
      ...(retentionAsked(t) ? { final: true as const } : {}),
    };
  // "Do you share my info with third parties?": the policy's "How we use and share it".
  if (
    /\b(share|shares|shared|sharing|third part(y|ies)|others|pass on|give|hand over|disclose|who else|marketers?|spam|other (companies|company|firms|businesses|parties|people)|outside (your|the) (company|business)|happens? to)\b/.test(
      t,
    ) &&
    !/\b(cookies?|sell|selling)\b/.test(t)
  ) {
    const section = privacyPolicy.sections.find((x) => x.id === "use");
    const [first = "", second = ""] = section?.paragraphs ?? [];
    if (first) {
      const [read = "", sell = ""] = sentencesOf(first);
      return {
        lead: `${sell || read} ${sell ? read : ""}`.trim(),
        more: [sentencesOf(second)[0] ?? ""].filter(Boolean),
        sources: [{ href: "/privacy#use", title: "Privacy policy: how we use and share it" }],
      };
    }
  }
  if (/\b(delet\w*|eras\w*|remov\w*|access|see|correct\w*|copy|wipe\w*|download\w*|export\w*|hold)\b/.test(t))
    return {
      lead: `E-mail ${site.email}, call ${site.phones[0].display} or use the contact form to see, correct or delete your information; we answer within 30 days, free of charge.`,
      sources: [privacy, contact],
      // "Delete everything you have on me, and how long does it take?": the request and its 30 days.
      ...(/\b(delet\w*|eras\w*|wipe\w*)\b/.test(t) ? { final: true as const } : {}),
    };
  if (/\b(ip|address)\b/.test(t) && /\b(chat|ip)\b/.test(t))
    return {
      lead: "A chat visitor's IP address is erased after 30 days.",
      more: ["We keep it only to protect the chat from abuse."],
      sources: [privacy],
    };
  const ai = aiServiceReply(t);
  if (ai) return ai;
  return {
    lead: "We never sell your information: we use what you type into a form only for the reason you gave it, and keep it only as long as the privacy policy says.",
    more: ["You can see, correct or delete it: we answer within 30 days, free of charge."],
    sources: [privacy],
  };
}
