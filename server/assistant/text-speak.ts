/**
 * Text-speak typed on a phone, spelled out before the question is read (issue 16): "$$ for fs?",
 * "da course hw many wks tho", "applied yday how long til sum1 gets bk 2 me", "do i need to b good
 * at maths 4 da". Single words that always mean one thing ("yday", "sum1", "bk") are plain
 * spellings; the words here depend on their neighbours: "da" is the Data Analytics course where a
 * program's name stands ("da fees?", "4 da i failed") but "the" before a noun ("da best pizza", "r da fees"), "$$" is a price or money, "b"
 * is "be" only after a verb that takes it ("plan b" stays), "w" is "with" before a word, "w/e"
 * the weekend, "hw" is homework after "much" or "any" (else "how", a plain spelling), and a lone
 * "2" or "4" between words is "to" or "for" unless a unit follows it ("2 wks").
 */

/** Units and counted things after which a "4" or "2" is a number, not "for" or "to". */
export const units =
  /^(week|weeks|wk|wks|month|months|mth|mths|mo|mos|hour|hours|hr|hrs|min|mins|minutes|day|days|night|nights|evening|evenings|instalment|instalments|installments|payments|times|x|year|years|yr|yrs|am|pm|000|k|grand|bucks|dollars|classes|lessons|sessions|courses|programs|modules)$/;

/** Words that never follow "the" but do follow a program's name: "4 da i failed", "da or qa". */
const afterAName =
  "vs|versus|or|and|n|&|tho|though|how|hw|what|wat|wats|whats|which|when|wen|who|where|why|is|r|are|do|does|need|take|takes|run|runs|i|u|you|we|my|online|on|in|at|for|4|pls|please|plz|still|again|too|start|starts|" +
  // Prepositions, conjunctions and adverbs never follow "the" either: "4 da per wk", "da lol".
  "per|with|w|from|by|if|so|but|because|bc|cos|cuz|lol|haha|then|as|than|like|too|yet|now|also|really|even|after|before|b4";

/** Words after which "da" names a course, not "the": "for da", "fs vs da", "after da". */
const beforeAName = "for|4|vs|versus|or|and|n|&|than|about|abt|after|before|b4|quit|quitting|join|joining|doing|study|studying";

/** Words after which "da" is always a program: "fs vs da", "quit da halfway". */
const alwaysAName = "vs|versus|than|quit|quitting|join|joining|doing|study|studying";

/** Verbs and words after which "b" is "be": "gonna b", "need to b", "will it b". */
const beforeBe =
  "to|2|gonna|wanna|gotta|will|would|wud|should|shud|can|cn|could|cud|must|might|may|not|it|there|ll|won't|wont|cant|can't|\\w+'(?:ll|d)";

const rules: [RegExp, string][] = [
  // "w/e" is the weekend ("any w/e classes"), but "whatever" after a verb or "or" ("ill do w/e").
  [/\b(do|say|want|pick|choose|like|take|whichever|or) w\/e\b/g, "$1 whatever"],
  [/(?<![\w/])w\/e\b/g, "weekend"],
  [/(?<![\w/])w\/o\b/g, "without"],
  [/(?<![\w/])w\/(?=\s|[a-z])/g, "with "],
  // "is it w a sales guy", "no exp w coding": a lone "w" before a word.
  [/(?<![\w/'-])w(?= [a-z0-9])(?![\w/'-])/g, "with"],
  // "$$ for fs?", "fs $$ vs qa $$": a price; "my $$ back", "how much $$": money.
  [
    /\b(my|our|your|ur|his|her|their|some|sum|any|much|more|less|enough|no|of)\s+\${1,3}(?=\s|[?!.,;:]|$)(?!\s*\d)/g,
    "$1 money",
  ],
  [/(^|[\s(])\${1,3}(?=\s|[?!.,;:]|$)(?!\s*\d)/g, "$1cost"],
  // "hw" is homework after "much", "any", "the": "how much hw is there", "any hw?".
  [/\b(much|any|of|the|more|less|no|some|sum|weekly|daily|lots|lot|per) hw\b(?! (?:many|much|long|often|soon|to|2|far|old)\b)/g, "$1 homework"],
  // "exp" is experience ("no exp", "any exp needed"), but expensive after "how" or "too".
  [/\b(how|hw|too|2|so|very|more|less) exp\b/g, "$1 expensive"],
  // "1 yr", "per yr": a year, not "your".
  [/\b(\d+|a|one|per|each|every|this|next|last) yr\b/g, "$1 year"],
  // "need to b good at maths", "gonna b an issue": "be".
  [new RegExp(`\\b(${beforeBe}) b(?![\\w/'-])`, "g"), "$1 be"],
];

/** "da" as the course: before a word no article precedes, or a course word after a program's slot. */
const daAsName = new RegExp(
  `(?<![\\w'-])da(?![\\w'-])(?=\\s*(?:[?!.,;:/()-]|$|\\s(?:${afterAName})\\b))` +
    `|(?<=\\b(?:${alwaysAName})\\s+)da(?![\\w'-])` +
    `|(?<=(?:^|[^\\w\\s]\\s*|\\b(?:${beforeAName})\\s+|\\bthe\\s+))da(?=\\s+(?:course|courses|program|programme|class|classes|one|stuff|intake|students|grads|graduates|fee|fees|price|cost)\\b)`,
  "g",
);

/**
 * A telegraphic yes/no ask with its "is" dropped ("cv help included?", "laptop needed?"): the
 * whole message, a few words and a state, asked with a question mark.
 */
const droppedIs =
  /^(?!(?:is|are|was|were|do|does|did|can|will|would|could|should|has|have|what|how|when|where|who|which|why|any|r|am)\b)((?:[a-z$][\w$'-]*\s+){0,4}?[a-z][\w'-]*)\s+(included|incl|available|avail|provided|required|needed|necessary|allowed|compulsory|mandatory|extra|refundable|covered|accredited|recognised|recognized)\s*\?+\s*$/;

/** A lone "2" or "4" between words, not a quantity: "how much 4 full stack", "gets bk 2 me". */
function forAndTo(text: string): string {
  return text.replace(/(?<=[\p{L}\p{N}?!,.$]\s+)[24](?=\s+[a-z])/gu, (digit: string, offset: number) => {
    const next = /^\s+([a-z][\w'-]*)/.exec(text.slice(offset + 1))?.[1] ?? "";
    return units.test(next) ? digit : digit === "4" ? "for" : "to";
  });
}

/** The question with its text-speak spelled out; everything else unchanged. */
export function spellOutTextSpeak(text: string): string {
  let t = forAndTo(text);
  for (const [pattern, replacement] of rules) t = t.replace(pattern, replacement);
  t = t.replace(droppedIs, "is $1 $2?");
  // "fs" is the full stack course ("$$ for fs?", "is fs even for me"), not "for sure" after a yes.
  t = t.replace(/(?<![\w'-])fs(?![\w'-])/g, (_fs, offset: number) =>
    /\b(yes|yeah|yea|ye|yep|yup|ok|okay|oh|i|i'd|i'll|id|ill|will|would)\s+$/.test(t.slice(0, offset)) ? "for sure" : "full stack",
  );
  // "da" names the course where a program's name stands; elsewhere it is "the" ("da best pizza").
  t = t.replace(daAsName, "data analytics").replace(/(?<![\w'-])da(?![\w'-])/g, "the");
  return t;
}
