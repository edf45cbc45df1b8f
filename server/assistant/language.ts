import { passageWords } from "./passage-words.ts";
import { plainRegister } from "./register-words.ts";
import { siteSynonyms } from "./site-synonyms.ts";
import { spellOutTextSpeak, units } from "./text-speak.ts";
/**
 * How the assistant reads a visitor's words: chat spellings spelled out, contractions expanded,
 * each word reduced to its lemma ("classes" → "class", "taught" → "teach", "cheapest" → "cheap"),
 * and typos corrected against the words the assistant knows ("refnd" → "refund").
 */

/** Chat spellings and abbreviations, as whole words. */
const chatSpellings: Record<string, string> = {
  u: "you",
  ya: "you",
  yall: "you",
  // "will you fellas guarantee…": who is addressed, as "you guys" is.
  fellas: "guys",
  wdym: "what do you mean",
  wym: "what do you mean",
  "y'all": "you",
  youse: "you",
  r: "are",
  ur: "your",
  yr: "your",
  wat: "what",
  cn: "can",
  shud: "should",
  wud: "would",
  cud: "could",
  wht: "what",
  wen: "when",
  thru: "through",
  reckon: "think",
  cert: "certificate",
  certs: "certificates",
  wher: "where",
  teh: "the",
  wot: "what",
  wots: "what is",
  wats: "what is",
  whats: "what is",
  wheres: "where is",
  whens: "when is",
  hows: "how is",
  whos: "who is",
  im: "i am",
  ive: "i have",
  dont: "do not",
  doesnt: "does not",
  cant: "can not",
  wont: "will not",
  isnt: "is not",
  // Every negation typed without its apostrophe ("havent herd a thing"), not only the commonest.
  havent: "have not",
  hasnt: "has not",
  hadnt: "had not",
  didnt: "did not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  couldnt: "could not",
  shouldnt: "should not",
  wouldnt: "would not",
  gimme: "give me",
  wanna: "want to",
  gonna: "going to",
  gotta: "have to",
  dunno: "do not know",
  pls: "please",
  // Chat shorthand for the contact form's words ("is there a form or smth to msg u?").
  msg: "message",
  msgs: "messages",
  smth: "something",
  sth: "something",
  plz: "please",
  thx: "thanks",
  abt: "about",
  n: "and",
  b4: "before",
  bc: "because",
  cuz: "because",
  coz: "because",
  info: "information",
  hrs: "hours",
  hr: "hour",
  wk: "week",
  wks: "weeks",
  mins: "minutes",
  yrs: "years",
  mo: "month",
  mths: "months",
  ppl: "people",
  num: "number",
  no: "no",
  ph: "phone",
  addy: "address",
  tmrw: "tomorrow",
  "2moro": "tomorrow",
  tmr: "tomorrow",
  nite: "night",
  tonite: "tonight",
  uni: "university",
  mon: "monday",
  tue: "tuesday",
  tues: "tuesday",
  wed: "wednesday",
  thu: "thursday",
  thurs: "thursday",
  fri: "friday",
  sat: "saturday",
  sun: "sunday",
  arvo: "afternoon",
  brekky: "breakfast",
  lappy: "laptop",
  mic: "microphone",
  mics: "microphone",
  comp: "computer",
  pc: "computer",
  enrol: "enrol",
  enroll: "enrol",
  enrolled: "enrol",
  enrolling: "enrol",
  enrollment: "enrolment",
  programme: "program",
  programmes: "program",
  organisation: "organization",
  cv: "cv",
  resumé: "resume",
  fullstack: "full stack",
  "full-stack": "full stack",
  "on-campus": "on campus",
  "in-person": "in person",
  "face-to-face": "face to face",
  "part-time": "part time",
  "full-time": "full time",
  "e-mail": "email",
  "e-mails": "email",
  emails: "email",
  ok: "okay",
  // Short forms and slang for words the site uses.
  stats: "statistics",
  stat: "statistic",
  grads: "graduates",
  // Common slips of the keys for the people a visitor asks about.
  studnets: "students",
  studens: "students",
  stuents: "students",
  graduats: "graduates",
  gradutes: "graduates",
  clas: "class",
  // "da data cors", "hw much is the fs corse": a course typed short, the course named before it.
  cors: "course",
  corse: "course",
  corses: "courses",
  clases: "classes",
  grad: "graduate",
  biz: "business",
  hw: "how",
  vs: "versus",
  login: "log in",
  logins: "log in",
  "self-study": "self study",
  excel: "spreadsheet",
  damage: "cost",
  licences: "software",
  licenses: "software",
  tho: "though",
  dev: "developer",
  devs: "developers",
  diff: "different",
  til: "until",
  till: "until",
  timeslot: "class time",
  timeslots: "class times",
  // Phone-style spellings of contact, opening and mode words: too far from the word for typo
  // correction ("fone" is one letter from "one"), or short enough to be corrected to the wrong word.
  fone: "phone",
  fon: "phone",
  fones: "phones",
  numbr: "number",
  numba: "number",
  numbers: "number",
  nmbr: "number",
  emial: "email",
  emal: "email",
  adres: "address",
  adress: "address",
  addres: "address",
  opn: "open",
  frm: "from",
  hav: "have",
  persn: "person",
  onlin: "online",
  satrday: "saturday",
  sundy: "sunday",
  // Text-speak that always means one word ("applied yday how long til sum1 gets bk 2 me"); the
  // ones whose meaning depends on their neighbours ("da", "$$", "b", "w/e") are in text-speak.ts.
  yday: "yesterday",
  yest: "yesterday",
  "2day": "today",
  "2nite": "tonight",
  sum1: "someone",
  some1: "someone",
  any1: "anyone",
  every1: "everyone",
  no1: "no one",
  bk: "back",
  gr8: "great",
  l8r: "later",
  l8: "late",
  h8: "hate",
  exp: "experience",
  wkend: "weekend",
  wknd: "weekend",
  wkends: "weekends",
  wknds: "weekends",
  wkday: "weekday",
  wkdays: "weekdays",
  wkly: "weekly",
  mnth: "month",
  mnths: "months",
  hmwk: "homework",
  hwk: "homework",
  govt: "government",
  nxt: "next",
  bout: "about",
  prolly: "probably",
  altho: "although",
  cos: "because",
  txt: "text",
  appt: "appointment",
  pymt: "payment",
  pmt: "payment",
};

/**
 * Nouns that say what kind of answer is wanted ("any advice?", "what's the usual cause?", "got
 * any tips?") or who is meant ("the person who…"), not what it is about: the site need not use them, and they never make a question
 * off-topic.
 */
export const askingWords = new Set(
  (
    "advice advise tip tips hint hints pointer pointers suggestion suggestions recommendation recommendations " +
    "cause causes reason reasons idea ideas guidance mistake mistakes worth aim aiming usual usually typical typically " +
    "important mention mentions mentioned whether " +
    // Who is meant ("the person who runs the company"): never a topic of its own.
    "person"
  ).split(" "),
);

/** Slang phrases with a plain meaning; whole phrases, matched before the words. */
const slangPhrases: [RegExp, string][] = [
  [/\bno cap\b/g, "honestly"],
  // Who wrote a post, in other words: "who penned the 90 days piece", "penned by".
  [/\bwho (penned|pens)\b/g, "who wrote"],
  [/\bpenned by\b/g, "written by"],
  // Paying, in slang: "fork out for licences", "shell out for materials".
  [/\b(fork|forking|forked|shell|shelling|shelled|cough|coughing|coughed|splash|splashing) (out|up)( for)?\b/g, "pay for"],
  // "Is QA ft or pt?": full time or part time, only when the two are set side by side.
  [/\bft or pt\b/g, "full time or part time"],
  [/\bpt or ft\b/g, "part time or full time"],
  // Everyday comparatives of price: "dearer", "pricier".
  [/\b(dearer|pricier)\b/g, "more expensive"],
  [/\b(dearest|priciest)\b/g, "most expensive"],
  // The visitor's own boss is no one on our team ("my boss wants to know…").
  [/\b(my|our|his|her|their) (boss|manager|supervisor|line manager|team leader)s?\b/g, "$1 employer"],
  // "The class I want has no room left": the class is full (the terms' word), not room to move.
  [/\b(has|have|had) no (room|places?|spots?|seats?|space|spaces) (left|remaining|available)\b/g, "is full"],
  [/\bno (room|places?|spots?|seats?|space|spaces) (left|remaining)\b/g, "full"],
  [/\b(booked out|sold out|fully booked)\b/g, "full"],
  // Formal English: the plain words the site uses.
  [/\bprior to\b/g, "before"],
  [/\b(upon|on) commencement\b/g, "at the start"],
  [/\bcommencement\b/g, "start"],
  [/\bcommenc(e|es|ing)\b/g, "start"],
  [/\bcommenced\b/g, "started"],
  [/\b(is|are) (it |the fee |the course fee |fees )?payable\b/g, "$1 $2paid"],
  [/\bpayable\b/g, "paid"],
  [/\baustralian business number\b/g, "abn"],
  // "Will I walk away with a qualification?", "what do I come out with?": what the visitor gets.
  [/\b(walk|come|go|leave|head) (away|out|off) with\b/g, "get"],
  // The QA banner's spelling of the course (spec §3): the same program.
  [/\bqa\s+and\s+software\s+development\b/g, "qa and software testing"],
  // A shop on the web is a web application, not online study.
  [/\b(an? |my |our )?(online|web) (store|shop|shopping site|marketplace)s?\b|\b(an? )?e-?commerce( site| store| website| platform)?\b/g, "$1web application"],
  [/\bmon ?- ?fri\b/g, "monday to friday"],
  // Tracking tools by name: what the privacy policy calls advertising or analytics cookies.
  [/\b(google analytics|(facebook|meta|tracking|ad|ads|advertising) pixels?|pixels)\b/g, "analytics cookies"],
  [/\bfine print\b|\bt ?(&|and) ?cs?\b|\bts (and|&) cs\b/g, "terms and conditions"],
  // "tick the fee terms box": agree to the fee terms.
  [/\btick(?:ing|ed|s)? (?:the |a |that )?((?:[a-z]+ ){1,2})(?:check ?)?box(?:es)?\b/g, "agree to the $1"],
  [/\btick(ing|ed|s)? (the |a |that |those )?(check ?)?box(es)?\b/g, "tick"],
  // "once I submit the enrolment form": once I apply.
  [/\bsubmit(?:ting|ted|s)? (?:the |my |an |our |this )?(?:enrolment |enrollment |application |enrol |enroll )(?:form|application)?\b/g, "apply "],
  [/\blap tops?\b/g, "laptop"],
  // "Is it self-paced?": the site says what is done "at your own pace".
  [/\bself[- ]?paced?\b/g, "at your own pace"],
  [/\bflog(ging|ged|s)?\b/g, "sell"],
  [/\bin charge of\b/g, "head of"],
  // "What's the turnaround on applications?": the wait for a reply.
  [/\b(turn ?around|turn-around)( times?)?\b/g, "wait for a reply"],
  // "Who's the head honcho?": whoever runs the company.
  [/\b(head honcho|big boss|top dog|big cheese|top boss|main boss)\b/g, "director"],
  [/\b(the )?(front desk|reception desk|reception)\b/g, "the office"],
  // "How much would that set me back?": what it costs.
  [/\bset (me|you|us|them|one) back\b/g, "cost"],
  [/\blow ?key\b/g, "honestly"],
  // "Cost wise, which is cheapest?", "topics-wise": the noun before "wise" is what is asked.
  [/\b(?!(?:be|so|very|more|most|not|penny|street|clock|other|like|stay|get)\b)([a-z]+)[- ]wise\b/g, "$1"],
  // "Who's running this place?", "is your outfit legit": the company; "job hunting": the job search.
  [/\b(this|ur) (place|joint|outfit|mob|crew)\b|\byour (joint|outfit|mob|crew)\b/g, "the company"],
  [/\bjob[- ]?hunt(ing|s)?\b|\bhunting for (a |an )?(jobs?|work|roles?)\b/g, "job search"],
  // "the entry reqs", "any prereqs?": requirements, prerequisites.
  // "Interview prep": practice for interviews, which the careers support's mock interview is.
  [/\binterview (prep|preparation|practice|coaching|training)\b/g, "mock interview"],
  // "A physical classroom", "in person at a physical location": on campus.
  [/\b(a |the )?physical (classroom|classrooms|class|classes|location|campus|venue)\b/g, "on campus"],
  // "Can I do the course from overseas?": studying from somewhere else than Sydney (the
  // study mode), not the privacy policy's overseas disclosure.
  [/\bfrom (overseas|abroad|another country|a different country|interstate|another state)\b/g, "from another city"],
  // "Can I spread the payments out?": pay in instalments.
  [/\bspread(?:ing|s)? (?:out )?(?:the |my |our )?(?:payments?|cost|costs|fees?|course fee|price)(?: out)?\b/g, "pay in instalments"],
  [/\bprereqs?\b/g, "prerequisites"],
  [/\b(entry|entrance|admission|admissions|enrolment|selection) criteria\b/g, "entry requirements"],
  [/\breqs\b/g, "requirements"],
  // "Ballpark, how many weeks?", "a ballpark figure": roughly; "walk me through it": explain it.
  [/\b(a |the |your )?ball ?park( figure| estimate| number| price| cost)?\b/g, "roughly$2"],
  [/\bwalk (me|us|them|him|her) (through|thru)\b/g, "explain to $1"],
  [/\bhit me (up )?with\b/g, "give me"],
  [/\b(hang|hanging|hangs|hold|holding|holds) on ?to\b/g, "keep"],
  [/\bmisus(e|es|ed|ing)\b/g, "mishandle"],
  [/\bdata ?sets?\b/g, "data set"],
  [/\bback ?office\b/g, "back-office"],
  // Rudeness is what the terms' "Respect in class" is about.
  [/\b(rude|rudeness|disrespectful|disrespecting|abusive|aggressive|nasty|bullying|bully|bullied)\b/g, "without respect"],
  // Outliers, "weird values": what the data-cleaning post calls the extremes.
  [/\boutliers?\b|\b(weird|odd|strange|unusual|suspicious|crazy|impossible|extreme) (values?|numbers?|figures?|entries|data points?)\b/g, "extreme values"],
  // Falling behind in class is what the FAQ calls catching up.
  [/\b(fall|falls|fell|falling|fallen|get|getting|got) behind\b/g, "need to catch up"],
  // Monthly payments of a course fee are what the terms call instalments.
  [/\bmonthly (re)?payments?\b/g, "monthly instalments"],
  [/\bknocked back\b/g, "rejected"],
  // "Gotta bail on the consult call": to back out of something booked is to cancel it.
  [/\b(bail|bailing|bailed) (on|out of)\b/g, "cancel"],
  // "hows long is the full stak course": "how's" typed before "long", "much" or "many" is "how".
  [/\bhows (long|much|many)\b/g, "how $1"],
  // Everyday names for what the site calls otherwise.
  [/\bweek ?(nights?|nites?)\b/g, "weekday evenings"],
  // "ur blogs 15 min rule": minutes after a number ("min" alone may be a minimum).
  [/\b(\d+|one|two|three|five|ten|fifteen|twenty|thirty|forty five|sixty)[ -]?min\b/g, "$1 minute"],
  // "If I lose one class because of my work", "lost a lesson to overtime": a class lost is one
  // missed (not a place lost: "lose my spot in the class").
  [/\b(lose|losing|lost|loose|loosing)( (a|an|one|the|my|this|that|next|two|a couple of|a few|some))?( \w+)? (class|classes|lesson|lessons|session|sessions)\b(?! (spot|spots|place|places|seat|seats))/g, "miss$2$4 $5"],
  // "a 9-to-5", "a 9-5 job", "nine to five": a daytime job, whichever way the hours are typed.
  [/\b(an? )?(9|nine)( ?- ?| ?(to|till|til|until) ?| - ?(to|till) - ?|-(to|till)-)(5|five)( (job|gig))?\b/g, "a full time job"],
  // A client's words for what the service and consultation pages say: "get back to me" is a reply,
  // a site that "goes live" is launched, "seeing progress" is the fortnightly demos.
  [/\b(get|gets|getting|got) back to (me|us|you|them)\b|\bhear back( from (you|u|them))?\b/g, "reply"],
  [/\b(go|goes|going|gone|went) live\b/g, "launch"],
  // ("Once it's live do you hang around…": after launch, the support, so "once" is kept as "after".)
  [/\b(once|after|when) (it's|its|it is|it has gone|the (site|app|website) is) live\b/g, "after launch"],
  [/\b(see|show|check on|check|follow|track)( the| my| our| your)? progress\b/g, "see demos"],
  // A client's words for what security testing finds ("security holes", "weaknesses"): security
  // issues, which the testing service's security testing looks for.
  [/\b(?:security|safety) (?:holes?|weakness(?:es)?|gaps?|flaws?|loopholes?)\b/g, "security issues"],
  // How a project with us runs, start to finish: the service pages' steps ("how does a project
  // with you actually run?", "from first chat to launch", "what does the process look like?").
  [
    /\bhow (?:does|do|would|will) (?:a |an |the |my |our |your )?(?:\w+ )?(?:project|projects|build|engagement)s?(?: with (?:you|u|your team))? (?:actually |normally |usually |typically |generally )?(?:run|go|work|works|happen|unfold|proceed)\b|\bfrom (?:the )?(?:first (?:chat|call|contact|meeting|conversation)|idea|kick-?off|day one) (?:to|till|until|through to) (?:launch|finish|the end|go-?live|delivery)\b|\b(?:start|beginning) to (?:finish|end)\b|\bwhat (?:does|would|will) (?:the|your) process look like\b|\bwhat(?:'s| is| are|s) the (?:steps|stages|process)(?= (?:if|when|once|to get|for (?:a|an|my|our) (?:\w+ )?(?:app|website|site|project|software)))|\b(?:go|going) ahead with (?:you|u|your team)\b/g,
    "what is the project process steps",
  ],
  // Being "kept in the loop" during a build is what the fortnightly demos are for.
  [
    /\b(?:kept|keep|keeping) (?:me |us |you )?(?:in the loop|updated|posted|informed)\b(?=.{0,30}\b(?:build|project|app|website|development)\b)/g,
    "see demos",
  ],
  // Released, deployed, shipped, the go-live: what the service pages call the launch.
  [/\b(after|once|when|before) ((?:the |my |our |your )?(?:app|site|website|system|software|product|platform|portal|it))(?: is| has been| gets| got| goes| has gone| was)? (?:released|deployed|shipped|launched|live|published)\b/g, "$1 $2 launch"],
  // An app "in the store" is launched: "once my app is in the app store".
  [/\b(once|after|when) ((?:the |my |our |your )?(?:app|it))(?:'s| is| has been| gets| goes)? (?:in|on|into) the (?:app |play |google play |apple )?store\b/g, "$1 $2 launch"],
  [/\bgo-?live\b|\broll(?:ing|ed|s)? (?:it |them |this |that )?out\b|\brollout\b/g, "launch"],
  // Testing "before launch" is what the testing service promises: finding what matters "before your users do".
  [/\bbefore (?:we |you |it |they )?(?:launch|release|ship|publish)(?:es|ed|ing)?\b/g, "before users"],
  // What a consultation "includes", "covers" or gives: what happens in it, as its page says.
  [/\bwhat (?:does|do|will|would) (?:the |a |your |this |that )?(?:free )?(consultation|consult|call|meeting) (?:include|involve|cover|entail|consist of)\b|\bwhat (?:do|will|would) (?:i|we) get (?:from|in|at|out of|with) (?:the |a |your |this |that )?(?:free )?(consultation|consult|call|meeting)\b/g, "what happens in the consultation"],
  // A project's "turnaround", "timeline" or "lead time" is how long it takes to build.
  [/\bwhat(?:'s| is| are|s) (?:the |your |ur )?(?:typical |usual |average |rough |normal )?(?:turn ?around|timeline|time ?frame|lead time|delivery time|eta)s?(?: time)?(?: (?:for|on|to build|to make|to develop))?\b/g, "how long does it take to build"],
  // A "fixed price" is what the service pages call a fixed quote.
  [/\bfixed[- ](price|cost|fee|rate)s?\b/g, "fixed quote"],
  // Looking after a client's app is the support after launch; writing its code is building it;
  // seeing it "while it's being built" is the demos.
  [/\b(look|looks|looking|looked) after\b/g, "support"],
  [/\b(write|writes|writing|wrote) (the |my |our |your )?code\b/g, "build it"],
  [/\b(while|as) (it'?s|it is|they'?re|they are|you'?re|you are|it'?s still|it is still) (being )?(built|build|building|developed|developing|made|making|coded|coding)\b/g, "during the demos"],
  // "Is manual testing dead?": whether something has been replaced, in the blog's words.
  [/\b(is|are) ((?:[a-z]+ ){1,2})(dead|obsolete|dying|redundant|finished|a thing of the past|on the way out)\b/g, "$1 $2replaced"],
  // "What's involved in building an app?": what it takes, in the words of the steps.
  [/\b(is|are|was|were|be) (?:all )?involved (in|with)\b/g, "$1 the steps $2"],
  [/\bwhat'?s involved\b/g, "what are the steps"],
  // "HR system", "HR manager": human resources, not the "hr" that stands for hours.
  [/\bhr (?=(system|systems|manager|managers|team|department|software|platform|portal|tool|app|staff|person|lead|director|officer)\b)/g, ""],
  // A chatbot to be built is AI work for a client; one to talk to is the site's chat.
  [/\b(build|make|develop|create|design|code)(s|ing)?( me| us)?( an?| your| our| some)?( ai| custom| own)? chat ?bots?\b/g, "build ai"],
  [/\bchat ?bots?\b|\bbots?\b|\bai assistant\b/g, "chat"],
  [/\b(open ?ai|chat ?gpt|gpt|llms?|language models?)\b/g, "an external ai service"],
  [/\bwi ?fi\b/g, "wi-fi"],
  // Studying "over the internet" is studying online (the classroom's Wi-Fi is another matter).
  [/\b(by|over|via|through|on|using|from) (the )?(internet|net|web)\b/g, "online"],
  // A record of chats is the chats themselves ("chat logs", "my chat history").
  [/\b(chat|conversation|message)s? (logs?|history|histories|transcripts?|records?)\b/g, "chats"],
  // A provider's "premises" are its office.
  [/\b(your|the|ur|their|our) premises\b/g, "the office"],
  // Plagiarism is what the terms call handing in someone else's work.
  [/\b(plagiari[sz](e|es|ed|ing)( (my|a|an|the|our|someone'?s|somebody'?s) (project|assignment|work|code|homework|essay)s?)?|plagiarism|cheat(s|ed|ing)? (on|in) (an?|my|the) (assignment|project|test|exam)s?|cop(y|ies|ied|ying) (someone|somebody|other people|others|another student)('?s)?( else'?s?)? (work|assignments?|projects?|code))\b/g, "submit someone else work"],
  [
    /\b(kick|chuck|throw|boot)(ed|ing|s)? (me|someone|somebody|students?|people|them|you) (out\b|(?=for\b))|\bexpel(led|s)?\b/g,
    "end the enrolment of",
  ],
  [/\b(aimed|geared|targeted|designed|meant|intended) (at|for|towards?)\b/g, "for"],
  [/\bpen(etration)? ?test(ing|s)?\b/g, "security testing"],
  [/\b(rock|turn|show) up\b/g, "visit"],
  [/\bwait[ -]?list(ed|s)?\b/g, "waiting list"],
  // "Can you turn down my application?": decline it.
  [/\b(turn|turned|turning|turns) (it |me |my \w+ |an? \w+ |the \w+ |someone |people |students? )?down\b/g, "decline $2"],
  // "Could I get kicked off the course?": the enrolment ended.
  [/\b(kick|kicked|kicking|kicks|boot|booted|chuck|chucked|throw|thrown|threw) (me |someone |somebody |students? |people |them )?(off|out of|from) (the |a |my |your )?(course|class|program)\b/g, "end the enrolment of $2"],
  // Copying someone's assignment is handing in someone else's work.
  [/\b(copy|copies|copied|copying|plagiari[sz]e|plagiari[sz]ed|plagiari[sz]ing|steal|stealing|stole) (someone|somebody|others|other people|another student|a friend|my friend|a classmate|classmates|a mate|my mate)( else)? (work|assignments?|projects?|code|homework|answers?)\b|\bplagiari[sz]m\b/g, "submit someone else work"],
  [/\bsanity[- ]check(s|ing|ed)?\b/g, "check"],
  [/\b(part ?way|mid ?way|mid-way|half way|in the middle|mid-course|mid course|mid-term)\b/g, "halfway"],
  // Who is meant, in everyday words: "my son", "the lady who runs the company" are someone the
  // question is about, not a topic ("can I bring a friend?", "children" still are).
  [/\b(my|our|his|her|their) (son|sons|daughter|daughters|kid|kids|child|children|toddlers?|baby|mum|mom|mother|dad|father|parents?|wife|husband|partner|brother|sister|friend|friends|mate|cousin|nephew|niece)\b/g, "someone"],
  [/\b(the|a|that|this) (lady|woman|guy|bloke|man|gentleman|chap|fellow|gal|dude) (who|that)\b/g, "the person $3"],
  // New Zealand by its short names ("im overseas in nz"): a visitor in another country.
  [/\b(?:in|from) (?:nz|new zealand|aotearoa)\b/g, "in another country"],
  // Stored "overseas": what the privacy policy calls outside Australia.
  [/\b(overseas|offshore|abroad|off ?shore|in another country|in other countries|out of (the )?country)\b/g, "outside australia"],
  // "Overseas in NZ": one place, said twice.
  [/\boutside australia(?: (?:in|from))? outside australia\b/g, "outside australia"],
  // "The lady who runs the company": its director.
  [/\b(runs|owns|heads|leads|manages|founded|started) (the|your|this) (company|business|place|show|school|organi[sz]ation)\b/g, "is the director"],
  // "If my work roster changes": the visitor's job and its hours.
  [/\b(my |the |our )?(work |job )?(roster|rostered shifts|shift pattern|shift work|shifts)\b/g, "my job"],
  [/\b(job|jobs|any|work|staff|teaching) openings?\b/g, "$1 vacancies"],
  [
    /\b(push|pushed|pushing|put|putting) (it |the \w+ |\w+ )?back\b|\bbring (it |the \w+ )?forward\b/g,
    "move",
  ],
];

const contractions: [RegExp, string][] = [
  [/\b(can)'?t\b/g, "can not"],
  [/\bwon'?t\b/g, "will not"],
  [/\b(\w+)n't\b/g, "$1 not"],
  [/\b(\w+)'re\b/g, "$1 are"],
  [/\b(\w+)'ve\b/g, "$1 have"],
  [/\b(\w+)'ll\b/g, "$1 will"],
  [/\b(\w+)'d\b/g, "$1 would"],
  [/\bi'm\b/g, "i am"],
  [/\b(what|where|when|who|how|it|that|there|here|which|why)'s\b/g, "$1 is"],
  // A person's "'s" before what they are is "is": "my wife's a nurse", "he's really good at maths".
  [/\b(he|she|son|daughter|kid|child|boy|girl|wife|husband|partner|brother|sister|mum|mom|dad|mother|father|friend|cousin|nephew|niece|grandson|granddaughter|stepson|stepdaughter)'s (?=(a|an|really|very|so|super|quite|pretty|into|good|great|keen|bad|not|obsessed|interested|curious|\d+|\w+ing)\b)/g, "$1 is "],
  // A possessive: "Harbourline's fees", "the course's length".
  [/\b(\w+)'s\b/g, "$1"],
];


/** Lower-cases, expands contractions and chat spellings; keeps $, digits and inner hyphens. */
/** A verb's -ing form typed without its g ("talkin", "gettin"): only verbs whose -in form is no other word. */
const droppedG =
  /^(talk|go|do|gett|look|think|try|wonder|ask|com|work|learn|start|pay|speak|study|plann|apply|book|runn|sitt|wait|hear|meet|chat|wonder|tell|mov|leav|tak|mak|hav)in$/;

// One question is normalised many times over (each reader, each part, each candidate sentence),
// and the rewriting tables run a few hundred regular expressions: a text's result is remembered.
// Cleared whole when full, so it never grows past a few thousand short strings.
const normalised = new Map<string, string>();
const normalisedMax = 4000;

export function normalise(text: string): string {
  const known = normalised.get(text);
  if (known !== undefined) return known;
  const result = normaliseText(text);
  if (normalised.size >= normalisedMax) normalised.clear();
  normalised.set(text, result);
  return result;
}

function normaliseText(text: string): string {
  // Markup pasted into the box is not part of the question.
  let t = text
    .replace(/<[^>]*>/g, " ")
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"');
  t = t.replace(/\bq\s*&\s*a\b/g, "qa").replace(/&/g, " and ");
  // "What % of grads get jobs?": a share asked in a sign; "50%" keeps its number.
  t = t.replace(/(\d)\s*%/g, "$1 percent").replace(/%/g, " percentage ");
  t = spellOutTextSpeak(t);
  for (const [pattern, replacement] of contractions) t = t.replace(pattern, replacement);
  t = plainRegister(t);
  for (const [pattern, replacement] of siteSynonyms) t = t.replace(pattern, replacement);
  for (const [pattern, replacement] of passageWords) t = t.replace(pattern, replacement);
  for (const [pattern, replacement] of slangPhrases) t = t.replace(pattern, replacement);
  const words = t.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const raw = words[i]!;
    const core = raw.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%]+$/gu, "");
    const next = (words[i + 1] ?? "").replace(/[^\p{L}\p{N}]/gu, "");
    let word = chatSpellings[core] ?? core;
    // "who will i be talkin to", "goin", "doin": the -ing form with its g dropped, as typed in chat.
    if (word === core && droppedG.test(core)) word = `${core}g`;
    // "how much 4 full stack", "2 start": a lone 4 or 2 between words, not a quantity.
    if ((core === "4" || core === "2") && /^[a-z]/.test(next) && !units.test(next) && i > 0) {
      word = core === "4" ? "for" : "to";
    }
    out.push(raw.replace(core, word));
  }
  return out.join(" ");
}

/** Words as the assistant compares them: letters and digits, with inner apostrophes or hyphens. */
export function words(text: string): string[] {
  return splitWords(normalise(text));
}

/** A word corrected against the site's words may be a chat spelling ("fulstack" → "fullstack" → "full stack"). */
export function expandSpelling(word: string): string[] {
  return (chatSpellings[word] ?? word).split(" ");
}

function splitWords(text: string): string[] {
  return text.match(/\$?[\p{L}\p{N}]+(?:[-'.][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Irregular forms the suffix rules below cannot reach. */
const irregular: Record<string, string> = {
  // Times of day, not forms of "even" or "morn".
  evening: "evening",
  evenings: "evening",
  morning: "morning",
  mornings: "morning",
  taught: "teach",
  learnt: "learn",
  learned: "learn",
  bought: "buy",
  paid: "pay",
  spent: "spend",
  went: "go",
  gone: "go",
  done: "do",
  did: "do",
  does: "do",
  doing: "do",
  got: "get",
  gotten: "get",
  given: "give",
  gave: "give",
  took: "take",
  taken: "take",
  ran: "run",
  began: "begin",
  begun: "begin",
  chose: "choose",
  chosen: "choose",
  better: "good",
  best: "good",
  worse: "bad",
  worst: "bad",
  less: "little",
  least: "little",
  children: "child",
  people: "people",
  women: "woman",
  men: "man",
  has: "have",
  had: "have",
  having: "have",
  is: "be",
  are: "be",
  was: "be",
  were: "be",
  been: "be",
  am: "be",
  being: "be",
  lent: "lend",
  sent: "send",
  met: "meet",
  held: "hold",
  kept: "keep",
  left: "leave",
  felt: "feel",
  told: "tell",
  said: "say",
  made: "make",
  built: "build",
  thought: "think",
  brought: "bring",
  fees: "fee",
  news: "news",
  class: "class",
  classes: "class",
  bus: "bus",
  campus: "campus",
  analysis: "analysis",
  analyses: "analysis",
  basics: "basic",
  analytics: "analytics",
  sales: "sale",
  series: "series",
  always: "always",
  its: "its",
  this: "this",
  us: "us",
  yes: "yes",
  thanks: "thanks",
  hours: "hour",
};

/** Known words, for checking that a suffix rule produced a word ("provid" is not one). */
export type WordCheck = (word: string) => boolean;

/**
 * The word's dictionary form. Suffix rules are tried in order and kept only when they give a
 * known word, so "provided" → "provide", "studying" → "study", "cheapest" → "cheap", "running"
 * → "run", and an unknown word comes back unchanged.
 */
/**
 * `related(word, stem)`: whether a stem the suffix rules found is the same word in meaning
 * ("cheaper"/"cheap"), not another word that happens to spell like it ("number"/"numb",
 * "apply"/"app", "corner"/"corn"). Without it, every known stem is taken.
 */
export function lemma(word: string, known: WordCheck, related?: (word: string, stem: string) => boolean): string {
  const w = word.toLowerCase();
  const fixed = irregular[w];
  if (fixed) return fixed;
  if (w.length <= 3 || /\d/.test(w)) return w;
  const tries: string[] = [];
  const strip = (suffix: string, ...endings: string[]) => {
    if (!w.endsWith(suffix) || w.length - suffix.length < 2) return;
    const stem = w.slice(0, -suffix.length);
    for (const e of endings) tries.push(stem + e);
    // Doubled consonant: "running" → "run", "biggest" → "big".
    if (stem.length > 2 && stem.at(-1) === stem.at(-2) && !/[aeious]/.test(stem.at(-1)!))
      tries.push(stem.slice(0, -1));
  };
  strip("ies", "y");
  strip("ied", "y");
  strip("iest", "y");
  strip("ier", "y");
  strip("ily", "y");
  strip("sses", "ss");
  strip("es", "", "e");
  strip("s", "");
  strip("ing", "", "e");
  strip("ed", "", "e");
  strip("est", "", "e");
  // Only longer words: "offer", "order", "after" are not comparatives of "off", "ord", "aft";
  // nor is an "-eer" word ("career", "engineer") one of a word in "-e" ("care").
  if (w.length >= 6 && !w.endsWith("eer")) strip("er", "", "e");
  strip("ly", "");
  for (const candidate of tries) {
    if (candidate !== w && candidate.length >= 2 && known(candidate) && (related?.(w, candidate) ?? true))
      return candidate;
  }
  // Unknown stems: still fold plain plurals so "laptops" and "laptop" meet.
  if (w.endsWith("s") && !/(ss|us|is|ous)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Whether every letter of `short` appears in `long`, in order. */
function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length && short.length < long.length;
}

/** Damerau-Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows[i] = [i];
  }
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** How many typos a word of this length may carry and still be recognised. */
export const typoAllowance = (word: string) => (word.length >= 8 ? 2 : word.length >= 3 ? 1 : 0);

/**
 * The domain word a misspelt word was meant to be: the closest word of `vocabulary` within the
 * word's typo allowance (ties go to the more common word, then the shorter), or undefined.
 */
export function correct(
  word: string,
  vocabulary: Iterable<string>,
  commonness: (w: string) => number,
): string | undefined {
  const allowance = typoAllowance(word);
  if (allowance === 0) return undefined;
  let best: string | undefined;
  let bestDistance = allowance + 1;
  let bestCommon = Number.NEGATIVE_INFINITY;
  for (const candidate of vocabulary) {
    if (candidate.length < 3 || Math.abs(candidate.length - word.length) > allowance) continue;
    // A first letter is rarely mistyped; requiring it keeps "cost" from becoming "post".
    if (candidate[0] !== word[0] && !(candidate[1] === word[0] && candidate[0] === word[1])) continue;
    const d = editDistance(word, candidate, allowance);
    if (d > allowance) continue;
    // A dropped letter is the commonest slip: on a tie, the word it was dropped from ("wher" is
    // "where", not "when").
    const dropped = isSubsequence(word, candidate) ? 0.5 : 0;
    const common = commonness(candidate) + dropped;
    if (d < bestDistance || (d === bestDistance && common > bestCommon)) {
      best = candidate;
      bestDistance = d;
      bestCommon = common;
    }
  }
  return best;
}

/**
 * A text's sentences. A dot inside a word ("Node.js") ends nothing, and neither does a question
 * mark inside a quoted title (“Manual or automated testing? Why good QA teams need both”).
 */
export function sentencesOf(text: string): string[] {
  const hide: Record<string, string> = { ".": "\u2024", "?": "\uFF1F", "!": "\uFF01" };
  const show: Record<string, string> = { "\u2024": ".", "\uFF1F": "?", "\uFF01": "!" };
  const kept = text.replace(/“[^”]*”/g, (q) => q.replace(/[.?!]/g, (c) => hide[c]!));
  return (kept.match(/(?:[^.!?]|[.!?]+(?=[^\s.!?]))+(?:[.!?]+(?=\s|$)|$)/g) ?? [kept])
    .map((x) => x.replace(/[\u2024\uFF1F\uFF01]/g, (c) => show[c]!).trim())
    .filter(Boolean);
}
