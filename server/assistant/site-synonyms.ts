/**
 * Words the site never uses for things it does say (issue 16): a visitor's "stack", "sprints",
 * "cadence", "post-launch", "agency", "school", "bail on a class" or "hook me up with" name the
 * web service's technologies, the fortnightly demos, the support after launch, the services and
 * the training, a missed class and what the company provides. Without these the unknown-word gate
 * sends the ask to the honest reply, or the spelling corrector turns the word into another topic
 * ("bail" read as cancelling, with the refunds). Applied by normalise before the slang phrases,
 * so the site's own words are what the rest of the reading sees.
 */
export const siteSynonyms: [RegExp, string][] = [
  // "What pandas command do you run first?", typed "comand": a line of pandas, as the blog says it
  // ("`df.dtypes` is the first line of almost every notebook"); "command" is no word of the site.
  [/\b(pandas|python|sql) comm?ands?\b/g, "$1 line"],
  // "An assessment at the end of each module": what ends each module, as the site says it, is a
  // project reviewed by a working developer (during-course.ts); "assessment" is no word of the site.
  [/\b(?:assessments?|assessed work)(?= (?:at|for) the end of (?:each|every|a|the) (?:module|unit)s?\b)/g, "project"],
  // A "stack" is the technologies a service lists; "full stack" stays the course's name.
  [
    /\bwhat(?:'s| is|s| are) (?:your|ur|the) (web|app|mobile|website) (?:tech |technology |dev |development |software )?stacks?\b/g,
    "what technologies do you use for $1",
  ],
  // Bare "stack" only after "your": "ful stack" is the course, typed in a hurry.
  [
    /\b(?:tech|technology|web|dev|development|software|front ?end|back ?end) stacks?\b|\b(?<=(?:your|ur) )stacks?\b/g,
    "technologies",
  ],
  // "Who runs the QA course?", "who's in charge of data analytics?": whoever runs a course named
  // is the one who teaches it, not the director who runs the company. (With their background
  // asked, people-by-deed.ts answers from the instructor's bio.)
  [
    /\bwho(?:'s| is)? (?:runs?|running|leads?|leading|heads? up|heads?|is in charge of|in charge of)(?= (?:the |ur |your )?(?:full ?stack|qa|software testing|data analytics|analytics|data) ?(?:course|class|classes|program|programme|one)?\b)(?!.*\b(?:background|experience|bio|history|years)\b)/g,
    "who teaches",
  ],
  // Sprints, a cadence, a delivery rhythm: how often a client sees progress, the fortnightly demos.
  [
    /\b(?:work|working|works|run|runs|running) (?:in|with|on) (?:two-week |2-week |weekly )?sprints\b/g,
    "have fortnightly demos",
  ],
  [/\bsprints?\b/g, "demos"],
  [/\b(?:demo |delivery |release |reporting |update )?(?:cadence|rhythm)\b/g, "how often are demos"],
  [/\bhow (?:do|does) (?:you|u|your team) (?:run|do|manage|handle) delivery\b/g, "how often do we see demos"],
  // "How would we see how it's going while you build it?": a client following the work as it is
  // built is seeing progress, the fortnightly demos. Only with the build named after it, so an
  // application's or a student's "how it's going" stays theirs.
  [
    /\b(?:see|know|check|tell|follow|find out) how (?:it's|its|it is|things are|things're|the (?:app|build|project|site|website|work) is) (?:going|coming along|progressing|tracking)(?=.{0,20}\b(?:while|as|during)\b.{0,20}\b(?:build|builds|building|built|develop\w*|work on|working on|make|making|code|coding)\b)/g,
    "see demos",
  ],
  // Post-launch, after go-live: the support after launch.
  [/\bpost[- ]?launch\b|\bpost[- ]?release\b|\bafter ?care\b/g, "after launch"],
  [/\bstick(?:s|ing)? around\b/g, "stay on call"],
  // An agency, a dev shop, a software house: the company's services to clients.
  // Only where the visitor asks what the company is ("a school or an agency?"); an agency the
  // visitor has worked with stays their own word.
  [
    /\b(?<=(?:are you|r u|is (?:this|it|harbourline)|or|you guys|u guys) (?:an? )?)(?:(?:dev|development|software|digital|web|tech) )?agency\b|\b(?<=(?:an?) )(?:(?:dev|development|software|digital|web|tech) )?agency(?= or\b)|\b(?:dev|software|development|digital) (?:shop|house|studio|firm)\b/g,
    "software services company",
  ],
  // A school, a bootcamp, an academy, where the visitor asks what the company is: the training.
  // A "cyber security bootcamp" or "high school" elsewhere stays the visitor's own word.
  [
    /\b(?<=(?:are you|r u|is (?:this|it|harbourline)|or|you guys|u guys) (?:an? )?)(?:(?:coding|code|programming|tech|it) )?(?:school|bootcamp|boot camp|academy|college)\b|\b(?<=(?:an?) )(?:(?:coding|code|programming|tech|it) )?(?:school|bootcamp|academy|college)(?= or\b)/g,
    "training provider",
  ],
  // Bailing on, skipping or ditching one class is missing it, not cancelling the enrolment.
  [
    /\b(?:bail|bails|bailing|bailed|skip|skips|skipping|skipped|ditch|ditches|ditching|ditched|flake|flaking|flaked)(?: on| out of)? ((?:a|one|the|my|this|that|next) )?(class|classes|lesson|lessons|session|sessions)\b/g,
    "miss $1$2",
  ],
  // "Hook me up with a laptop", "loaner laptops": whether the company provides something.
  [/\bhook(?:s|ing|ed)? (me|us|you|students|people|them|him|her)(?: up)? with\b/g, "provide $1 with"],
  [/\bhook(?:s|ing|ed)? up (me|us|students|people|them) with\b/g, "provide $1 with"],
  [
    /\b(?:loaner|loan|spare|lend(?:ing)? out|borrowed) (laptops?|computers?|macbooks?|pcs?)\b/g,
    "provided $1",
  ],
  // A "module list" is the outline's topics: "whats the module list for data analytics".
  [/\b(?:module|modules|topic|topics|subject|subjects|unit|units) lists?\b|\blists? of (?:modules|topics|subjects|units)\b/g, "modules"],
  // A résumé is the careers support's CV: "will someone look over my résumé?". Only as a thing
  // someone has ("my resume", "resumes"), never the verb ("resume my studies").
  [/\brésumés?(?![a-z])|\bresum[eé]s\b|\b(?<=(?:my|a|your|ur|the|our) )resum[eé](?![a-z])/g, "CV"],
  // Interview prep, coaching or practice is the careers support's mock interview: "is there any
  // interview prep?", "do you help with job interviews". The interview to get in stays as it is.
  [/\b(?:job )?interview (?:prep|preparation|practice|coaching|training|skills)\b|\bjob interv(?:ie|ei)ws?\b|\bprep(?:are|aring)? (?:me |us )?for (?:job )?interv(?:ie|ei)ws?\b/g, "mock interviews"],
  // An "enrolment fee" is the course fee itself (applying is free): "how much is the enrolment fee?".
  [/\b(?:enrolment|enrollment|enrolement|sign[- ]?up|registration) (fees?|costs?)\b/g, "course $1"],
  // An ex-student is a former one, which the testimonials' chooser reads: "is there an ex-student
  // who kept their job?". Hyphenated, the word is unknown and the honest reply answered.
  [/\bex[- ]?(students?|grads?|graduates?|learners?)\b/g, "former $1"],
  // A course guide, handbook or info pack is the downloadable course outline: "course guide for qa?".
  [/\b(?:course|program|programme|student|info|information) (?:guide|handbook|info pack|pack)s?\b|\bhandbooks?\b|\binfo packs?\b/g, "course outline"],
];
