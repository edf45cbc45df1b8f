/**
 * Registers the site never writes in (issue 16): a formal letter ("Dear Sir or Madam, kindly
 * advise me of the tuition payable… Yours faithfully"), Indian English ("fees structure", "EMI
 * facility", "email id", "placement assistance", "the Tuesday batch"), British and Australian
 * idiom ("until half five", "lectures", "at the weekend", "distance learning", "rock up", "settle
 * the account by cheque") and a client's formal English ("commission a bespoke portal", "what
 * might such an undertaking cost", "go-live"). Each is put into the plain words the site uses, so
 * the reader finds the fact it already knows and the unknown-word gate does not send a known
 * meaning to the honest reply. A thing the site truly never says ("hostel accommodation",
 * "parking") is left as it is, so it still gets the honest reply.
 *
 * Applied by normalise (language.ts) after contractions and before the site's synonyms, on
 * lower-cased text.
 */

/** A pattern and what it becomes: a string, or a function of the match and its groups. */
type Rule = [RegExp, string | ((match: string, ...groups: string[]) => string)];

/**
 * A letter's or a message's courtesies, dropped: they frame the ask and name no thing asked. The
 * sign-off takes the signature after it ("Yours faithfully, R. Pemberton", "Regards, Mrs Patel").
 */
const courtesies: Rule[] = [
  [/(?:^|[.!?,]\s*)(?:dear (?:sir|madam|sirs|sir or madam|sir\/madam|team|all|admissions(?: team| officer)?)|to whom it may concern|good (?:morning|afternoon|evening|day)|g'?day(?: mate)?)\s*[,.!:;-]?/g, " "],
  [/[,.!]?\s*(?:yours (?:faithfully|sincerely|truly)|(?:kind |best |warm |thanks and |thanks & |with )?regards|respectfully|sincerely)\b[,.]?(?:\s+[\w.'-]+){0,3}\s*[.!]?\s*$/g, ""],
  // "I should be most grateful if you would advise me", "I would be obliged if you could tell me".
  [/\b(?:i|we) (?:should|would|will|shall) be (?:most |very |much )?(?:grateful|obliged|thankful)(?: to you)? if you (?:would|could|will|can|might)\s+/g, "please "],
  [/\b(?:kindly|graciously)\s+/g, "please "],
  [/\bplease (?:do )?(?:revert|get back)(?: to (?:me|us))?(?: with| on)?\b/g, "please tell me"],
  // "In your people's view", "in your opinion": whose advice is asked, not a person named.
  [/\bin (?:your|ur) (?:(?:people|team|experts?)(?:'s|s|')? )?(?:view|opinion|experience)\b,?/g, " "],
];

/** Formal verbs for asking and telling: "advise me of", "furnish", "inform me of". */
const formalAsks: Rule[] = [
  [/\b(?:advise|inform|apprise|notify) (?:me|us) (?:of|as to|regarding|about)\b/g, "tell me"],
  [/\b(?:advise|inform) (?:me|us) (?=whether|if|what|how|when|where|which|who)/g, "tell me "],
  [/\b(?:could|can|would) you (?:advise|confirm)(?= whether| if)\b/g, "tell me"],
  [/\bfurnish(?:ing)? (?:me |us )?(?:with )?/g, "give me "],
  // Indian English "share" a fact is to give it: "kindly share the fees structure", "share ur email id".
  [/\b(?:please |pls |plz )share\b/g, "please tell me"],
  [/\b(?:fees?|fee) structure\b/g, "fees"],
  [/\b(?:e-?mail|mail) (?:id|ids|address)\b|\bmail id\b/g, "email address"],
  [/\bpostal address\b|\bmailing address\b|\baddress (?:for|to send) (?:post|letters?|mail)\b/g, "office address"],
  // "Must one be good at…", "does one require…": the impersonal "one" is the visitor.
  // Only before a verb: "how long does one class go for" counts a class.
  [/\b(must|should|can|could|would|does|do|need) one\b(?= (?:be|have|need|require|know|pay|bring|attend|study|learn|get|take|apply|sit|own|speak)\b)/g, (_m: string, v: string) => `${v === "does" ? "do" : v} i`],
  [/\b(?:a |any )?(?:strong |good |solid )?grounding in\b/g, "good at"],
  [/\b(?:do|does) i (?:require|need) (?:to be )?good at\b/g, "do i need to be good at"],
  [/\bmathematics\b|\bmathematical\b/g, "maths"],
  [/\bwhom\b/g, "who"],
  [/\bshall (i|we)\b/g, "will $1"],
  [/\bundertaken\b/g, "done"],
  [/\bundertak(?:e|es|ing)\b(?! (?:such|this|that|an?)\b)(?!\s*(?:cost|costs)\b)/g, "do"],
  // "Share your mail id, I will send my documents to it": the visitor's plan after the ask.
  [/[,.;]?\s*(?:i|we) (?:will|shall|would|can) (?:send|forward|mail|email|e-mail|share) (?:my|our|the|all) [\w ]{0,30}?(?:there|to it|on it|to that|on that)(?: only)?\b/g, ""],
  [/\bforward(?:ing)?\b(?= (?:my|the|our|all|some|these|those)\b)/g, "send"],
  [/\bat (?:regular|set|frequent) intervals\b|\bperiodically\b/g, "regularly"],
  [/\bthe entirety of\b|\bthe whole of\b/g, "all of"],
  [/\b(?:is it )?advisable (?:for [\w ]{1,30}? )?to\b/g, "should we"],
];

/** Paying: "remit", "settle the account", a cheque, EMI (equated monthly instalments). */
const money: Rule[] = [
  [/\bemis?\b(?: (?:facility|option|options|plan|scheme|payments?))?/g, "monthly instalments"],
  [/\b(?:remit|remitting|remitted)\b/g, "pay"],
  [/\bsettle (?:the |my |our )?(?:account|bill|invoice|balance|fees?|payment)\b/g, "pay"],
  // A cheque is one more payment method asked after: which methods we take answers it.
  [/\b(?:by |with |via )?(?:a )?cheques?\b/g, "by another payment method"],
  [/\b(?:tuition|tuition fees?|tuition charges?|course charges?|the charges?)(?= (?:payable|for|of|by|inclusive|is|are|included|\?))/g, "course fee"],
  [/\binclusive of\b/g, "including"],
  [/\b(?:outlay|expenditure)\b/g, "cost"],
  [/\bwhat (?:might|would|will|could) (?:such an?|this|that|the|an?) (?:undertaking|engagement|exercise|endeavour)\b/g, "what would the project"],
  [/\b(?:at|from) what price(?: does (?:it|that|this) (?:commence|start|begin))?\b|\bwhat (?:is|would be) the (?:minimum|starting) (?:price|cost|fee)\b/g, "how much does it cost"],
];

/** Class times and places in British, Australian and Indian English. */
const studying: Rule[] = [
  // "Until half five": half past the hour, in the afternoon where work ends ("finish at half four").
  [/\bhalf (one|two|three|four|five|six|seven|eight)\b/g, (_m: string, h: string) => `${["one", "two", "three", "four", "five", "six", "seven", "eight"].indexOf(h) + 1}:30pm`],
  [/\blectures?\b/g, "classes"],
  // "I work in an office in the City": the visitor's workplace, not our office in Sydney.
  [/\b(work(?:s|ing)? (?:in|at) (?:an? |the )?\w+) in the (?:city|cbd)\b/g, "$1"],
  // "From home up in Cairns": a town the visitor lives in, away from Sydney.
  // "Rock up to Sydney every week": weekly attendance is what studying on campus means.
  [/\b(come|travel|commute|trek|head|go|rock up) (in|into the city|to (?:sydney|the campus|campus|the city|class)) (?:every|each) week\b/g, "$1 $2"],
  [/\bfrom home (?:up|down|over|out) (?:in|at) (?!sydney\b)[a-z]+\b/g, "from home in another city"],
  [/\blecturers?\b/g, "instructors"],
  [/\b(?:any )?sittings? of (?:the )?(class|classes)\b/g, "$1"],
  [/\bat (?:the )?weekends?\b/g, "on the weekend"],
  [/\b(?:by |through |via )?(?:distance (?:learning|education|study|mode)|correspondence(?: study| course| mode)?|remote learning)\b/g, " online"],
  [/\brock(?:ing|s)? up (?:to|at|in)\b/g, "come to"],
  [/\b(?:the |a |my |your )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|evening|morning) batch(?:es)?\b/g, "the $1 class"],
  [/\b(?:which|what) batch\b/g, "which class"],
  [/\bbatch(?:es)?\b(?= (?:timings?|times?|schedule))/g, "class"],
  [/\b(?:get |be )?(?:allotted|allocated|assigned|put)(?: in| into| to|(?= the \w+ class))\b/g, "in"],
  [/\b(?:get |be )?(?:shift|transfer|switch|swap|move)(?:r?ed|ped|d)?(?: over)? (?:in)?to\b/g, "move to"],
  [/\b(?:my )?(?:work )?roster\b/g, "my work hours"],
];

/** Careers support in other words: placement assistance, polishing a CV, a job guarantee. */
const careers: Rule[] = [
  // "Do you provide 100% placement assistance?", "job guarantee": whether a job is guaranteed.
  [/\b(?:(?:provide|offer|give|have)s? )?(?:an? |any )?(?:(?:100 ?%|hundred percent|full|guaranteed|assured) (?:job )?placements?(?: assistance| support| guarantee)?|(?:job|placement) guarantee)\b/g, "guarantee a job"],
  [/\bplacement (?:assistance|support|help|cell|services?)\b/g, "careers support"],
  // "Like the other institutes do": a comparison with other providers, which the site never names.
  [/,? (?:just )?like (?:the |all the |most )?other (?:institutes?|institutions?|colleges?|academies|providers?|bootcamps?|schools?)(?: do| offer| provide| have)?\b/g, ""],
  [/\b(?:polish|polishing|spruce|sprucing|brush|brushing|tidy|tidying|smarten|smartening)(?: up)?\b(?= (?:my |your |the |a )?(?:cv|curriculum vitae|linkedin|portfolio|r[eé]sum[eé]s?))/g, "review"],
  [/\bcurriculum vitae\b/g, "CV"],
];

/** A client's formal English for a build with us: commission, bespoke, go-live, progress shown. */
const clients: Rule[] = [
  [/\b(?:commission|engage you (?:for|to build)|procure)\b(?= (?:an? |the )?(?:bespoke |custom |new )?(?:\w+ )?(?:portal|app|application|website|site|system|platform|build))/g, "build"],
  [/\bengage (?:your|the) (?:firm|company|team|services)\b/g, "hire you"],
  // "Our organisation", "our firm", "a small accountancy practice": the client's company.
  [/\b(our|my|a|an) (?:small |large |local )?(?:\w+ )?(?:organi[sz]ation|firm|practice|enterprise|institution)(?:'s|s)?\b/g, (_m: string, d: string) => `${d === "a" || d === "an" ? "a" : d} company`],
  [/\bbespoke\b|\btailor[- ]made\b/g, "custom"],
  // A portal to be built is a web application; "our customer portal has errors" stays theirs.
  // "If I make a portal account" is the student portal's own account, not a portal to be built.
  [/\b(build|develop|create|make) (an? |the |our )?(custom |new )?(?:online |web |client |customer |members )?portal\b(?! (account|acct|login|log ?in|sign ?up|password|profile|dashboard)\b)/g, "$1 $2$3web application"],
  [/\bgo[- ]live\b/g, "launch"],
  // Independent checking, a quality audit of software: the software testing service.
  [/\b(?:an? )?(?:independent )?(?:checking|quality audit|qa audit|quality assurance audit|software audit)(?: of (?:its|our|their|the|my|your) (?:software|app|application|system|code))?(?= (?:of|before|prior|for|pre)\b)/g, "independent software testing"],
  [/\b(?:an? )?independent (?:checking|audit|review)\b/g, "independent software testing"],
  // A client's "engagement" is the project; "during the engagement".
  [/\b(?:the|this|an?|our|your) engagement\b/g, "the project"],
  // Not "how it is going": an applicant checking on an application says it too (site-synonyms.ts
  // reads it as the build's progress only with the build named after it).
  [/\b(?:how (?:it's|it is|things are|the work is|the build is) (?:coming along|progressing)|(?:the )?work in progress)\b/g, "progress"],
  [/\bshown (?:the )?progress\b|\bsee progress\b/g, "see demos"],
  [/\bdevelopment quotes?\b|\bquotes? for development\b/g, "development services starting prices"],
];

/** Privacy requests in a law's words: "under data protection rules… my records erased". */
const privacy: Rule[] = [
  // The law a request is made under frames it: the request is what is asked.
  [/\b(?:under|pursuant to|in line with|according to|as per) (?:the )?(?:data protection|privacy|gdpr) (?:rules|law|laws|legislation|regulations?|act)\b,?/g, ""],
  [/\b(?:erase|expunge|purge|wipe)(?:d)?\b/g, "deleted"],
  // Only records asked to be deleted: "my data" elsewhere is the visitor's own data ("checks on my data").
  [/\bmy (?:records|data|details|personal data|file)\b(?= (?:deleted|removed))|(?<=\b(?:delete|remove)d? (?:all )?)my (?:records|data|details|personal data|file)\b/g, "my personal information"],
  [/\bactioned\b/g, "done"],
];

const all: Rule[] = [...courtesies, ...formalAsks, ...money, ...studying, ...careers, ...clients, ...privacy];

/** The question with its register put into the site's plain words; everything else unchanged. */
export function plainRegister(text: string): string {
  let t = text;
  for (const [pattern, replacement] of all)
    t = typeof replacement === "string" ? t.replace(pattern, replacement) : t.replace(pattern, replacement);
  return t.replace(/\s{2,}/g, " ").trim();
}
