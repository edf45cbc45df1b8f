/**
 * A visitor who tells their situation at length (their job and hours, where they live, their
 * children, years in retail, their staff who test by hand) and then leaves the choice to us at the
 * end ("which of your courses could I realistically do?", "is there anything I could manage?",
 * "which program is aimed at that?"). The situation's words alone picked the answer (the list of
 * programs, a refund line, a tutor), and the ask's own words say nothing of what fact answers it.
 * Here the open ask at the end decides that a course is being chosen, and the situation only
 * picks which typed facts choose it: studying from home picks the courses that can be joined
 * online, evenings after a day's work pick the evening class times, never having coded picks what
 * the programs need first, testers who test by hand pick who the QA course suits. Each is asked
 * as its own plain question, so every answer sentence is still a fact the site states.
 * The same for a business owner's story ending in "ballpark, how much are we talking?": the ask
 * decides a price is wanted, and the story (customers buying on the web, an app to book on their
 * phones, bugs in their platform) picks which service's starting price answers it, not a course fee.
 */

/** The final ask leaves the choice of course to us. */
const choosingAsk =
  /\b(which|what)( one)?( of (your|the|these|those))? ?(courses?|programs?|programmes?|classes|options?|ones?)\b|\b(anything|something|a course|any course|one) (here |of yours )?(i|we|someone like me|they) (could|can|might|would)\b|\b(recommend|suggest|advise)\b|\b(aimed at|meant for|designed for|built for|made for)\b|\b(cope|manage|handle|doable|manageable|realistic(ally)?|out of my depth|in over my head)\b/i;

/** An ask that already says what fact it wants is answered as asked, not from the situation. */
const ownFact =
  /\b(cost|price|fee|fees|refund|money back|pay|how long|weeks|when|start|starts|intake|address|where|phone|email|e-mail|laptop|computer|job|jobs|quit|quitting|workload|burn|burning|suit|suits|suited|right for|best fit|fit for)\b/i;

const cues: { said: RegExp; asks: string }[] = [
  {
    // far from the campus, or only able to study at home
    said: /\b(from home|at home|hours (away )?from|far from|nowhere near|outside (sydney|the city)|country town|regional|rural|the country|a farm|interstate|overseas|abroad|(can't|cannot|can not|couldn't|unable to) (get|drive|come|travel|commute)( in)? to)\b/i,
    asks: "which courses can I study online?",
  },
  {
    // a working day, or only evenings free
    said: /\b(9 ?(to|-|–) ?5|nine to five|full[- ]time|full days|work(ing)? days|day job|evenings?|at night|nights|after work|(kids|children) are (asleep|in bed))\b/i,
    asks: "when are the evening classes?",
  },
  {
    // never coded, not technical, weak at maths
    said: /\b(never (written|coded|done any coding|programmed|learned to code)|(no|zero|without any) (coding|programming|code|tech|technical|it) (experience|background|knowledge|skills)|not (very |at all )?(techy|technical|a computer person)|(bad|no good|not good|hopeless|terrible|rubbish) (at|with) (maths|math|numbers|computers)|never (done|used) (anything|much) (with|on) (a )?computers?|complete beginner|total beginner|absolute beginner)\b/i,
    asks: "which course needs no coding experience?",
  },
  {
    // testers who test by hand and should automate
    said: /\b(manual(ly)? test(ing|ers?|s)?|test(ers?|ing)? (everything |it all )?by hand|(clicking|click) through)\b[\s\S]*\bautomat/i,
    asks: "who is the QA & Software Testing course for?",
  },
];

/** A course the ask names. */
const namedCourse =
  /\b(full ?stack|qa|quality assurance|software testing|testing course|data analytics|data course|analytics)\b/i;

/** The ask wants a price, without naming what is priced. */
const priceAsk =
  /\b(how much|what (would|will|does|do) (it|that|something like that|this) (cost|run|set)|cost|costs|price|pricing|ballpark|rough figure|budget|set (us|me) back|charge|quote)\b/i;
/** A course is what is priced ("how much is the QA course?"): the fees answer it as asked. */
const courseNamed =
  /\b(course|courses|program|programs|programme|class|classes|study|studying|enrol|tuition|full stack|qa|data analytics)\b/i;
/** The teller runs a business. */
const business =
  /\b(my|our) (business|shop|store|company|firm|cafe|café|restaurant|bakery|salon|clinic|practice|startup|team|staff|customers|clients)\b|\b(i|we) (own|run|manage|have) (a|an|the|our|my) (\w+ ){0,2}(business|shop|store|company|firm|cafe|café|restaurant|bakery|salon|clinic|practice|startup|store)\b/i;

const serviceCues: { said: RegExp; asks: string }[] = [
  {
    said: /\b(website|web site|our site|web page|online (ordering|orders|shop|store|bookings?)|(order|orders|ordering|buy|buying|book|booking|pay|shop) (\w+ )?(from us |with us )?(online|on the web|on our site|through our site|on the website)|web app|web application)\b/i,
    asks: "how much does your web application development service cost?",
  },
  {
    said: /\b(mobile app|phone app|an app|app on (their|people's|peoples|customers') phones?|iphone|android|app store|play store)\b/i,
    asks: "how much does your mobile application development service cost?",
  },
  {
    said: /\b(bugs?|testing|tests?|test it|tested|testers?|goes? live broken|keeps? crashing|crashes)\b/i,
    asks: "how much does your software testing service cost?",
  },
];

/**
 * The plain questions a long message's situation stands for, when its last sentence is an open
 * ask for a course; undefined otherwise (no situation told, an ask that names its own fact, or
 * nothing in the situation that picks a fact).
 */
export function situationPicks(question: string): string[] | undefined {
  const sentences = question.trim().split(/(?<=[.!?])\s+(?=\S)/);
  if (sentences.length < 2) return undefined;
  const ask = sentences.at(-1)!;
  const said = sentences.slice(0, -1).join(" ");
  if (!ask.includes("?") || said.includes("?") || said.split(/\s+/).length < 8) return undefined;
  const whole = `${said} ${ask}`;
  if (priceAsk.test(ask) && !courseNamed.test(whole) && business.test(said)) {
    // What the ask itself names ("can you run some tests on it, and how much?") decides over the story.
    const own = serviceCues.filter((c) => c.said.test(ask)).map((c) => c.asks);
    const picked = own.length > 0 ? own : serviceCues.filter((c) => c.said.test(whole)).map((c) => c.asks);
    return picked.length === 1 ? picked : undefined;
  }
  // A course named in the ask ("is QA manageable?") is chosen already, and keeping a job asked
  // about ("without quitting my job?") is a fact of its own: both are answered as asked.
  if (!choosingAsk.test(ask) || ownFact.test(ask) || namedCourse.test(ask)) return undefined;
  const asks = cues.filter((c) => c.said.test(whole)).map((c) => c.asks);
  return asks.length > 0 ? asks : undefined;
}
