/**
 * A visitor's life story (job, family, hours, place, money, experience) told in a few sentences
 * before the one ask at the end: "I'm a warehouse supervisor, I start at 6am… weekends are gone to
 * the kids' sport. Is there a class time that would work for me?", "ive been a barista 8 years…
 * can i get my mony back?", "all i've got is the chromebook i used at school. is that gonna cut it
 * for the QA course?". Read whole, the story's many words outweighed the short ask and picked the
 * topic (who a course suits, the fee, a director's bio). Here the ask alone decides the kind of
 * fact wanted (class times, refund, paying in one go, the laptop, the price, what is needed first,
 * how to start a project, which is shorter), and the story only fills in its subject: the program
 * it names, the device "that" points to, the business whose project it is, a shift that rules out
 * weekends or weeknights. Each is asked as a plain question, so every answer sentence is still a
 * fact the site states. Undefined when the ask is none of these kinds, or there is no story.
 */

/** How many words a story must tell before its ask is read on its own. */
const STORY_WORDS = 8;

/** The programs, as a story or an ask names them (typos included). */
const programNames: { name: string; said: RegExp }[] = [
  { name: "full stack", said: /\bfull[ -]?sta(c?k|ck)\b|\bweb develop(ment|er)\b/i },
  { name: "QA", said: /\b(qa|quality assurance|testing (course|program|one)|software testing course)\b/i },
  { name: "data analytics", said: /\b(data anl?a?y?l?tics|data analytics|analytics|data (course|program|one))\b/i },
];

/** The teller runs a business, or speaks for one. */
const business =
  /\b(my|our) (business|shop|store|company|firm|cafe|café|restaurant|clinic|practice|startup|customers|clients|platform|portal|product)\b|\b(i|we) (own|run|manage) (a|an|the|our|my) (\w+ ){0,3}(business|shop|store|company|firm|cafe|café|restaurant|clinic|practice|startup)\b|\bwe('re| are) an? (\w+ ){0,3}(business|company|firm|startup|agency|broker|practice)\b/i;

/** Someone speaking for their employer's project ("our in-house portal", "at a logistics firm"). */
const employer =
  /\b(at|for) an? (\w+ ){0,3}(firm|company|business|agency|startup)\b|\bour (in-house|own) \w+|\bour (portal|app|website|site|system|platform|software)\b/i;

/** An ask joined to a second one ("What do you build apps with, and how do I…?"): asks apart answer it. */
const secondAsk =
  /\band (what|how|who|when|where|which|is|are|do|does|can|could|will|would|if)\b|\b(two|three|2|3|a couple of|a few) (things|questions|qs)\b/i;

/** A device the story or the ask names. */
const device =
  /\b(chromebook|ipad|tablet|macbook|mac|laptop|computer|pc|desktop|phone|notebook|netbook|surface)\b/i;

interface AskKind {
  /** The ask, read alone. */
  ask: RegExp;
  /** The plain question(s) it stands for, given what the story supplied. */
  plain: (subject: Subject) => string[] | undefined;
}

interface Subject {
  story: string;
  ask: string;
  programs: string[];
  /** Every program the ask and the story name, for a comparison between them. */
  all: string[];
  business: boolean;
}

const course = (s: Subject) => (s.programs.length === 1 ? `the ${s.programs[0]} course` : "the course");

/** A shift that leaves weekday evenings out, or weekends out. */
const eveningsOut =
  /\b(until|till|til|to|finish(ing)? at|on the road until|work(ing)? until) (7|8|9|10|11)( ?pm| at night| o'?clock at night)\b|\bwork(ing)? (most )?evenings\b|\bevening shifts?\b|\bevenings are (out|gone|taken|busy)\b/i;
const weekendsOut =
  /\bweekends? (are|is) (gone|taken|out|busy|booked|full)\b|\b(gone|taken|busy) (\w+ ){0,4}weekends?\b|\bwork(ing)? (on )?(weekends|saturdays)\b|\bsaturdays? (are|is) (out|gone|taken)\b|\b(monday|tuesday|wednesday) to saturday\b/i;

const kinds: AskKind[] = [
  {
    // "can i get my mony back?", "do I get a refund?", "do i get any of it back?"
    ask: /\b(mo?n(e|n)?y back|refund\w*|get (any of )?(it|that) back)\b/i,
    plain: () => ["can I get my money back?"],
  },
  {
    // "do I have to hand over the whole fee in one go?" ("upfront" is paying before being accepted)
    ask: /\b(in one go|all at once|at once|in one hit|lump sum|whole (fee|amount|lot)|full (fee|amount))\b/i,
    plain: () => ["do I have to pay the whole fee at once?"],
  },
  {
    // "is that gonna cut it for the QA course?", "can i do the full stack course on that?"
    ask: /\b(cut it|good enough|be enough|do the job|(do|work|study|manage) (\w+ ){0,5}on (that|it|this|one)|buy (something|a new|another)|need (a new|something (better|proper|new)))\b/i,
    plain: (s) =>
      device.test(`${s.story} ${s.ask}`) && !s.business ? [`what kind of laptop do I need for ${course(s)}?`] : undefined,
  },
  {
    // "is the full stack thing gonna cost me an arm and a leg?"
    ask: /\b(arm and a leg|cost (me|us) (a (bomb|fortune|lot)|heaps|much)|break the bank|how much (is|does|would|will) (it|the|that|this))\b/i,
    plain: (s) => (s.business || s.programs.length !== 1 ? undefined : [`how much does ${course(s)} cost?`]),
  },
  {
    // "Is the full stack course realistic for a total beginner, or do I need some background first?"
    ask: /\b(total|complete|absolute) beginner\b|\b(need|have) (some|any) (background|experience|knowledge)\b|\bbackground first\b/i,
    plain: (s) =>
      s.programs.length === 1 ? [`do I need programming experience for ${course(s)}?`] : undefined,
  },
  {
    // A business owner's "Where do I start with you?", "how do we get started?"
    ask: /\b(where do (i|we) (start|begin)|how do (i|we) (get )?(start(ed)?|begin)|get the ball rolling|(what's|what is) the first step)\b/i,
    plain: (s) => {
      if (!s.business && !employer.test(s.story)) return undefined;
      const story = s.story;
      if (/\b(bugs?|test(ers?|ing)?|qa|crash(es|ing)?|break(s|ing)?|broken)\b/i.test(story))
        return ["how do we get started with your software testing service?"];
      if (/\b(mobile app|phone app|an app|iphone|android)\b/i.test(story))
        return ["how do we get started with your mobile application development service?"];
      return ["how do we get started with your web application development service?"];
    },
  },
  {
    // "How much longer is the full stack one?", "four months, not six… which one fits that?"
    ask: /\bhow much (longer|shorter)\b|\bwhich (one )?(fits|suits|works)( that| this)?\b/i,
    plain: (s) => {
      if (s.all.length !== 2) return undefined;
      if (!/\bhow much (longer|shorter)\b/i.test(s.ask) && !/\b(months?|weeks?)\b/i.test(s.story)) return undefined;
      return [`which is shorter, ${s.all[0]} or ${s.all[1]}?`];
    },
  },
  {
    // "Is there a class time that would work for me?", "wat days and times can i pick?"
    ask: /\b(class (time|times|i could)|what (days|times?)|which (days|times?|class times?)|days and times|times can i|time (that )?(would )?work|fit (it|a class|one) in|when (are|do) (the |your )?(classes|class))\b/i,
    plain: (s) => {
      // An ask that names its slot ("any classes on Saturdays, and at what time?") asks that one.
      if (/\b(saturdays?|sundays?|weekends?|evenings?|nights?|nites?|mornings?|afternoons?|weekdays?)\b/i.test(s.ask))
        return undefined;
      const nights = eveningsOut.test(s.story);
      const weekends = weekendsOut.test(s.story);
      if (weekends && !nights) return ["when are the evening classes?"];
      if (nights && !weekends) return ["is there a Saturday class?"];
      return ["what are the class times?"];
    },
  },
];

/** The story and its one ask, when a message tells one and then asks. */
export function storyThenAsk(question: string): { story: string; ask: string } | undefined {
  const sentences = question.trim().split(/(?<=[.!?])\s+(?=\S)/);
  if (sentences.length < 2) return undefined;
  const ask = sentences.at(-1)!;
  const story = sentences.slice(0, -1).join(" ");
  if (story.includes("?") || story.split(/\s+/).length < STORY_WORDS) return undefined;
  return { story, ask };
}

/**
 * The plain questions a story's final ask stands for (its kind read from the ask alone, its
 * subject from the whole message); undefined when the ask is of no kind read here.
 */
export function askAfterStory(question: string): string[] | undefined {
  const told = storyThenAsk(question);
  if (!told || secondAsk.test(told.ask)) return undefined;
  const named = (text: string) => programNames.filter((p) => p.said.test(text)).map((p) => p.name);
  const own = named(told.ask);
  const isBusiness = business.test(told.story);
  const subject: Subject = {
    ...told,
    business: isBusiness,
    programs: own.length > 0 || isBusiness ? own : named(told.story),
    all: named(question),
  };
  for (const kind of kinds) {
    if (!kind.ask.test(told.ask)) continue;
    const plain = kind.plain(subject);
    if (plain) return plain;
  }
  return undefined;
}
