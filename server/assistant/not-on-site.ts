/**
 * What the site never says, asked in a visitor's own words: other providers, parking, loans,
 * marketing, hosting, the world's facts; exams, recordings, pausing, age and health. The honest
 * reply answers these (or the facts that hold whoever asks), where the closest intent would answer
 * something else. Called in order by outright.ts.
 */
import * as facts from "./facts.ts";
import { withoutCondition } from "./condition-told.ts";
import { normalise } from "./language.ts";
import type { OutrightContext } from "./outright.ts";
import { pageAnswer, saysNothingOn, type Understanding } from "./reading.ts";
import { serviceAsks } from "./service-asks.ts";
import { clientWorkAsked, serviceTermsUnsaid, serviceWorkAsked, serviceWorkReply } from "./service-work.ts";
import { answeredWhateverAge, answeredWhateverHealth, healthTold } from "./visitor-cues.ts";

/** Whether a fee differs by where the student is from: "international students pay more than locals?". */
function feeByResidency(text: string): boolean {
  const who =
    /\b(international|overseas|foreign|domestic|local|australian|aussie|non-resident|onshore|offshore) (students?|people|applicants|learners)\b|\b(locals|australians|aussies|citizens|permanent residents|residents|visa holders|internationals)\b/;
  const fee =
    /\b(fee|fees|price|prices|pricing|cost|costs|pay|pays|charge|charged|charges|tuition|rate|rates)\b/;
  const differs =
    /\b(different|differ|differs|difference|than|compared|versus|vs|same|more|less|cheaper|dearer|higher|lower|extra|discount|discounted)\b/;
  return who.test(text) && fee.test(text) && differs.test(text);
}
/** Parking asked about (the site never mentions it): "is parking free?", "where can I park?". */
const parkingAsked =
  /\b(parking|car ?parks?|carparks?)\b|\bwhere (can|do|should|could) (i|we) park\b|\bpark (my|the|a|our) (car|ute|bike|motorbike)\b/;
/** Somewhere to live, eat or exercise while studying: housing, rooms, lunch, a gym near the campus. */
function nearbyLiving(text: string): boolean {
  if (/\b(app|apps|website|websites|software|build|built|my|our) (cafe|cafes|restaurant|restaurants|gym|gyms|hostel|hotel|shop)\b|\b(app|apps|website|software|build|develop)\b/.test(text))
    return false;
  const housing =
    /\b(accommodation|accomodation|housing|hostels?|share ?houses?|sharehouses?|flatmates?|roommates?|homestays?|dorms?|dormitor(y|ies)|student (residences?|apartments?|flats?))\b|\b(somewhere|a place|places|anywhere) to (stay|live|sleep|rent)\b|\bwhere (to|can i|could i|should i|do students) (stay|live|sleep)\b|\b(rooms?|flats?|apartments?|units?|houses?|places?) (for|to) (rent|lease)\b|\brent(ing)? (a |an )?(room|flat|apartment|unit|place|house)\b|\b(cheap|affordable|spare) (rooms?|rent|flats?|apartments?)\b|\brent (is|prices?|costs?)\b/;
  const amenity =
    /\b(lunch|dinner|breakfast|food|eat|cafes?|restaurants?|coffee|gyms?|supermarkets?|pubs?|hotels?)\b/;
  const nearby =
    /\b(near|nearby|around|close to|closest|nearest|next to|walking distance)\b|\bany good\b|\bwhere (can|do|could|should) (i|we) (get|grab|buy|eat|find|go)\b|\brecommend\b/;
  return housing.test(text) || (amenity.test(text) && nearby.test(text));
}
/** Facts about the world (clocks, time zones, weather), not about the provider. */
const worldFact =
  /\btime (difference|differences|zones?)\b|\btimezones?\b|\bwhat (time|day|date) is it (now|right now|today|in|there|over there|at the moment)\b|\bwhat (day|date) is (it|today)\b|\b(today's|todays|today s|today|the current) date\b|\b(local|current) time\b|\btime (is it |)(now|right now) (in|there)\b|\b(hours?|hrs?) (ahead|behind)( of)?\b|\b(ahead|behind) of (sydney|another city|london|gmt|utc)\b|\bweather\b|\b(forecast|temperature|humidity)\b|\b(will|is|going to|gonna) (it )?(rain|raining|snow|snowing|be sunny|be hot|be cold)\b|\bwho (won|wins|is winning|will win)\b/;
/** Who owns a client's code or intellectual property: ownership, rights, copyright, licences. */
const ownershipAsked =
  /\b(who|do we|will we|would we|do i|will i|would i|does the client|does my company|does our company)\b.{0,20}\b(own|owns|keep|keeps|get|gets|hold|holds|retain|retains)\b.{0,40}\b(source code|the code|code|ip|intellectual property|copyright|rights|repo|repository)\b|\b(ownership|copyright|full rights|the rights|rights)\b.{0,15}\b(of|to|for|over|in)\b.{0,15}\b(the |our |my |your )?(source code|code|ip|intellectual property|app|software|website|repo|repository|design|designs)\b|\bintellectual property\b/;
/** Moving from one program to another ("switch courses", "transfer from full stack to QA"). */
const switchProgram =
  /\b(switch|switching|swap|swapping|change|changing|transfer|transferring|move|moving)( over)? (courses|programs|programmes|streams)\b|\b(switch|switching|swap|swapping|change|changing|transfer|transferring|move|moving)( over)?( from (the )?[a-z ]{2,30}?)? (to|into|over to) (the |a |another |a different )?(other |different )?(course|program|programme|fullstack|full stack|qa|quality assurance|software testing|data analytics)\b/;
/** Pausing one's own course and taking it up again ("put my course on hold", "pause and resume"). */
const pauseCourse =
  /\b(pause|pausing|paused|freeze|freezing|suspend|suspending)\b.{0,25}\b(course|courses|studies|study|studying|enrolment|enrollment|place|program|classes|it)\b|\b(course|courses|studies|study|enrolment|enrollment|place|program|it)\b.{0,15}\bon hold\b|\b(put|putting|place|placing) (it|things|everything|my \w+|the \w+) on hold\b|\b(take|taking|have|having) (a|some) (break|time off|leave|gap)( \w+){0,3} from (the|my|this) (course|courses|studies|study|program|classes)\b|\bresum(e|ing) (the |my )?(course|studies|study|studying|classes|later|afterwards|after|where i left off)\b|\bpick (it|the course|my course|my studies) (back )?up (again |later|next)/;
/**
 * A trial of a course before paying or enrolling: a free trial, a taster or demo class, sitting in
 * on a lesson, trying or testing it out first. The site offers none of these.
 */
const trialAsked =
  /\b(free |a |any |the )?(trials?|tasters?)\b(?! and error)|\b(demo|sample|taster|tester|trial|free|intro|introductory|practice|preview) (class|classes|lesson|lessons|session|sessions|week|period)\b|\bsit(ting)? in (on )?(a |one |the |your |some )?(class|classes|lesson|lessons|session|sessions|lecture|lectures)\b|\bsit in (first|before)\b|\b(try|trying|sample|sampling|attend|attending|sit in on|watch|observe|audit|check out|check|pop in|pop into|drop in|drop into|come to|come along to|come into|visit) .{0,40}\b(class|classes|lesson|lessons|session|sessions|course|program|it|them)\b.{0,30}\b(first(?=\W*$)|before (i |we |you )?(pay|paying|commit|committing|sign|signing|enrol|enroll|enrolling|apply|applying|buy|buying|decide|deciding|join|joining))\b|\b(try|test) (it |this |the course |them |the class )?out\b.{0,30}\b(before|first|free)\b|\btry before (you |i )?(buy|pay|commit)\b|\b(an|the|your|ur|next|any|a|upcoming) open (day|days|evening|evenings|night|nights|house)\b|\b(class|classes|lesson|lessons|session|sessions)\b.{0,30}\bsee (if|whether) (i|we|he|she|they) (would |will |'?d |'?ll )?(like|enjoy|fit|suit|get on with|am suited|cope)\b/;
/** A thing of the visitor's that is old ("if mine is too old", "my laptop is pretty old"). */
const deviceAge =
  /\b(mine|it|this one|that one|my (laptop|computer|pc|mac|macbook|machine|device|notebook)|the (laptop|computer|pc|mac|machine|device)|(laptop|computer|pc|mac|machine|device))( is| s| are)? (too|very|really|pretty|quite|a bit|kind of|kinda|fairly)? ?old\b/g;

/** What lies beyond the site: other providers, places, marketing, hosting, the world's facts; and a client's question about working with us. */
export function beyondTheSite(c: OutrightContext): Understanding | undefined {
  const { question, reading, subject, unknown } = c;
  // "Do I get a student card?", "info on student loans", "or govt funding?": things an institution
  // issues, lends or funds that the site never mentions (not the payment card, not lending laptops).
  if (
    /\bstudent (cards?|id cards?|loans?)\b|\b(government|study|education|course|tuition) loans?\b|\b(government|state|federal) (funding|funded|subsidy|subsidies|subsidised|subsidized|grants?)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Do international students pay a different fee than locals?": the site gives one fee per
  // course and never says whether it depends on residency, so the fee alone would not answer it.
  if (feeByResidency(reading.text))
    return saysNothingOn(subject, unknown);
  // "Know any cheap rooms for rent near the city?", "any good places to grab lunch near your
  // office?": living and eating near the campus, which the site never mentions; the address and
  // fees match "near the city" and "cheap" but answer something else. A client's cafe or gym app
  // is their project, not a place asked for.
  if (nearbyLiving(reading.text))
    return saysNothingOn(subject, unknown);
  // "Is parking at your building free on Saturdays?": parking is nowhere on the site; the
  // Saturday class or the address would answer something else.
  if (parkingAsked.test(reading.text))
    return saysNothingOn(subject, unknown);
  // "Can you recommend another bootcamp that's cheaper?", "who are your competitors?": other
  // providers, which the site never names or compares itself with.
  if (
    /\b(recommend|suggest|know of|know any|point me to|compare (you|yourselves|yourself) (to|with))\b.{0,20}\b(another|other|cheaper|alternative)\b.{0,15}\b(bootcamps?|schools?|providers?|colleges?|academies|academy|unis?|universities)\b|\b(your |ur )?competitors?\b|\b(other|another|cheaper|alternative) (bootcamps?|schools?|providers?|colleges?|academies|academy) (that|which|who|than|like|near|in)\b|\b(better|cheaper) than (general assembly|coder academy|tafe|udemy|coursera|le wagon|your competitors)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Do you have a sister campus in Melbourne?", "any other locations?": the one address the
  // site gives, where every campus class is taught (not a "Yes" over the study modes).
  if (
    /\b(campus|campuses|office|offices|branch|branches|location|locations)\b.{0,12}\b(in|at) another city\b|\b(other|another|second|sister|more|multiple) (campus|campuses|office|offices|branch|branches|location|locations)\b/.test(
      reading.text,
    )
  )
    return {
      replies: [facts.address()],
      intents: ["address"],
      subject,
      unknown: [],
      confidence: 1,
      page: true,
    };
  // "Do you do social media marketing?", "SEO and google ads for my shop?": marketing services,
  // which the site never offers (its services are building and testing software).
  if (
    /\b(social media|email|e-mail|digital|content|online|influencer|affiliate|search engine|internet|performance) marketing\b|\b(seo|sem|ppc|google ads|facebook ads|instagram ads|ad campaigns?|advertising campaigns?|copywriting|logo design|graphic design|video (editing|production)|photography|animation)\b/.test(
      reading.text,
    ) &&
    !/\b(course|courses|teach|teaches|learn|study|class|classes|program|blog|post|cookies?|track|tracks|tracking|privacy|personal|data)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "What's the time difference between Sydney and London?", "what time is it there now?", "will
  // it rain tomorrow?": facts about the world, which no page states; the class times and the
  // office's hours answer only what they say ("what time do classes start in Sydney?").
  // As written too: a word the site never uses is corrected to one it does ("timezone": "timeline").
  // Named only in the condition of the ask ("if I can't keep up with the time difference, do I get
  // the fee back?"), it is the visitor's situation, not what is asked (condition-told.ts).
  const unconditioned = withoutCondition(question);
  if (
    unconditioned === undefined
      ? worldFact.test(reading.text) || worldFact.test(normalise(question))
      : worldFact.test(normalise(unconditioned))
  )
    return saysNothingOn(subject, unknown);
  // "Do you run info sessions?", "when's orientation?": events the site never mentions.
  if (
    /\b(info(rmation)? (session|sessions|night|nights|evening|evenings)|orientation|induction (day|week|session))\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Could you run the training privately at our office?", "can a trainer come to our workplace
  // to teach our staff?": training at the visitor's premises or for one team only is nowhere on
  // the site (its classes are on campus or live online, for anyone enrolled). ("Could we book a
  // private cohort of about 10 staff": a class of one company's people is that too.)
  if (
    (/\b(at|to|in|into) (our|my|their|his|her) (office|offices|workplace|work|company|business|premises|site|building|school|factory|warehouse|shop|store|clinic|hospital)\b/.test(
      reading.text,
    ) &&
      /\b(train|trains|training|teach|teaches|teaching|taught|trainers?|instructors?|teachers?|tutors?|run|deliver|workshops?|courses?|classes|class|sessions?|lessons?|come|visit)\b/.test(
        reading.text,
      ) &&
      !/\b(from|after|before|near|around|close to|far from|commute|travel|drive|get)\b.{0,20}\b(our|my) (office|workplace|work|company)\b/.test(
        reading.text,
      )) ||
    /\b(in-house|in house|on-site|onsite|corporate|company-wide|staff) (training|course|courses|class|classes|workshops?|sessions?)\b|\b(private|privately|exclusive|dedicated|custom|customised|customized)\b.{0,30}\b(for|just for|only for) (our|my) (\w+ )?(team|staff|employees|workers|colleagues|company|group|business)\b|\b(run|teach|deliver) (it|the (training|course|class|program)) privately\b|\b(private|exclusive|dedicated|closed) (cohort|class|intake|group|course|run)\b.{0,30}\b(staff|employees|team|colleagues|workers)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Once my website is live, do you host it?", "do you do hosting?": hosting is nowhere on the
  // site (its support after launch is monitoring, fixes and updates, which the service pages say).
  if (
    /\b(do|does|will|would|can|could) (you|harbourline|your team|you guys)( also| then)? (host)\b.{0,25}\b(it|them|app|apps|site|website|websites|store|system|software)\b|\b(web )?hosting\b/.test(
      reading.text,
    ) &&
    !/\b(course|courses|class|classes|student|students|privacy|data|records?|information)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "How much do your instructors get paid?": what we pay our own staff is nowhere on the site.
  if (
    /\b(your|the|ur|harbourline'?s?) (instructors?|teachers?|trainers?|tutors?|staff|employees|developers|team)\b.{0,25}\b(paid|earn|earns|make|makes|salary|salaries|wages?|pay)\b|\b(instructor|teacher|trainer|tutor|staff|employee)s?'? (salary|salaries|wages?|pay)\b|\b(salary|salaries|wages?)\b.{0,20}\b(your|the|ur|our) (instructors?|teachers?|trainers?|tutors?|staff|employees|developers)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Who owns the source code and IP once you finish?", "do we get the rights to the code?": who
  // owns a client's code or intellectual property is nowhere on the site (not the service's rate).
  if (ownershipAsked.test(reading.text))
    return saysNothingOn(subject, unknown);
  // "Is this place just courses or do u build apps for businesses too?": whether we do client
  // work at all, which the three services (each with its rate) answer.
  if (clientWorkAsked(reading.text))
    return {
      replies: [facts.serviceOverview({ ...subject, services: [] })],
      intents: ["serviceRate"],
      subject,
      unknown: [],
      confidence: 1,
      page: true,
    };
  // "What's your hourly rate for a developer?", "how many weeks to build an app?", "a deposit up
  // front or in milestones?": a client's terms the site never gives (service-work.ts), where the
  // starting rate or the steps would answer another question.
  if (serviceTermsUnsaid(reading.text, subject.services.length > 0 || c.clientConversation()))
    return saysNothingOn(subject, unknown);
  // "Web app cost n do i get to see progress along the way": two or more asks about a service,
  // each answered (service-asks.ts), before one topic of working with us answers the message.
  const asks = serviceAsks(c);
  if (asks) return asks;
  // A client's question about working with us (who builds it, after launch, how it is priced,
  // lock-in, the steps), in the client's own words: the service pages' own answer
  // (service-work.ts), whatever words around it the site never uses.
  // Two services compared ("the difference between your mobile dev and web dev services") ask
  // for each service's facts, not how a project is worked ("dev" there is no developer asked about).
  const work =
    subject.compare && subject.services.length >= 2
      ? undefined
      : serviceWorkAsked(reading.text, subject.services.length > 0 || c.clientConversation());
  if (work)
    return {
      replies: [serviceWorkReply(work, subject.services)],
      intents: ["consultation"],
      subject,
      unknown: [],
      confidence: 1,
      page: true,
    };
  return undefined;
}

/** A student's situation the site says nothing of (exams, recordings, pausing, age, health), or an application to correct. */
export function studentsSituation(c: OutrightContext): Understanding | undefined {
  const { question, reading, subject, unknown } = c;
  // "I typed my number wrong on the application, can I fix it?": a sent application cannot be
  // edited, whatever detail is wrong in it.
  if (
    /\b(application|applications)\b/.test(reading.text) &&
    /\b(edit|editing|change|changing|update|updating|fix|fixing|correct|correcting|amend|alter|mistake|mistakes|wrong|typo|typos|error|errors)\b/.test(
      reading.text,
    ) &&
    !/\b(status|statuses|you change|you update)\b/.test(reading.text)
  ) {
    const edit = facts.apply({ ...subject, text: reading.text });
    if (edit.final)
      return pageAnswer(subject, [edit], ["apply"]);
  }
  // "I'm colour blind. Can I still do data analytics?": the site says nothing about health or
  // access needs, so a person answers rather than a course's facts.
  // A condition only described beside a question the site answers whoever asks ("I'm in a
  // wheelchair, can I study data analytics from home?", "I have a chronic illness, what happens
  // if I miss a class?") gets that answer: the study modes, the missed-class terms.
  // (As written too: "ADHD" is no typo of "add".)
  if (!c.besideDescription && (healthTold.test(reading.text) || healthTold.test(question.toLowerCase()))) {
    const asked = c.askedBeside(answeredWhateverHealth);
    return asked ?? saysNothingOn(subject, unknown);
  }
  // "What's the wifi password?", "the door code for the building": a credential for the premises
  // is given in person, never on the site (the portal's own password reset is in the FAQ).
  if (
    /\b(wi-?fi|wireless|network|internet|door|building|gate|locker|alarm|guest)\b.{0,20}\b(password|passwords|passcode|pin|code|key)\b|\b(password|passcode|pin)\b.{0,30}\b(wi-?fi|wireless|network|internet|door|building)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "What's the pass mark?", "is there an exam?": the site sets no marks, grades or exams; a
  // certificate is for handing in the projects, which the certificate answer says when asked.
  if (
    /\b(pass mark|pass marks|passing (mark|grade|score)|minimum (mark|grade|score)|grading|graded|grades?|marking|exams?|examination|gpa|score (to|needed to|required to) pass)\b|\b(mark|marks|score|scores|percent|percentage)\b.{0,25}\bpass\b/.test(
      reading.text,
    ) &&
    !/\bcertificate\b/.test(reading.text)
  )
    return saysNothingOn(subject, unknown);
  // "What if I fail the course?", "can you flunk QA?": the site says nothing about failing a
  // course (a blog line's "a clear pass or fail" is about automated tests).
  if (
    /\b(fail|fails|failed|failing|flunk|flunks|flunked|flunking)\b/.test(reading.text) &&
    /\b(i|you|someone|students?|people|my \w+|he|she|they)\b.{0,20}\b(fail|fails|failed|failing|flunk|flunks|flunked|flunking)\b|\b(fail|flunk)\w* (the|a|my|this|your) (course|class|program|module|unit|project|projects)\b/.test(
      reading.text,
    ) &&
    !/\b(tests?|testing|automat\w*|certificate|payment|payments|instalments?|card)\b/.test(reading.text) &&
    // Failing at school before ("do i need to be good at maths, i failed it at school") is the
    // visitor's story, not failing the course.
    !/\b(failed|flunked) (it |maths?|math|english|year \d+|high school|school|the hsc|hsc)( \w+)?\b.{0,6}\b(at|in) (high |primary )?(school|uni|university|college)\b|\b(failed|flunked) (maths|math|year \d+|high school|the hsc|hsc)\b/.test(reading.text)
  )
    return saysNothingOn(subject, unknown);
  // "What was Harbourline's revenue last year?", "how much profit do you make?": the company's
  // own finances are nowhere on the site (the blog's revenue examples are a client's data).
  if (
    /\b(revenue|revenues|profit|profits|turnover|valuation|earnings|funding|investors?|shareholders?|annual income)\b/.test(
      reading.text,
    ) &&
    /\b(your|ur|harbourline'?s?|the company'?s?|you|this company)\b/.test(reading.text) &&
    !/\b(blog|post|article|dashboard|analy[sz]e|analy[sz]ing|report|my|our|client)\b/.test(reading.text)
  )
    return saysNothingOn(subject, unknown);
  // "Are classes recorded?": recordings are nowhere on the site (a pre-recorded, self-paced
  // course is the course type, which the site does answer).
  if (
    /\b(recorded|recording|recordings|record)\b/.test(reading.text) &&
    /\b(class|classes|lesson|lessons|session|sessions|lecture|lectures|it|they|them)\b/.test(reading.text) &&
    !/\b(pre-?recorded|prerecorded|self-paced|own pace|videos? only|just videos|teacher|teachers|instructor|instructors|human|real person)\b|\b(or|vs|versus) (pre-?)?recorded\b|\brecordings? (or|vs|versus)\b|\blive\b.{0,20}\b(or|vs|versus|instead of|rather than)\b|\b(or|vs|versus|instead of|rather than)\b.{0,20}\blive\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Do you record attendance?", "is attendance compulsory?": the site says nothing of a roll.
  if (
    /\b(record|records|recorded|track|tracks|tracked|take|takes|taken|check|checks|mark|marks|monitor|monitors)\b (the |my |our )?(attendance|roll)\b|\battendance (is )?(recorded|tracked|taken|checked|marked|monitored|compulsory|mandatory|required)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Can I apply for two courses at once?": studying two programs together is nowhere on the site.
  if (
    /\b(two|2|both|multiple|several|more than one) (courses|programs|programmes|classes)\b.{0,25}\b(at once|at the same time|simultaneously|together|same time|concurrently|in parallel)\b|\b(apply|enrol|enroll|study|do|take)\b( for| in)? (two|2|multiple|several|more than one) (courses|programs|programmes)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Me and my wife both want QA, any couple price?": a price for two, a group or a family is
  // nowhere on the site (its fees are per person).
  if (
    /\b(couple|couples|pair|two of us|both of us|family|families|group|groups|bulk|team|friends?)\b.{0,20}\b(price|prices|pricing|rate|rates|deal|deals|discount|discounts|package|offer)\b|\b(price|rate|deal|discount)s? (for|on) (couples?|pairs?|two people|groups?|families|teams?)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Do you have a job board?": a careers service the site does not list.
  if (/\b(job|jobs|careers?) (board|boards|portal|bank|listings? (page|site|board))\b/.test(reading.text))
    return saysNothingOn(subject, unknown);
  // "Are you partnered with universities?": affiliations the site never claims.
  if (
    /\b(partner|partners|partnered|partnership|partnerships|affiliated|affiliation|affiliations|associated|association|pathway|pathways|credit|credits)\b.{0,30}\b(universit\w*|colleges?|tafe|schools?|institutions?|degrees?)\b|\b(universit\w*|colleges?|tafe)\b.{0,30}\b(partner|partners|partnered|partnership|partnerships|affiliated|affiliation|credit|credits|pathway|pathways|recogni[sz]e)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Do I need to sit an interview to be accepted?": no admission interview is on the site (the
  // mock interview is careers practice near the end of a course).
  if (
    /\b(admission|admissions|entry|entrance|selection|acceptance|enrolment|application)? ?interviews?\b/.test(
      reading.text,
    ) &&
    /\b(before|to be|to get|get|be) (accepted|admitted|in|enrolled|offered|selected|approved)\b|\b(admission|admissions|entry|entrance|selection|acceptance|enrolment|application) interviews?\b|\binterview(ed)? (before|to get in|for (a|my) place|when (i )?apply(ing)?|as part of (the )?(application|admission))\b/.test(
      reading.text,
    ) &&
    !/\bmock\b/.test(reading.text)
  )
    return saysNothingOn(subject, unknown);
  // "My company will pay, can you invoice them directly?": invoicing someone else is not on the site.
  if (
    /\b(invoice|bill)\b.{0,15}\b(them|my (company|employer|boss|work|workplace)|the (company|employer)|directly|a third party|someone else)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "If I start QA and would rather do data analytics, can I switch courses?", "transfer from
  // full stack to QA": moving to another program is nowhere on the site (the terms let a student
  // move to another class time of their own course, which is no answer to it).
  if (
    switchProgram.test(reading.text) &&
    /\b(can|could|may|possible|allowed|able|let|what if|what happens|option|how do)\b/.test(reading.text) &&
    !/\b(careers?|industry|field|jobs?|roles?|profession|class times?|saturday|evening|evenings|weekday|weeknight|morning|night)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Can I put my course on hold for a couple of months?", "pause and resume later", "take a
  // break from my studies": pausing a course is nowhere on the site (withdrawing is, and is no
  // answer to it).
  if (pauseCourse.test(reading.text) && !/\b(you|they|we) (pause|suspend|freeze)\b/.test(reading.text))
    return saysNothingOn(subject, unknown);
  // "If I'm accepted, can I defer my start?": deferring is nowhere on the site.
  // So is moving one's own start to a later intake ("push my start to a later intake", "start in
  // the intake after"): the terms only say what happens when we move an intake.
  if (
    (/\b(defer|deferral|deferring|postpone|postponing|delay|delaying)\b.{0,30}\b(my |the |our )?(start|starting|enrolment|place|offer|course|intake|study|studies|spot)\b/.test(
      reading.text,
    ) ||
      /\b(push|pushing|move|moving|change|changing|shift|shifting|switch|switching|swap|transfer)\b( (it|that))?( back| forward)?.{0,12}\b(my |the )?(start|start date|starting date|intake|place|spot)\b.{0,25}\b(later|next|another|different|following|after|future)\b|\bstart (in|with|at) (a |the )?(later|following|another|different|future) intake\b|\b(the )?intake after (that|this|next|it)?\b/.test(
        reading.text,
      )) &&
    !/\b(you|they|we) (defer|postpone|delay|push|move|change|shift)\b/.test(reading.text)
  )
    return saysNothingOn(subject, unknown);
  // "Is there a taster class?", "can I sit in on a lesson first?", "can I test it out before
  // paying?": a trial of a course is nowhere on the site, so the honest reply (with the contact and
  // consultation links), never who a course suits or the QA course ("taster" is no "tester").
  if (
    trialAsked.test(`${reading.text} | ${question.toLowerCase()}`) &&
    !/\b(quit|quitting|withdraw\w*|cancel\w*|refund\w*|cooling off|money back|drop out|pull out)\b/.test(
      reading.text,
    )
  )
    return saysNothingOn(subject, unknown);
  // "Is my 16 year old old enough?", "is there an age limit?": the site says nothing about age.
  // An age only stated ("my son is 17 and loves excel, which course would suit him?") describes
  // the person: a question the site answers beside it (who a course suits, what it needs, the
  // fees, the class times) is answered; with nothing else asked, the age is the question.
  // "Can you lend me one if mine is too old?": a laptop too old is no age of the visitor's.
  const ageText = reading.text.replace(deviceAge, " ");
  const ageAsked = (text: string) =>
    /\b(age (limit|limits|requirement|requirements|restriction|restrictions)|minimum age|maximum age|old enough|too old|too young|underage|under age|at my age|people my age|(the )?(oldest|youngest)( one| person| student)? (in|there)|(average|typical|usual) age|ages? of (the )?(other )?(students|people|classmates|class)|how old (are|is) (the )?(other )?(students|people|classmates|everyone)|how old (do|must|should|does|have) |too late (to|for) (start|learn|get into|change|switch|begin|retrain|code|coding|study))\b/.test(
      text,
    );
  if (ageAsked(ageText)) {
    // "At my age will anyone hire me? Do you guarantee a job?": another question asked apart from
    // the age one, which the site answers whoever asks (careers support, who a course suits), is
    // answered; the age question alone stays the honest reply. (Read again past this rule.)
    const asks = question.split(/(?<=[?!.])\s+/).filter((s) => s.includes("?"));
    const apart = asks.length >= 2 && asks.some((s) => !ageAsked(normalise(s).replace(deviceAge, " ")));
    if (!apart) return saysNothingOn(subject, unknown);
    if (!c.besideDescription)
      return c.askedBeside(answeredWhateverAge) ?? saysNothingOn(subject, unknown);
  }
  // "Can I bring my 8 year old to the Saturday class?": who else may come to a class is nowhere
  // on the site, whatever is said of them.
  if (
    /\b(bring|brings|bringing|take|taking) ((my|our|a|the|his|her) (\w+ )?)?(\d+ ?(year old|yr old|yo)|someone|kids?|child|children|son|daughter|baby|toddler|dog|pet|friend|partner|mum|mom|dad)\b.{0,30}\b(to|into|along to|in to) (the |a |my |your |our )?(\w+ )?(class|classes|lesson|lessons|campus|session|sessions)\b/.test(
      reading.text,
    ) ||
    (/\b(bring|brings|bringing|take|taking) (them|him|her)( along)? (to|into|in to) (the |a |my |your |our )?(\w+ )?(class|classes|lesson|lessons|campus|session|sessions)\b/.test(
      reading.text,
    ) &&
      /\b(kids?|children|child|baby|babies|toddlers?|someone|dog|pet)\b/.test(reading.text))
  )
    return saysNothingOn(subject, unknown);
  if (
    !c.besideDescription &&
    /\b(\d+ ?(year old|yr old|yo|years old)|(i am|he is|she is|they are|someone is|my \w+ is|aged?|turns?|turning) (1[0-7]|[5-9])(?! ?(weeks?|months?|hours?|days?|minutes?|am|pm|percent|dollars?|\$|k)\b)\b)/.test(
      reading.text,
    )
  ) {
    // A child ("my daughter is 12, is there anything for her?"): whether a course is for them is
    // the age question itself; the facts that hold for anyone are still answered.
    const age = Number(
      /\b(\d+) ?(year old|yr old|yo|years old)\b|\b(?:is|am|are|aged?|turns?|turning) (\d+)\b/
        .exec(reading.text)
        ?.slice(1)
        .find((x) => x !== undefined && /^\d+$/.test(x)) ?? 99,
    );
    const asked = c.askedBeside(age < 16 ? answeredWhateverHealth : answeredWhateverAge);
    return asked ?? saysNothingOn(subject, unknown);
  }
  return undefined;
}
