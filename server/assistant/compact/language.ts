/**
 * General English, as data: short forms and text-speak, a light lemmatiser, function words and a
 * lexicon of words that mean the same for a visitor's question. Nothing here names anything of the
 * business: what the provider offers comes from the published content (./knowledge.ts).
 */

/** Chat spellings → words ("u" → "you", "hw" → "how"). Whole words only. */
const shortForms: Record<string, string> = {
  u: "you",
  ya: "you",
  yous: "you",
  youse: "you",
  yu: "you",
  ur: "your",
  urs: "yours",
  r: "are",
  y: "why",
  pls: "please",
  plz: "please",
  thx: "thanks",
  wat: "what",
  wot: "what",
  rote: "wrote",
  wut: "what",
  wats: "what is",
  wots: "what is",
  lng: "long",
  kinda: "kind of",
  sorta: "sort of",
  giv: "give",
  ft: "full time",
  pt: "part time",
  mch: "much",
  cors: "course",
  kno: "know",
  knw: "know",
  cert: "certificate",
  certs: "certificates",
  n: "and",
  w: "with",
  b: "be",
  ppl: "people",
  yday: "yesterday",
  sum1: "someone",
  some1: "someone",
  any1: "anyone",
  every1: "everyone",
  no1: "no one",
  bk: "back",
  exp: "experience",
  hav: "have",
  tims: "times",
  aply: "apply",
  gd: "good",
  rly: "really",
  prob: "probably",
  dunno: "do not know",
  nah: "no",
  yeah: "yes",
  yep: "yes",
  whats: "what is",
  hw: "how",
  hows: "how is",
  wen: "when",
  whens: "when is",
  wher: "where",
  wheres: "where is",
  whos: "who is",
  im: "i am",
  ive: "i have",
  id: "i would",
  cn: "can",
  cud: "could",
  shud: "should",
  wud: "would",
  gonna: "going to",
  wanna: "want to",
  gotta: "have to",
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  cant: "can not",
  wont: "will not",
  isnt: "is not",
  arent: "are not",
  b4: "before",
  "2day": "today",
  "2moro": "tomorrow",
  tmrw: "tomorrow",
  abt: "about",
  bc: "because",
  cuz: "because",
  coz: "because",
  cos: "because",
  info: "information",
  msg: "message",
  num: "number",
  no: "no",
  nr: "number",
  ph: "phone",
  tel: "phone",
  mob: "mobile",
  hrs: "hours",
  hr: "hour",
  mins: "minutes",
  min: "minute",
  wks: "weeks",
  wk: "week",
  mths: "months",
  mos: "months",
  yrs: "years",
  sat: "saturday",
  sun: "sunday",
  mon: "monday",
  tue: "tuesday",
  tues: "tuesday",
  wed: "wednesday",
  thu: "thursday",
  thurs: "thursday",
  fri: "friday",
  uni: "university",
  prog: "program",
  programme: "program",
  programmes: "programs",
  enroll: "enrol",
  enrolling: "enrolling",
  enrollment: "enrolment",
  installment: "instalment",
  installments: "instalments",
  fullstack: "full stack",
  "full-stack": "full stack",
  email: "email",
  "e-mail": "email",
  addy: "address",
  dev: "developer",
  devs: "developers",
  anlytics: "analytics",
  analytcs: "analytics",
  anaytics: "analytics",
  analitics: "analytics",
  cours: "course",
  corse: "course",
  coarse: "course",
  coures: "course",
  progam: "program",
  testng: "testing",
  tesing: "testing",
  softwear: "software",
  teh: "the",
  hte: "the",
  adress: "address",
  addres: "address",
  fone: "phone",
  instructer: "instructor",
  teacher: "teacher",
  cost: "cost",
  pric: "price",
  ammount: "amount",
  scholarhip: "scholarship",
  scolarship: "scholarship",
  campas: "campus",
  arvo: "afternoon",
  arvos: "afternoons",
  nite: "night",
  nites: "nights",
  weeknite: "weeknight",
  weeknites: "weeknights",
  wkday: "weekday",
  wkdays: "weekdays",
  wkend: "weekend",
  wkends: "weekends",
  thru: "through",
  outta: "out of",
  acct: "account",
  pw: "password",
  smth: "something",
  sth: "something",
  def: "definitely",
  diff: "difference",
  yall: "you",
  folks: "you",
  avg: "average",
  grad: "graduate",
  grads: "graduates",
  bootcamp: "course",
  bootcamps: "courses",
  dosh: "money",
  somebody: "someone",
  anybody: "anyone",
  everybody: "everyone",
  colledge: "college",
  computor: "computer",
  purchace: "purchase",
  comand: "command",
  notebok: "notebook",
  licence: "license",
  licences: "licenses",
  behavior: "behaviour",
  till: "until",
  til: "until",
  prep: "prepare",
  consult: "consultation",
  fulltime: "full time",
  parttime: "part time",
  gig: "job",
  gigs: "jobs",
  math: "maths",
  lon: "long",
  artical: "article",
  articals: "articles",
  mathematics: "maths",
};

/** Writes the question in plain words: lower case, straight quotes, short forms spelt out. */
export function normalise(text: string): string {
  const plain = text
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/\b(\w+)'s\b/g, "$1")
    .replace(/\bcan't\b/g, "can not")
    .replace(/\bwon't\b/g, "will not")
    .replace(/\b(\w+)n't\b/g, "$1 not")
    .replace(/\b(i|you|we|they)'(re|ve|ll|d|m)\b/g, "$1")
    .replace(/\b(in[- ]person|face[- ]to[- ]face)\b/g, "inperson")
    // "Who started / set up the company?" asks for its founder.
    .replace(/\bwho (started|set up|created|established|began|launched)\b/g, "who founded")
    .replace(
      /(?:\b(?:money|cash|dosh)|\$+) back\b|\b(get|getting|got) (anything|something|any money|it|some money|a bit) back\b|\b(get|getting|got) back (what|anything|the money) (i|we|you) (have |had )?paid\b/g,
      "refund",
    )
    .replace(
      /\b(drop|dropping|dropped|pull|pulling|pulled|bail|bailing|bailed) out\b|\bbail(ing|ed)? on\b/g,
      "withdraw",
    )
    // "get kicked out", "be expelled": a student's enrolment ended for how they behaved.
    .replace(
      /\b(kick|kicks|kicked|kicking|throw|throws|thrown|threw|boot|booted|chuck|chucked) (me |you |someone |somebody |a student |them |him |her )?out\b|\bexpel(s|led|ling)?\b/g,
      "end the enrolment for misconduct",
    )
    // "land a job", "job hunting": finding work.
    .replace(
      /\bland(s|ed|ing)? (a |an |my |the |their |)(jobs?|roles?|positions?|gigs?|work)\b/g,
      "find a job",
    )
    // "can't make it to class": missing it; "something came up": says nothing of the topic.
    .replace(/\b(can not|cannot|could not|will not|unable to|not able to) make it\b/g, "miss it")
    // "something came up", "on another day": plans changed, a change of time.
    .replace(/\b(something|stuff|things?|life) (has |have |had )?(come|came|comes|coming) up\b/g, "change")
    .replace(/\b(another|a different|a later|an earlier) (day|date|time|week)\b/g, "change of $2")
    .replace(/\b(another|a different) (class (?:time|night|day)|night|evening)\b/g, "change of $2")
    // "get back to me": a reply; "a 9 to 5", "work 9-5": a full-time job, not an hour.
    .replace(/\b(get|gets|getting|got) back to (me|you|us|him|her|them)\b/g, "reply to $2")
    .replace(/\b(my|a|the|your) (9|nine) ?(to|-) ?(5|five)( job)?\b/g, "$1 full time job")
    .replace(/\b(work|working|works) (a )?(9|nine) ?(to|-) ?(5|five)\b/g, "$1 full time")
    .replace(/\bjob (hunting|hunt|search|searching|seeking)\b/g, "finding a job")
    .replace(/\bpay packet\b/g, "salary")
    .replace(/\bgigs? (of )?(ram|memory|storage|space)\b/g, "gb of $2")
    .replace(/\b(knock|knocked|turn|turned) (me |it |us )?(back|down)\b/g, "rejected")
    .replace(/\bin a nutshell\b/g, "")
    // "can't remember my password": forgetting it; "hang on to my details": keeping them.
    .replace(/\b(can not|cannot|could not|do not|does not|did not) (remember|recall)\b/g, "forget")
    .replace(/\b(hang|hanging|hung|hold|holding|held) (on ?to|onto)\b/g, "keep")
    // "hear back" misspelt as its sound-alike.
    .replace(/\bhere back\b/g, "hear back")
    // "if I'm not accepted", "if I don't get in": turned down.
    .replace(
      /\b(not|never) (be |being |get |getting |got )?(accepted|admitted|successful|selected)\b|\b(do|does|did) not get (in|a place|a spot|accepted)\b/g,
      "rejected",
    )
    // "who works on my project?": the people on it, not a job; "how does a project with you
    // work?": how it runs, not employment.
    .replace(/\b(who|whom|that|which)( \w+)? (works?|working) (on|with)\b/g, "$1$2 team $4")
    .replace(
      /\bhow (does|do|will|would|did) ([a-z' ]{1,60}?) work\b(?! (full|part|while|during|around|and|or|as|for|at|in|on))/g,
      "how $1 $2 run",
    )
    // "Who runs the place?", "who started it?": the company's director; "who's in charge of the
    // tech side?": the head of it, as titles say.
    .replace(
      /\bwho (runs|owns|founded|started|set up|leads|heads|manages|is in charge of|is the boss of) (the place|this place|the company|this company|your company|the business|this business|the show|things|it all|it|you|you guys|this)\b/g,
      "who is the director",
    )
    .replace(
      /\b(in charge of|heads? up|looks? after|leads?) (the |your )?(\w+) (side|team|part)\b/g,
      "the $3 head",
    )
    // "while you're building my app": the verb, not a building.
    .replace(
      /\bbuilding (?=(my|our|your|a|an|it|them|this|that|the (app|site|website|software|product|system)|apps?|software|websites?|sites?|web|mobile)\b)/g,
      "build ",
    )
    // "what's the deal with the newsletter": what about it, not a discount.
    .replace(/\b(what is|whats|what's) the deal (with|w\/|w)\b/g, "what about")
    .replace(/\b(in|into) (bits|chunks|pieces)\b/g, "in instalments")
    .replace(/\bfinancial (aid|assistance|support|help)\b/g, "funding")
    .replace(/\b(credit|debit) cards?\b/g, "card")
    .replace(/\bfork(ing|ed)? out\b/g, "pay")
    .replace(/\b(walk|talk) (me|us) through\b/g, "explain")
    .replace(/\blook(ing)? over\b/g, "review")
    // After a project's launch: "stick around" is staying on, "once it is live" is after launch,
    // and "look after it" is supporting it.
    .replace(/\b(stick|sticks|sticking|stuck) around\b/g, "stay")
    .replace(
      /\b(it|the (?:app|site|website|software|product|system))(?: is| goes| went| has gone|s) live\b/g,
      "$1 launched",
    )
    .replace(
      /\blook(s|ing|ed)? after (it|them|the (?:app|site|website|software|product|system))\b/g,
      "support $2",
    )
    // "English is my second language": a spoken language, not a programming one.
    .replace(/\b(first|second|third|native|home|mother) (language|tongue)\b/g, "$1 english")
    .replace(/\brock(ing)? up\b/g, "visit")
    .replace(/\bsign(ing)? up\b/g, "signup")
    .replace(/\b100 ?%/g, "guaranteed")
    .replace(/\$\$+/g, " cost ")
    .replace(/\bw\/e\b/g, "weekend")
    .replace(
      /\b2 (?=(me|you|u|us|them|him|her|the|a|my|your|ur|another|be|do|go|get|pay|move|start|apply|know|study|learn)\b)/g,
      "to ",
    )
    .replace(/\b4 (?!(weeks?|months?|hours?|days?|years?|k|grand|pm|am|people|students)\b)/g, "for ");
  return plain
    .replace(/[a-z0-9][a-z0-9-]*/g, (w) => shortForms[w] ?? w)
    .replace(/\b(lol|lmao|tho|lowkey|ngl|tbh|fr|haha+|hehe|or nah)\b/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words that carry no subject: dropped before matching. */
export const functionWords = new Set(
  (
    "a an the and or but if then so of to in on at by for from with plus about as into onto over under " +
    "i me my mine we us our you your yours he him his she her they them their it its this that these those " +
    "is are was were be been being am do does did doing done have has had having will would shall should " +
    "can could may might must not no yes ok okay please hi hello hey thanks thank just also too very really " +
    "what which who whom whose when where why how there here any some all each every more most much many " +
    "get got getting go going want wanted like know tell let need one ones thing things stuff guys guy " +
    "anyone someone something anything up out again still even only well now then than such same " +
    "would could bit quite pretty kind kinds sort sorts lot lots mate afterwards after later soon currently actually " +
    "basically usually typically typical total totally halfway anyway maybe perhaps probably definitely " +
    "certainly possible possibly able during exactly roughly approximately honestly honest literally " +
    "lol tho though lowkey yo bro hey um uh hmm haha legit fr ngl tbh idk imo btw rn asap super whole " +
    "kinda sorta stuff everything nothing yous ya because cause " +
    "otherwise seriously genuinely simply realistically officially ballpark proper rest ordinary usual " +
    "normal average gets cooked screwed stuffed partway midway ever easiest practically " +
    // A light verb: "make it to class", "made a mistake", "make a dashboard" say nothing of building.
    "make makes made making " +
    // "what happens if…" asks for a consequence, whatever it is; "already" says when, not what.
    "happen happens happened happening already " +
    // A negation, like "not" and "no": "never coded" is about coding.
    "never " +
    // "what does <it> mean?" asks what the thing is, whatever it is.
    "mean means meant meaning"
  ).split(" "),
);

/** Irregular forms → lemma. */
const irregular: Record<string, string> = {
  taught: "teach",
  teaches: "teach",
  teaching: "teach",
  wrote: "write",
  written: "write",
  writes: "write",
  ran: "run",
  running: "run",
  runs: "run",
  began: "begin",
  begun: "begin",
  beginning: "begin",
  paid: "pay",
  costs: "cost",
  costing: "cost",
  children: "child",
  people: "person",
  men: "man",
  women: "woman",
  better: "good",
  best: "good",
  analytics: "analytics",
  classes: "class",
  courses: "course",
  buses: "bus",
  does: "do",
  is: "be",
  was: "be",
  were: "be",
  are: "be",
  has: "have",
  had: "have",
  data: "data",
  news: "news",
  series: "series",
  business: "business",
  address: "address",
  process: "process",
  access: "access",
  class: "class",
  status: "status",
  campus: "campus",
  bonus: "bonus",
  visa: "visa",
  visas: "visa",
  testing: "test",
  tests: "test",
  tested: "test",
  tester: "tester",
  fees: "fee",
  analyst: "analyst",
  analysis: "analysis",
  hours: "hour",
  shorter: "short",
  shortest: "short",
  longer: "long",
  longest: "long",
  cheaper: "cheap",
  cheapest: "cheap",
  quicker: "quick",
  quickest: "quick",
  fastest: "fast",
  soonest: "soon",
  faster: "fast",
  specs: "spec",
  made: "make",
  gave: "give",
  given: "give",
  took: "take",
  taken: "take",
  came: "come",
  sent: "send",
  bought: "buy",
  told: "tell",
  kept: "keep",
  found: "find",
  held: "hold",
  lost: "lose",
  spent: "spend",
  chose: "choose",
  chosen: "choose",
  knew: "know",
  known: "know",
  saw: "see",
  seen: "see",
  left: "leave",
  met: "meet",
  understood: "understand",
  forgot: "forget",
  forgotten: "forget",
  stuck: "stick",
  built: "build",
  fell: "fall",
  failed: "fail",
  said: "say",
  says: "say",
  statuses: "status",
  used: "use",
  using: "use",
  uses: "use",
  enrolled: "enrol",
  enrolling: "enrol",
  enrols: "enrol",
};

/**
 * The stem left by "-ed" or "-ing", with the "e" the base form ends in put back: "hired" and
 * "hiring" are "hire", "changed" is "change", "received" is "receive", "scheduled" is
 * "schedule"; a doubled last letter is undone instead ("stopped" is "stop").
 */
function inflectedStem(word: string, ending: number): string {
  const stem = word.slice(0, -ending);
  if (!/[aeiouy]/.test(stem)) return word;
  if (/(.)\1$/.test(stem) && !/(ll|ss|ee)$/.test(stem)) return stem.slice(0, -1);
  // One short syllable ("hir", "bas", "tak"), or an ending no base form has without its "e".
  if (
    /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(stem) ||
    /(v|z|c|ang|[rd]g|ir|ur|[^aeiou](at|id|ar|ul|in|as|ot))$/.test(stem)
  )
    return `${stem}e`;
  return stem;
}

/** A word's lemma by rule: plurals, -ing, -ed, -ies (good enough for matching, not for display). */
export function lemma(word: string): string {
  const known = irregular[word];
  if (known) return known;
  if (word.length <= 3) return word;
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && !/ss$/.test(word)) return word.slice(0, -1);
  if (/ing$/.test(word) && word.length > 5) return inflectedStem(word, 3);
  if (/ied$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/ed$/.test(word) && word.length > 4) return inflectedStem(word, 2);
  return word;
}

/**
 * Words a visitor uses for the same thing, as groups (the first word names the group). General
 * English: a synonym, a slang word or a spelling, never a program's, a service's or a person's name.
 */
const groups: string[][] = [
  [
    "cost",
    "price",
    "fee",
    "tuition",
    "charge",
    "expensive",
    "cheap",
    "afford",
    "affordable",
    "pricing",
    "dollar",
    "money",
    "spend",
    "quote",
    "rate",
    "pricey",
    "budget",
  ],
  ["duration", "long", "length", "last", "week", "month", "duration"],
  ["teach", "teacher", "instructor", "trainer", "tutor", "lecturer", "educator", "mentor", "coach", "teach"],
  [
    "learn",
    "curriculum",
    "syllabus",
    "topic",
    "cover",
    "module",
    "subject",
    "content",
    "study",
    "outline",
    "skill",
  ],
  ["job", "work", "career", "employment", "employer", "hire", "role", "position", "employ", "hiring"],
  ["change", "edit", "update", "modify", "amend", "fix", "swap", "switch", "move", "transfer", "reschedule"],
  ["withdraw", "quit", "quitting", "withdrawal", "cancel", "stop"],
  ["salesperson", "salesman", "saleswoman", "salespeople", "sales", "rep", "salesy"],
  ["talk", "speak"],
  ["code", "coding", "programming", "programmer", "coder"],
  ["refund", "reimburse", "reimbursement", "moneyback", "refundable"],
  [
    "laptop",
    "computer",
    "pc",
    "notebook",
    "device",
    "macbook",
    "chromebook",
    "mac",
    "machine",
    "hardware",
    "ram",
    "memory",
    "spec",
    "specification",
    "gb",
  ],
  ["online", "remote", "remotely", "virtual", "virtually", "zoom", "distance", "internet", "home"],
  ["campus", "inperson", "onsite", "classroom"],
  ["start", "begin", "commence", "intake", "kick", "startdate", "cohort"],
  [
    "apply",
    "enrol",
    "enrolment",
    "register",
    "registration",
    "signup",
    "application",
    "applicant",
    "subscribe",
    "admission",
    "join",
    "apply",
  ],
  ["open", "opening", "close", "closing", "shut", "hour"],
  ["phone", "call", "ring", "telephone", "mobile", "number", "cell", "dial"],
  ["email", "mail", "inbox"],
  [
    "address",
    "locate",
    "location",
    "located",
    "where",
    "situated",
    "office",
    "based",
    "street",
    "suburb",
    "floor",
    "building",
  ],
  ["miss", "skip", "absent", "absence", "sick"],
  ["delete", "erase", "remove", "wipe", "erasure"],
  ["company", "business", "firm", "organisation", "organization", "agency", "provider"],
  ["build", "develop", "create"],
  [
    "director",
    "ceo",
    "founder",
    "owner",
    "boss",
    "head",
    "manager",
    "charge",
    "chief",
    "lead",
    "leader",
    "principal",
  ],
  [
    "certificate",
    "recognised",
    "recognized",
    "recognition",
    "qualification",
    "diploma",
    "accredit",
    "accredited",
    "accreditation",
    "credential",
    "degree",
  ],
  ["instalment", "installment", "plan", "monthly", "split", "spread", "payment"],
  ["visit", "drop", "pop", "come", "stop", "swing"],
  ["write", "author", "writer", "post", "article", "blog", "piece"],
  ["website", "web", "webpage", "webapp"],
  ["app", "iphone", "android", "ios", "application"],
  ["test", "testing", "tester", "qa", "quality"],
  [
    "requirement",
    "prerequisite",
    "prereq",
    "need",
    "require",
    "background",
    "experience",
    "beginner",
    "eligible",
    "eligibility",
  ],
  ["discount", "deal", "concession", "reduction", "cheaper", "promo", "coupon", "sale"],
  ["scholarship", "bursary", "grant", "funding"],
  ["sponsor", "sponsorship"],
  ["parking", "park", "carpark"],
  ["trial", "taster", "demo", "sample", "try"],
  ["loan", "borrow", "lend", "finance", "financing"],
  ["private", "privacy", "personal", "detail", "information"],
  ["class", "lesson", "lecture", "tutorial", "classes", "lessons"],
  [
    "schedule",
    "timetable",
    "time",
    "slot",
    "session",
    "evening",
    "night",
    "morning",
    "weekday",
    "weekend",
    "day",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "weeknight",
    "afternoon",
    "roster",
    "shift",
    "daytime",
  ],
  ["tool", "technology", "tech", "language", "framework", "library"],
  ["contact", "reach", "touch", "enquire", "enquiry", "inquiry"],
  ["reply", "respond", "response"],
  ["service", "offer", "provide", "solution", "give", "supply"],
  ["review", "testimonial", "feedback", "say", "opinion", "rating", "reckon", "think", "story", "stories"],
  ["guarantee", "promise", "ensure", "assure"],
  ["mistake", "wrong", "error", "incorrect", "typo", "mistyped"],
  ["card", "eftpos", "mastercard", "amex"],
  ["salary", "salaries", "earn", "earning", "wage", "income", "pay packet"],
  ["cv", "resume", "résumé"],
  ["sell", "flog", "sold"],
  ["marketing", "marketer", "advertiser", "advertising", "advert", "advertise", "ad"],
  ["find", "hunt", "search", "seek"],
  ["follow", "track"],
  // "worth automating": a good candidate for it; "automating" and "automation" are one doing.
  ["candidate", "worth", "worthwhile"],
  ["automate", "automation"],
  ["conduct", "behaviour", "respect", "misconduct"],
  ["step", "stage", "phase"],
  ["license", "subscription"],
  ["buy", "purchase"],
  ["help", "assistance", "assist", "helping", "helpful"],
  // "a fixed quote", "fixed hours": settled, not a change made ("fix my application").
  ["fixed", "settled"],
  ["equipment", "gear"],
  ["place", "spot", "seat"],
  // "Does that include GST?" is answered by "excluding GST": one question, whether it is in.
  [
    "include",
    "including",
    "included",
    "inclusive",
    "incl",
    "inc",
    "exclude",
    "excluding",
    "excluded",
    "exclusive",
    "excl",
  ],
  ["complain", "complaint", "escalate", "dispute", "grievance"],
  // "Will you lock me into a proprietary setup?" is answered by "No lock-in".
  ["lock", "lockin", "proprietary"],
  // "Do you stick around after launch, or disappear?" is answered by "we stay on call".
  ["stay", "remain", "disappear", "vanish"],
  ["satisfy", "satisfied", "dissatisfied", "happy", "unhappy"],
];

const groupOf = new Map<string, string>();
for (const group of groups) for (const word of group) if (!groupOf.has(word)) groupOf.set(word, group[0]!);
// "charged", "hired": a group's word in any of its forms.
for (const group of groups)
  for (const word of group) if (!groupOf.has(lemma(word))) groupOf.set(lemma(word), group[0]!);

/** A word's matching form: its lemma, then the lexicon's group for it. */
export function termOf(word: string): string {
  const base = lemma(word);
  return groupOf.get(word) ?? groupOf.get(base) ?? base;
}

/** The words of a text, normalised. */
export function wordsOf(text: string): string[] {
  return normalise(text).match(/[a-z0-9]+(?:[.][0-9]+)?/g) ?? [];
}

/** The matching terms of a text: content words only, lemmatised and grouped. */
export function termsOf(text: string): string[] {
  return wordsOf(text)
    .filter((w) => !functionWords.has(w) && (w.length > 1 || /\d/.test(w)))
    .map(termOf);
}

/** The sentences of a passage (Markdown allowed), in order. */
export function sentencesOf(text: string): string[] {
  return (
    text
      .replace(/\n+/g, " ")
      // A list's number ("1.") opens its item; it does not end a sentence of its own.
      .split(/(?<=[.!?])(?<!(?:^|\s)\d{1,2}\.)\s+(?=[A-Z0-9"*(])|(?<=:)\s+(?=\d{1,2}\.\s)/)
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

/** Edit distance (a swap of two neighbouring letters counts as one), stopping early past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      // "teh", "refnud": two letters swapped.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

const lexiconWords = new Set([
  ...groupOf.keys(),
  ...Object.keys(irregular),
  ...functionWords,
  ...Object.keys(shortForms).filter((w) => w.length >= 6 && /^[a-z]+$/.test(w)),
]);

/** The words a misspelling may be, by first letter: the first letter is rarely the mistake. */
const byFirstLetter = new WeakMap<Set<string>, Map<string, string[]>>();
function candidatesOf(vocabulary: Set<string>, letter: string): string[] {
  let index = byFirstLetter.get(vocabulary);
  if (!index) {
    index = new Map();
    for (const w of new Set([...vocabulary, ...lexiconWords]))
      if (w.length >= 3 && /^[a-z]+$/.test(w)) index.set(w[0]!, [...(index.get(w[0]!) ?? []), w]);
    byFirstLetter.set(vocabulary, index);
  }
  return index.get(letter) ?? [];
}

/**
 * Whether `word` is `candidate` with one letter left out inside it ("stak", "wich") or a doubled
 * last letter written once ("clas", "ful"): a letter missing at the end is too often another word
 * ("year", "late", "car").
 */
const dropped = (word: string, candidate: string) =>
  candidate.length === word.length + 1 &&
  (candidate === word + word.at(-1) ||
    (word.length >= 4 &&
      [...candidate.slice(1, -1)].some(
        (_, i) => candidate.slice(0, i + 1) + candidate.slice(i + 2) === word,
      )));

/** Whether `word` is `candidate` with two neighbouring letters swapped ("waht", "emial"). */
const swapped = (word: string, candidate: string) =>
  candidate.length === word.length &&
  [...word].some(
    (_, i) => i > 0 && word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1) === candidate,
  );

/** Spells a misspelt word as a word the content or the lexicon uses ("refnd" → "refund"). */
export function corrected(text: string, vocabulary: Set<string>): string {
  const known = (w: string) => vocabulary.has(w) || lexiconWords.has(w);
  return (
    normalise(text)
      // "lap top", "on line": two words written apart that the content writes as one.
      .replace(/\b([a-z]{2,}) (?=([a-z]{2,})\b)/g, (pair, a: string, b: string) =>
        vocabulary.has(a + b) && !(known(a) && known(b)) ? a : pair,
      )
      .replace(/[a-z]{3,}/g, (word) => {
        if (known(word)) return word;
        // A short word is corrected only for a dropped or swapped letter ("stak", "waht"): a
        // changed letter is too often another word ("shift" is not "swift").
        if (word.length <= 4) {
          if (known(lemma(word))) return word;
          const fits = candidatesOf(vocabulary, word[0]!).filter(
            (c) => dropped(word, c) || (word.length === 4 && swapped(word, c)),
          );
          return fits.length === 1 ? fits[0]! : word;
        }
        const limit = word.length >= 9 ? 2 : 1;
        let best = word;
        let bestDistance = limit + 1;
        // "refnd" is "refund"; "cooking" is not "booking".
        for (const candidate of candidatesOf(vocabulary, word[0]!)) {
          if (Math.abs(candidate.length - word.length) > limit) continue;
          if (
            word.length <= 5 &&
            candidate.length === word.length &&
            [...candidate].sort().join("") !== [...word].sort().join("")
          )
            continue;
          const d = distance(word, candidate, limit);
          if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
          }
        }
        return best;
      })
  );
}
