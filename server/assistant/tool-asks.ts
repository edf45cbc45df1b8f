/**
 * A tool or a tool's version asked of a course or a service: "which exact version of react do you
 * teach, 18 or 19?", "is the full stack course on node 20 or 22?" (no page names a version, so the
 * honest reply, not the React topic line); "for the QA course do u use selenium or what for the
 * automation part" (a tool the course does not list: the tools its modules do name); "do u build
 * apps in flutter?" (a tool a service does not list: what that service works with). Without this
 * the intents scored nothing for a tool the site never names and the visitor got the honest reply,
 * or a topic line that named the tool without the version asked. Called in order by outright.ts.
 */
import { programDetails } from "#content/program-details.ts";
import { services } from "#content/services.ts";
import * as facts from "./facts.ts";
import { bold, list, type Reply, type Service } from "./facts/base.ts";
import type { OutrightContext } from "./outright.ts";
import { pageAnswer, saysNothingOn, type Understanding } from "./reading.ts";
import { clientThing, studying } from "./service-work.ts";
import { asWritten } from "./visitor-cues.ts";

/** Every tool a course page or a service card names ("React", "Node.js", "Power BI", "React Native"). */
const siteTools = [
  ...new Set([
    ...facts.allTools,
    ...services.flatMap((x) => x.technologies.filter((t) => !/\btesting\b|\bautomation\b/i.test(t))),
    ...Object.values(programDetails).flatMap((d) =>
      d.features.flatMap((f) => f.description.match(/(?<=\s)[A-Z][A-Za-z.+#]+(?: [A-Z][A-Za-z]+)?/g) ?? []),
    ),
  ]),
].map((t) => t.toLowerCase().replace(/\.js$/, ""));
const toolWord = `(${siteTools
  .sort((a, b) => b.length - a.length)
  .map((t) => t.replace(/[.+#]/g, "\\$&"))
  .join("|")}|node|nodejs|js|ts|es|ios|android|html|css)`;

/** "React 18 or 19", "node 20", "typescript 5", "python3": a tool with a version number. */
const numberedTool = new RegExp(`\\b${toolWord}[ .-]?v?\\d{1,2}(\\.\\d+)*\\b`);
/** "Which version of React", "the react native version": a version asked of a tool the site names. */
const versionOfTool = new RegExp(
  `\\bversions?\\b(?! control)(?!.{0,3}\\bcontrol\\b).{0,30}\\b${toolWord}\\b|\\b${toolWord}\\b.{0,12}\\bversions?\\b(?! control)`,
);
/** A version asked of a tool the site names: no page states one. */
export const versionAsked = (text: string) => numberedTool.test(text) || versionOfTool.test(text);

/**
 * A tool's place in the sentence: taught or used ("do u use selenium"), built in ("apps in
 * flutter", "our app in kotlin"), or weighed against another ("selenium or what"). Not any word
 * after a verb: "include an internship", "do SEO", "join remotely sometimes" name no tool.
 */
const toolPlace = (tool: string) =>
  new RegExp(
    `\\b(teach|teaches|taught|teaching|use|uses|using|learn|learning) ${tool}\\b|\\b(build|builds|built|make|makes|made|develop|develops|code|coded|write|written|do|does|done)( (it|them|apps?|sites?|websites?|web apps?|(a|an|the|our|my|your|ur) (\\w+ )?(app|apps|site|website|web app|project|build|mvp)))? (in|with|using) ${tool}\\b|\\b${tool} (or|vs|versus) (what|something|smth|sth|anything|another|\\w+ (else|instead))\\b`,
  );

/** A service's own technologies, said as the card says them. */
function serviceTools(ss: readonly Service[], tool: string): Reply {
  const name = tool.charAt(0).toUpperCase() + tool.slice(1);
  const each = ss.map((x) => `for ${bold(x.name)} we work with ${list([...x.technologies])}`);
  return {
    lead: `Our service pages do not list ${name}: ${each.join("; ")}.`,
    more: ["For advice on your project, [book a free consultation](/expertise/book-a-free-consultation)."],
    sources: ss.map((x) => ({ title: x.name, href: x.href })),
  };
}

/** The one word the site never uses that stands in a tool's place ("apps in flutter"), as written. */
export function unlistedTool(c: OutrightContext): string | undefined {
  const gaps = c.unknown.filter((w) => /^[a-z][a-z.+#-]{1,}$/i.test(w));
  if (gaps.length !== 1) return undefined;
  const tool = gaps[0]!;
  if (!toolPlace(tool.toLowerCase().replace(/[.+#]/g, "\\$&")).test(c.reading.text)) return undefined;
  return asWritten(c.question, [tool.toLowerCase()])[0];
}

/** A version of a tool, or a tool a course or a service does not list. */
export function toolAsks(c: OutrightContext): Understanding | undefined {
  const { reading, subject, unknown } = c;
  const text = reading.text;
  // "Which exact version of react do you teach, 18 or 19?": no page names a version of anything.
  if (versionAsked(text))
    return saysNothingOn(subject, unknown);
  const tool = unlistedTool(c);
  if (!tool) return undefined;
  // "For qa do u teach cypress or something else for automation": the course's tools.
  if (subject.programs.length === 1 && subject.services.length === 0) {
    const reply = facts.toolNotListed(subject, tool);
    return reply ? pageAnswer(subject, [reply], ["topics"]) : undefined;
  }
  // "Do u build apps in flutter?", "can you do our app in kotlin?": what the service works with.
  if (subject.programs.length > 0 || studying.test(text)) return undefined;
  const client =
    subject.services.length > 0 ||
    c.clientConversation() ||
    clientThing.test(text) ||
    /\b(build|builds|make|makes|develop|develops|code|write|do)\b.{0,25}\b(apps?|websites?|sites?|web apps?|software)\b/.test(text);
  if (!client) return undefined;
  // A tool to build with is the building services' ("apps in flutter"), unless testing is asked.
  const ss =
    subject.services.length > 0
      ? subject.services
      : /\b(test|tests|testing|tester|testers|qa)\b/.test(text)
        ? services
        : services.filter((x) => x.slug !== "software-testing");
  return {
    replies: [serviceTools(ss, tool)],
    intents: ["serviceTech"],
    subject,
    unknown: [],
    confidence: 1,
    page: true,
  };
}
