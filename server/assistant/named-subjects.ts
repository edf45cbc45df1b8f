/**
 * Which programs and services a question names, in full, by their words or by what the visitor
 * wants done ("build my app", "test our checkout"), and the cue words that tell a course from a
 * client's project or a comparison from a single ask (understand.ts reads with these).
 */
import { programs } from "#content/programs.ts";
import { services } from "#content/services.ts";
import type { Program, Service } from "./facts.ts";
import { normalise } from "./language.ts";

export const programPatterns: [Program, RegExp][] = [
  [
    programs[0],
    /\bfull ?stack\b|\bfs\b|\bsoftware (development|developer|engineering) (course|program|class|training)\b|\bweb (development|developer|dev) (course|program|class|training)\b|\bcoding (course|bootcamp|class)\b|\bbootcamp\b|\bbecome an? (web |software |full stack )?(developer|programmer|coder)\b|\b(developer|programming|coding) course\b/,
  ],
  [
    programs[1],
    /\bqa\b|\bquality assurance\b|\btesters?\b|\b(software )?test(ing)? (course|program|class|training|one)\b|\btest automation (course|training)\b|\bsoftware testing (course|program)\b/,
  ],
  [
    programs[2],
    // Not "data science": a field of its own, which no program is (missingField).
    /\bdata (analytics|analysis|analyst|analysts|course|program|class|training|one|stuff)\b|\banalytics\b|\banalysts?\b|\bpower bi\b|\bdata analytic\b/,
  ],
];
/** The programs' and services' full names as a question reads them ("qa and software testing"). */
export const fullNames = new RegExp(
  `\\b(${[...programs.map((p) => p.name), ...services.map((x) => x.name)]
    .map((name) =>
      normalise(name)
        .replace(/[^a-z0-9 ]+/g, " ")
        .trim()
        .replace(/\s+/g, "\\s+"),
    )
    .join("|")})\\b`,
  "g",
);
/** The words of the programs' and services' names ("full", "stack", "analytics"). */
export const nameWords = new Set(
  [...programs.map((p) => p.name), ...services.map((x) => x.name)]
    .flatMap((name) => normalise(name).split(/[^a-z]+/))
    .filter((w) => w.length >= 4),
);
export const serviceContext =
  /\b(we are|we're|were|i am|i'm|im) (a|an) ([a-z-]+ ){0,2}(business|company|startup|firm|agency|clinic|practice|charity|retailer|manufacturer|council|department|school|university|organi[sz]ation|nonprofit|not-for-profit)\b|\b(i|we) (run|own|manage|operate|have) (a|an|my|our) (small |little |new |local |family )?([a-z]+ )?(business|company|startup|shop|store|cafe|restaurant|clinic|practice|salon|gym|studio|charity|bakery|firm|agency|school|farm|franchise)\b|\b(my|our) (clinic|practice|salon|gym|studio|charity|bakery|franchise|customers|patients)\b|\b(my|our) (business|company|startup|shop|store|cafe|restaurant|product|app|apps|website|site|software|platform|idea|project|team|client|firm|brand|code)s?\b|\b(build|make|develop|create|design|test) (me|us|an?|my|our)\b(?! own\b)|\b(you|u|your team) (building|making|developing|designing|testing) (me|us|an?|my|our)\b(?! own\b)|\bhire (you|your)\b|\bfor (my|our|a) (business|company|startup|client|shop|cafe|project)\b|\bquote\b|\bservices?\b|\bagency\b|\bbusiness(es)?\b|\bfor (companies|firms|organi[sz]ations|startups|employers)\b|\boutsourc|\bclients?\b|\bget (it|my|our|an?) .*(built|made|developed|tested)\b|\b(built|tested|developed)\b|\b(we|i) (have|have got|got|run|own) (a|an|our|my|this) (\w+ ){0,3}(app|apps|web app|website|site|software|system|platform|portal|product|checkout)\b|\b(need|needs|want|wants|looking for|would like|like) (someone|somebody|a team|an? (\w+ )?(team|firm|company|agency|developer|developers|testers?))\b.{0,30}\b(test|build|make|develop|check|look at|go through|fix|automate|qa)\b|\b(qa|automate) (my|our|the|this|an?) /;
export const courseContext =
  /\b(course|courses|program|programs|class|classes|study|studying|learn|learning|enrol|student|students|teach|taught|intake|training|bootcamp|certificate|tuition|career|become)\b/;
/** A client's project ("a project", "build my app"), not a course's project work. */
export const projectWork =
  /\b(a|an|my|our|the|your|typical|average) (\w+ )?project\b(?! work)|\b(build|make|develop|create|finish|deliver|launch)\b.{0,20}\b(app|apps|website|site|web app|software|system|platform|portal|project)\b/;
export const privacyContext =
  /\b(my|your|personal|our) (data|information|info|details)\b|\b(sell|share|delete|keep|store|collect)\b.*\bdata\b/;
/** "Could you test it for us?", "run tests on it", "get our app QA'd": a client's software tested. */
export const clientTested =
  /\b(test|check|qa)\b (it|them|this|that|these)\b|\b(run|do|perform|carry out) (some |a few |proper )?(tests|testing) on\b|\b(get|have|having|getting) (it|them|our|my|the|this) (\w+ ){0,2}(tested|qa would|qa d|qaed)\b/;
/** A consultation call the visitor booked or means to move ("my free consultation", "a consult call"). */
export const bookedCall =
  /\b(consult|consultation|consultations|appointment|booking)\b|\b(booked|scheduled|my|the free|our) (\w+ )?(call|meeting)\b/;
/**
 * "What cookies does your website set?", "does this site track me?": the site itself, the one the
 * visitor is on, about its privacy; not a website we would build for them.
 */
export const siteItself = /\b(your|ur|this|the) (web ?site|site)\b/g;
/** Writing to us through this website ("can I message you via the site?"): the site, not a client's. */
export const messagingThroughSite =
  /\b(write|message|msg|contact|reach|e-?mail|send)\b.{0,30}\b(through|via|on|from|using|over) (your|ur|this|the) (web ?site|site)\b/;
export const siteItselfAsked = new RegExp(
  `\\b(cookies?|track\\w*|trackers?|privacy|personal|analytics|pixels?|collect\\w*)\\b|${messagingThroughSite.source}`,
);
/** A person's formal qualification: a degree, a university, a certification. */
export const credentialAsked =
  /\b(degrees?|university|uni|universities|college|diploma|phd|doctorate|masters|bachelors?|qualified|qualifications?|certified|certifications?|accredited|istqb|credentials?|graduated from|studied)\b/;
/** A cookie meant by "one" or "it" after a question about cookies. */
export function cookieMeant(text: string, history: string[]): boolean {
  const before = history.at(-1);
  return (
    !/\bcookies?\b/.test(text) &&
    /\b(one|it)\b/.test(text) &&
    before !== undefined &&
    /\bcookies?\b/i.test(before)
  );
}
/**
 * Two services set side by side ("is it pricier than getting you to test an app?", "an app plus
 * proper testing of it, starting rate for each?", "testing vs mobile development"): each side is
 * read on its own, so the rules below that read one service as the object of another ("test my
 * app" is testing, not the app) stay inside their side. A bare "testing" beside a build service on
 * the other side is the testing service. Undefined unless the sides name two different services.
 */
export const sideBySide =
  /\b(than|vs|versus|compared (to|with)|plus|as well as|and then|or just|or (should|do|would|could) (i|we) just)\b/;
export function sideBySideServices(text: string, isCourse: boolean): Service[] | undefined {
  const at = sideBySide.exec(text);
  // "we already have a website and then…": an existing thing is what gets tested, not built.
  // Nor "we have a little web store… or just pay you to test our store": the visitor's own.
  if (
    !at ||
    /\b(already|existing|live)\b|\b(we|i) (have|run|own|manage) (a|an|our|my) (\w+ ){0,2}(web application|website|site|app|store|shop|platform|system)\b/.test(
      text,
    )
  )
    return undefined;
  const sides = [text.slice(0, at.index), text.slice(at.index + at[0].length)];
  const found = sides.map((side) => findServices(side, isCourse && courseContext.test(side), false));
  const [web, mobile, testing] = services;
  sides.forEach((side, i) => {
    const other = found[1 - i]!;
    if (
      !found[i]!.includes(testing!) &&
      (other.includes(web!) || other.includes(mobile!)) &&
      /\b(test|tests|tested|testing)\b/.test(side) &&
      !/\b(course|class|learn|study|tester|qa)\b/.test(side)
    )
      found[i] = [...found[i]!, testing!];
  });
  const union = services.filter((x) => found.some((f) => f.includes(x)));
  return union.length >= 2 && found.every((f) => f.length > 0) ? union : undefined;
}
/** What a client asks of the testing service in its own words (see findServices). */
const clientTestedWords =
  /\b(qa|test|automate)\b (my|our|the|this|their) (?!(knowledge|skills?|understanding|students?|staff|team|employees|people|kids?|son|daughter)\b)\w+|\b(automated|automation of|automating|automate) (\w+ )?(tests|testing|regression|test suite|checks)\b.{0,40}\b(for|of|on) (us|our|my|the|this|an?|their)\b|\b(automated|automation of|automating|automate) (our|my|the|their) (\w+ )?(tests|testing|regression|test suite|checks)\b|\b(our|my|the) (\w+ )?(tests|regression tests|test suite|testing) (\w+ ){0,2}automated\b|\b(security|penetration|pen|functional|regression) (testing|tests|test) (on|of|for) (\w+ ){0,2}(apps?|websites?|sites?|software|systems?|platforms?|products?|code)\b|\b(independent|outside|external|third[- ]party)\b.{0,20}\b(team|firm|company|testers?|someone|somebody|eyes|review|audit)\b.{0,50}\b(find|finds|finding|go through|look (at|over)|check|review|audit)\b/;
export const clientSoftwareTested = (text: string) => clientTestedWords.test(text);

export function findServices(question: string, isCourse: boolean, whole = true): Service[] {
  const text = siteItselfAsked.test(question) ? question.replace(siteItself, " ") : question;
  const paired = whole ? sideBySideServices(text, isCourse) : undefined;
  if (paired) return paired;
  const found: Service[] = [];
  const service = serviceContext.test(text);
  const [web, mobile, testing] = services;
  // "web or mobile development", "web and mobile apps": both named, one noun shared.
  if (/\bweb (or|and|vs|versus) mobile\b|\bmobile (or|and|vs|versus) web\b/.test(text)) found.push(web);
  if (
    /\bweb ?(site|sites|app|apps|application|applications|portal|portals|platform|system)\b|\bweb (dev|developers?) (one|ones|service|services|team|side|option|work)\b|\b(customer|client|staff|driver|booking) portals?\b|\bwebsites?\b|\bweb design\b|\bweb development\b(?! course)/.test(
      text,
    ) &&
    (service || !isCourse) &&
    !found.includes(web)
  )
    found.push(web);
  if (
    /\bmobile (app|apps|application|applications|development)\b|(?<!\b(my|our|your) )\b(ios|android|iphone)\b|\bipad apps?\b|\breact native\b|\bswift\b|\bmobile\b(?! number| phone)|(?<!\b(your|ur|the|portal) )\b(phone|smartphone) apps?\b(?!.{0,30}\b(portal|log ?in|sign ?in|dashboard)\b)/.test(
      text,
    ) ||
    (/\bapps?\b/.test(text) && !/\bweb ?apps?\b/.test(text) && !isCourse && service) ||
    // "What does an app cost?", "the price of an app": an app's price is the service's, not a course fee.
    (/\b(an?|one|my|our) (\w+ )?apps?\b.{0,15}\b(cost|costs|price|priced|set me back)\b|\b(cost|price|pricing|quote|ballpark) (of|for) (an?|one|my|our) (\w+ )?apps?\b|\bhow much (is|are|does|do|would|will|for) (an?|one|my|our) (\w+ )?apps?\b/.test(
      text,
    ) &&
      !/\bweb ?apps?\b/.test(text) &&
      !isCourse)
  )
    found.push(mobile);
  // "Software testing" with no course or business around it could be either: both are named.
  if (
    /\b(test|tests|tested|testing)\b/.test(text) &&
    (service || (!isCourse && /\bsoftware testing\b/.test(text))) &&
    !/\b(course|class|learn|study|tester|qa)\b/.test(text)
  )
    found.push(testing);
  if (/\b(penetration|security|pen) test/.test(text) && !found.includes(testing)) found.push(testing);
  // "We already have a web app, could you test it for us?": the app exists; testing is asked.
  const existingTested =
    /\b(already|have|has|built|made|launched)\b.{0,25}\b(apps?|website|site|software|product|platform|system)\b.{0,40}\b(test|qa)\b (it|them|that|this)\b/;
  if (existingTested.test(text) && !isCourse && !found.includes(testing)) found.push(testing);
  // "send a staff member on your QA course or just hire you to test our site?": the visitor's own
  // site tested is the testing service, even beside a course.
  if (
    /\b(hire|pay|get) (you|your (team|testers))\b.{0,20}\b(test|check|qa)\b|\b(test|check) (my|our) (\w+ )?(apps?|website|site|software|product|platform|system|shop|store)\b/.test(
      text,
    ) &&
    !found.includes(testing)
  )
    found.push(testing);
  // "your software testing service" beside "the QA course": the service, named as one.
  if (/\b(testing|test) (services?|for businesses|for clients)\b/.test(text) && !found.includes(testing))
    found.push(testing);
  // "our app is live but buggy, can your testers look at it?": your testers on our software.
  if (
    /\b(your|you guys'?|ur) (testers|test team|qa team|testing team|qa people)\b/.test(text) &&
    /\b(my|our|it|us|them)\b/.test(text) &&
    !found.includes(testing)
  )
    return [testing];
  // "can you test my app before launch?": the app is what is tested; the service is testing.
  if (
    found.includes(testing) &&
    (/\b(test|tested|testing|check|checked|qa)\b (my|our|the|an?|this) (\w+ )?(apps?|website|site|software|product|platform|system|store|shop)\b/.test(
      text,
    ) ||
      // "We already have a web app, could you test it for us?": the app exists; testing is asked.
      existingTested.test(text)) &&
    // ("you testing our software, or you building us a web app": both are asked.)
    !/\b(build|building|make|develop|developing|create|design)\b/.test(text)
  )
    return [testing];
  // "we already have a web app, could you test it for us?": the thing named is what is tested.
  if (
    (found.includes(testing) ||
      ((found.includes(web) || found.includes(mobile)) &&
        /\b(have|has|built|made|launched|live|our|my)\b/.test(text))) &&
    clientTested.test(text) &&
    !/\b(build|make|develop|create|design)\b/.test(text)
  )
    return [testing];
  // "QA our app", "test our checkout flow", "automate our regression tests", "set up automated
  // tests for our web app", "security testing on apps other companies built", "an independent team
  // to go through it and find the problems": the client's own software tested (whatever it is
  // called), which is the testing service, not a course (its test automation is one of its kinds).
  if (clientSoftwareTested(text) && !courseContext.test(text)) return [testing];
  // "check our app for security holes": a business's software checked is the testing service.
  if (
    /\b(security (holes?|flaws?|issues?|weakness\w*|gaps?|risks?|problems?|bugs?|vulnerabilit\w*|audit|review|check)|vulnerabilit\w*|cyber ?security|(hack|hacked|hacking|hackers?|breach\w*|exploits?|loopholes?)\b.{0,40}\b(app|apps|website|site|store|shop|software|system|platform|product))\b/.test(
      text,
    ) &&
    (service || !isCourse)
  )
    return [testing];
  return found;
}
export function findPrograms(text: string, isService: boolean): Program[] {
  const found = programPatterns.filter(([, re]) => re.test(text)).map(([p]) => p);
  const isCourse = courseContext.test(text);
  // "the testing course", "software testing" without a business around it: the QA program.
  if (
    !found.includes(programs[1]) &&
    /\b(software )?testing\b/.test(text) &&
    !isService &&
    (isCourse ||
      /\bsoftware testing\b/.test(text) ||
      // "testing vs data", "full stack or testing": set beside another program by name.
      ((found.length > 0 || /\bdata\b/.test(text)) &&
        /\btesting (or|and|vs|versus)\b|\b(or|and|vs|versus) (the )?testing\b/.test(text) &&
        /\b(or|and|vs|versus) (the )?(data|full ?stack|testing)\b|\b(data|full ?stack|testing) (or|and|vs|versus)\b/.test(text) &&
        !/\b(our|my|your|ur) (\w+ )?(app|website|site|software|project|system|product|data)\b/.test(text)))
  )
    found.push(programs[1]);
  // "the data one", "data course": Data Analytics, unless it is the visitor's own data; "data or
  // full stack": set beside another program; "hrs of homework per wk for data?": the program a
  // short ask ends on.
  if (
    !found.includes(programs[2]) &&
    /\bdata\b/.test(text) &&
    !privacyContext.test(text) &&
    (isCourse ||
      /^(and |what about |how about )?(the )?data\b/.test(text) ||
      /\b(for|on|in) (the )?data\W*$/.test(text) ||
      (found.length > 0 && /\bdata (or|and|vs|versus)\b|\b(or|and|vs|versus) (the )?data\b/.test(text)))
  )
    found.push(programs[2]);
  // "web development" asked as something to learn.
  if (
    !found.includes(programs[0]) &&
    /\bweb (development|developer|dev)\b|\bsoftware (development|developer)\b|\bprogramming\b.*\b(course|learn)\b/.test(
      text,
    ) &&
    isCourse &&
    !isService
  )
    found.push(programs[0]);
  return programs.filter((p) => found.includes(p));
}
export const comparative =
  /\b(which|compare|comparison|compared|difference|differences|differ|vs|versus|between|shorter|shortest|longer|longest|quicker|quickest|cheaper|cheapest|dearer|dearest|pricier|priciest|more expensive|less expensive|most expensive|least expensive|costs? (more|less)|first|sooner|soonest|earliest|better|best)\b|\b(the )?same (length|time|duration|amount of time|number of weeks|price|cost|fee|fees|amount)\b|\b(cost|costs|take|takes|last|lasts|run|runs) the same\b|\bas (long|short|much|expensive|cheap|pricey|dear) as\b|\b(more|less|fewer)\b(?: \w+){1,3} than\b/;
/** "…know Python first", "learn some HTML first": something done before the course. */
export const beforehand =
  /\b(know|learn|learnt|learned|have|need|study|read|brush up on|prepare|practise|practice|get)\b( \w+){0,3} first\b(?! (class|lesson|session|week|day|intake|course|one))/g;
/**
 * "what pandas command do you run first in every notebook?", "which step comes first when you
 * clean data?": the first of some thing other than a course, no course starting first.
 */
export const firstOfAThing =
  /\b(command|commands|step|steps|thing|things|check|checks|line|lines|function|functions|task|tasks)\b( \w+){0,5} first\b/;
export const nonCourseWhich =
  /\bwhich (payment|payments|pay|methods?|ways?|cards?|banks?|currencies|currency|documents?|papers|days?|nights?|hours?|rooms?|floors?|entrance|languages?|tools?|laptops?|computers?|browsers?|details|information|info|address|e-?mail|number|phone)\b/g;
export const highDirection =
  /\b(longer|longest|more expensive|most expensive|dearer|dearest|pricier|priciest|costs? more|latest|last|later|highest|(costs?|charges?) the most)\b/;
