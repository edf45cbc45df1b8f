/**
 * Development set 52 (issue 16). First written as a blind probe set (p67: free text from passages: the blog articles and their authors, the FAQ, careers support, testimonials, bios, privacy, terms, outlines) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 59e4ce3, which nobody had tuned to it (first run 52/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";
export const devSet52: DevCase[] = [
  // Blog: data cleaning article
  { question: "i wanna get into data analysis, what does ur blog say i should do before making charts", kind: "paraphrase", anyOf: [["five checks", "duplicates"]] },
  { before: ["i wanna get into data analysis, what does ur blog say i should do before making charts"], question: "who wrote that?", kind: "follow-up", facts: ["Daniel Okafor"] },
  { question: "the article on cleaning data - is a blank/missing value basically the same as a zero?", kind: "indirect", facts: ["not the same as zero"] },
  { question: "wat pandas comand do u guys run first in pretty much every notebok", kind: "typo", facts: ["df.dtypes"] },
  { question: "lol what was that crazy age example in the messy data blog post", kind: "slang", facts: ["240"] },
  // Blog: manual vs automated testing
  { question: "my manager wants us to automate 100% of our tests and ditch manual testing. does your blog agree with that?", kind: "indirect", anyOf: [["answer is no", "does not replace", "need both"]] },
  { before: ["do you have any articles about manual vs automated testing"], question: "whats the main point?", kind: "follow-up", anyOf: [["need both", "does not replace"]] },
  { before: ["do you have any articles about manual vs automated testing"], question: "who's the author", kind: "follow-up", facts: ["Mei Lin Chen"] },
  // Blog: first 90 days
  { question: "just landed my first junior dev job!! any advice from you guys for the first few months?", kind: "indirect", anyOf: [["90 days", "fifteen-minute rule", "first three months"]] },
  { question: "whats the 15 min rule ur blog talks abt", kind: "typo", facts: ["fifteen minutes"] },
  { before: ["whats the 15 min rule ur blog talks abt"], question: "who wrote that one", kind: "follow-up", facts: ["Rivera"] },
  { question: "according to the junior developer article, what should I be aiming for by my third month?", kind: "free text", anyOf: [["own something", "end to end"]] },
  { question: "In the article about your first job as a developer, what kind of person ends up growing the fastest?", kind: "free text", anyOf: [["stayed curious", "clear questions"]] },
  // FAQ
  { question: "what happens if i cant make it to class one week because of work", kind: "indirect", anyOf: [["tell your instructor", "catch up"]] },
  { question: "can i still work my 9 to 5 job while doing one of your courses", kind: "paraphrase", anyOf: [["full-time job", "full time"]] },
  { question: "is the certificate a proper accredited qualification? are you an RTO?", kind: "multi-part", anyOf: [["not nationally accredited", "not a registered training organisation"]] },
  { question: "once I send my application how long before someone actually gets back to me", kind: "paraphrase", anyOf: [["two business days", "within a week"]] },
  { question: "i applied yesterday but put the wrong phone number on it, can i edit my application?", kind: "indirect", facts: ["new application"] },
  // Careers support
  { question: "do u guys help with job hunting after the course or am i on my own", kind: "slang", anyOf: [["mock interview", "CV and LinkedIn", "portfolio review"]] },
  { question: "what percentage of your graduates get hired?", kind: "indirect", facts: ["placement rates"] },
  { question: "is careers help included or do I pay extra for it", kind: "paraphrase", facts: ["no extra cost"] },
  { question: "will you guarantee i get a job at the end if i finish the course", kind: "answer", anyOf: [["cannot promise", "no course can guarantee"]] },
  // Careers at the company
  { question: "I'm a developer who likes teaching - what sort of people do you look for when you hire staff?", kind: "indirect", anyOf: [["Teach by doing", "still build software", "Small teams"]] },
  // Testimonials
  { question: "what do people who've actually done your courses say about them?", kind: "paraphrase", anyOf: [["Priya", "Liam", "Hannah", "Marco", "Aisha", "Jack", "Sofia"]] },
  { question: "any reviews from ppl who did the testing course?", kind: "slang", anyOf: [["Liam", "Aisha"]] },
  { question: "has anyone come from a hospitality background with zero coding and made it?", kind: "indirect", facts: ["Priya"] },
  { before: ["has anyone come from a hospitality background with zero coding and made it?"], question: "how long did it take her to get a job", kind: "follow-up", facts: ["Six months"] },
  { question: "what did the students from the data analytics course think of it", kind: "paraphrase", anyOf: [["Marco", "Sofia"]], absent: ["Liam"] },
  { question: "which student talked about their project deploying itself to aws?", kind: "answer", facts: ["Jack Thompson"] },
  { question: "did any of the qa grads find work quickly after finishing", kind: "indirect", facts: ["two weeks"] },
  // People's bios
  { question: "who's the boss over there", kind: "slang", facts: ["Sarah Whitfield"] },
  { before: ["who's the boss over there"], question: "whats her background?", kind: "follow-up", facts: ["fifteen years"] },
  { question: "who teaches data analytics and how much industry experience does he have?", kind: "multi-part", facts: ["Daniel Okafor", "eight years"] },
  { question: "tell me a bit about the guy who teaches full stack", kind: "paraphrase", facts: ["Arjun Mehta"] },
  { question: "who is tomas rivera", kind: "typo", facts: ["Technology Head"] },
  { question: "has mei lin worked on anything in banking?", kind: "answer", facts: ["banking"] },
  // Privacy policy
  { question: "do you sell my data to marketers", kind: "paraphrase", anyOf: [["do not sell", "never sell"]] },
  { question: "how long do u keep my ip address when i use the chat", kind: "typo", facts: ["30 days"] },
  { question: "does this site track me with google analytics or ad cookies?", kind: "indirect", anyOf: [["no advertising or analytics", "no third-party trackers"]] },
  { question: "I want you to delete everything you have on me, who do i contact?", kind: "indirect", facts: ["hello@harbourline.example"] },
  { question: "if I think you mishandled my personal info and you don't sort it out, who can I complain to?", kind: "free text", anyOf: [["OAIC", "Australian Information Commissioner"]] },
  { question: "how long do you hang on to enrolment and payment records", kind: "slang", facts: ["seven years"] },
  { question: "can your staff see my student portal password?", kind: "indirect", facts: ["one-way hash"] },
  // Enrolment terms
  { question: "if i drop out halfway through can i get my money back", kind: "paraphrase", anyOf: [["no refund", "not refunded"]] },
  { before: ["if i drop out halfway through can i get my money back"], question: "ok and what about the instalments I haven't paid yet?", kind: "follow-up", facts: ["cancelled"] },
  { question: "what if you guys move my start date or class time after i'm enrolled, how much notice do i get", kind: "multi-part", facts: ["two weeks"] },
  { question: "which state's law do the enrolment terms fall under?", kind: "answer", facts: ["New South Wales"] },
  { question: "what could get me kicked out of a course?", kind: "slang", anyOf: [["harass", "someone else's work"]] },
  // Course outlines
  { question: "whats actually covered in the qa syllabus", kind: "typo", facts: ["manual testing", "automated testing"] },
  { question: "does the full stack course teach deploying stuff to the cloud or is it just coding?", kind: "indirect", anyOf: [["AWS", "DevOps"]] },
  { question: "which programming languages will i learn in data analytics?", kind: "answer", facts: ["SQL", "Python"] },
  // What a week looks like
  { question: "what does a normal week look like on the qa course?", kind: "paraphrase", anyOf: [["5 to 7 hours", "in pairs"]] },
  { question: "is full stack more work per week outside class than the qa course?", kind: "comparison", facts: ["6 to 8 hours", "5 to 7 hours"] },
  { before: ["how many hours of self study a week should i plan for full stack"], question: "and for data analytics?", kind: "follow-up", facts: ["5 to 7 hours"], absent: ["6 to 8"] },
  // Honest no-answer
  { question: "do you sponsor visas for international students?", kind: "no answer", noYes: true },
  { question: "which university did Daniel Okafor go to?", kind: "no answer", none: true },
  { question: "is there parking near your office building?", kind: "no answer", noYes: true },
  { question: "whats the dress code for classes", kind: "no answer", none: true },
  { question: "do you offer student discounts or scholarships?", kind: "no answer", none: true },
  { question: "can you recommend a good pizza place near circular quay?", kind: "out-of-scope", none: true },
];
