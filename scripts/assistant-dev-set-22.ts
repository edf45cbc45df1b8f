/**
 * Development set 22 (issue 16). First written as a private blind probe set (p26: free-text questions answered from passages) and run on
 * the engine at c8cc1db, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";
export const devSet22: DevCase[] = [
  // pages.ts /about-us description: helps people land IT jobs; technology partner for businesses
  {
    question: "so what is harbourline exactly, a coding school or a software company?",
    anyOf: [["IT jobs", "training"], ["technology partner", "software"]],
    kind: "indirect",
  },
  // pages.ts /technology-research: researches artificial intelligence and puts it to work for clients
  {
    question: "do u guys do any research stuff, like AI?",
    anyOf: [["artificial intelligence", "technology research", "/technology-research"]],
    kind: "slang",
  },
  // people.ts Director bio: Sarah founded the company after fifteen years running delivery teams at Sydney software houses
  {
    question: "Who founded the company, and what was she doing before that?",
    facts: ["Sarah Whitfield"],
    anyOf: [["fifteen years", "15 years"], ["delivery teams", "software houses"]],
    kind: "multi-part",
  },
  // not said: no founding year anywhere in the content
  { question: "What year was Harbourline Tech established?", none: true, kind: "no answer" },
  // not said: no staff headcount
  { question: "How many people work at your company in total?", none: true, kind: "no answer" },
  // people.ts Technology Head: Tomás Rivera
  {
    question: "whos ur head of technolgy?",
    anyOf: [["Tomás Rivera", "Tomas Rivera"]],
    kind: "typo",
  },
  // people.ts Tomás bio: shipped React, Node.js and AWS systems for startups and government
  {
    question: "What kind of systems has your technology lead actually built, and for who?",
    anyOf: [["React", "Node.js", "AWS"], ["startups", "government"]],
    kind: "indirect",
  },
  // people.ts Director bio: still sits in on every graduation project review
  {
    question: "Is the director hands-on with students at all or just running the business?",
    anyOf: [["graduation project review", "graduation project"]],
    kind: "indirect",
  },
  // people.ts / program-details.ts QA instructor: Mei Lin Chen, test teams for banking and health software
  {
    question: "who teaches QA and what's her background?",
    facts: ["Mei Lin Chen"],
    anyOf: [["banking", "health software"]],
    kind: "multi-part",
  },
  // program-details.ts full stack instructor Arjun Mehta: built web platforms for twelve years
  {
    before: ["Who teaches the full stack course?"],
    question: "how many years of experience does he have?",
    anyOf: [["twelve years", "12 years"]],
    kind: "follow-up",
  },
  // program-details.ts data analytics instructor Daniel Okafor: eight years as an analyst in retail and government
  {
    question: "Who's the instructor for data analytics and where did he work before?",
    anyOf: [["Daniel Okafor"], ["retail", "government"]],
    kind: "multi-part",
  },
  // program-details.ts: Arjun twelve years vs Mei Lin Chen ten years
  {
    question: "Which instructor has been in the industry longer, Arjun or Mei Lin?",
    anyOf: [["Arjun"], ["twelve years", "12 years"], ["ten years", "10 years"]],
    kind: "comparison",
  },
  // not said: no degrees or formal qualifications of instructors are given
  {
    question: "Does Arjun Mehta have a computer science degree?",
    none: true,
    kind: "no answer",
  },
  // testimonials.ts Priya Sharma: came from hospitality, junior developer role
  {
    question: "has anyone switched from working in restaurants/hospitality to coding through you?",
    anyOf: [["Priya"], ["junior developer role", "junior developer"]],
    kind: "indirect",
  },
  // testimonials.ts Priya Sharma program: Full stack software development
  {
    before: ["Tell me about Priya Sharma's story"],
    question: "which course did she take?",
    anyOf: [["Full stack", "full-stack"]],
    kind: "follow-up",
  },
  // testimonials.ts Liam O'Connor: Playwright, started as a QA analyst two weeks after finishing
  {
    question: "what did liam say abt the testing course",
    anyOf: [["Playwright", "real bug reports", "practical from day one"], ["two weeks after finishing", "two weeks"]],
    kind: "typo",
  },
  // testimonials.ts Aisha Karim: evening classes let me keep my job
  {
    question: "Any students who kept their full-time job while studying? What did they say?",
    anyOf: [["Aisha"], ["keep my job", "Evening classes"]],
    kind: "indirect",
  },
  // testimonials.ts Sofia Martins: CV reviews, mock interviews and introductions to hiring managers
  {
    question: "What do former students say about the career support they got?",
    anyOf: [["Sofia"], ["mock interviews", "CV reviews", "hiring managers"]],
    kind: "paraphrase",
  },
  // testimonials.ts Marco Rossi: clean data in Python, Power BI dashboard
  {
    question: "Marco's review - what can he do now that he couldn't before?",
    anyOf: [["Python"], ["Power BI", "hypothesis"]],
    kind: "free text",
  },
  // testimonials.ts Jack Thompson: DevOps module, deployed itself to AWS
  {
    question: "which student said the devops bit was their fave?",
    anyOf: [["Jack Thompson", "Jack"], ["AWS", "deployed"]],
    kind: "slang",
  },
  // testimonials.ts Hannah Nguyen: small classes, instructors answered questions on weekends
  {
    question: "I'm scared of feeling dumb asking questions in class. What have other students found?",
    anyOf: [["Small classes", "never made me feel slow"]],
    kind: "indirect",
  },
  // blog/first-90-days-junior-developer.md author: Tomás Rivera
  {
    question: "who wrote the blog post about your first 90 days as a junior developer?",
    anyOf: [["Tomás Rivera", "Tomas Rivera"]],
    kind: "answer",
  },
  // blog/manual-vs-automated-testing.md author: Mei Lin Chen
  {
    before: ["who wrote the blog post about your first 90 days as a junior developer?"],
    question: "and the one about manual vs automated testing?",
    facts: ["Mei Lin Chen"],
    kind: "follow-up",
  },
  // blog/first-90-days: fifteen-minute rule: try on your own for fifteen minutes, write down what you tried, then ask
  {
    question: "what's this fifteen minute rule thing from your blog?",
    anyOf: [["fifteen minutes", "15 minutes"], ["then ask", "what you tried"]],
    kind: "paraphrase",
  },
  // blog/first-90-days: Weeks 9–12: own something end to end
  {
    question: "in the junior dev article what r u supposed to focus on in the 3rd month",
    anyOf: [["own something", "Ownership", "end to end"]],
    kind: "slang",
  },
  // blog/manual-vs-automated-testing: good candidates for automation
  {
    question: "According to your testing article, which tests are worth automating?",
    anyOf: [["Critical user journeys", "Regression checks", "API contracts", "Business rules"]],
    kind: "free text",
  },
  // blog/clean-data-before-charts: five checks (duplicates, types, missing values, extremes, reconcile)
  {
    question: "what should I check in my data before making a dashboard? your blog had a list",
    anyOf: [["duplicate"], ["missing values", "extremes", "types", "Reconcile"]],
    kind: "indirect",
  },
  // blog dates: first-90-days 2026-10-14 is the newest of the three
  {
    question: "Which of your blog articles is the most recent one?",
    anyOf: [["first 90 days", "90 days as a junior"]],
    kind: "comparison",
  },
  // study.ts careersSupport: CV and LinkedIn review
  {
    question: "will someone look over my resume?",
    anyOf: [["CV and LinkedIn review", "CV"]],
    kind: "paraphrase",
  },
  // study.ts careersSupport.summary / honesty: cannot promise a job; no course can guarantee
  {
    question: "r u guaranteeing i get a job at the end or nah",
    anyOf: [["cannot promise you a job", "can guarantee you a job", "cannot promise", "guarantee"]],
    kind: "slang",
  },
  // study.ts careersSupport.summary: part of every course at no extra cost
  {
    question: "Do I have to pay more for the careers help?",
    anyOf: [["no extra cost"]],
    kind: "paraphrase",
  },
  // study.ts careersSupport.services: job-search sessions in the last weeks of the course
  {
    question: "When in the course do the job-search sessions happen?",
    anyOf: [["last weeks of the course", "last weeks"]],
    kind: "answer",
  },
  // study.ts careersSupport.certificate: not nationally accredited; not a registered training organisation
  {
    question: "is ur cert nationally recognised? r u an RTO?",
    anyOf: [["not nationally accredited", "not a registered training organisation", "certificate of completion"]],
    kind: "slang",
  },
  // program-guide.ts data-analytics equipmentNote: Power BI Desktop runs on Windows only
  {
    question: "I only have a MacBook - is that a problem for the data course?",
    anyOf: [["Windows only", "Power BI Desktop"]],
    kind: "indirect",
  },
  // application-next-steps.ts received: within two business days; faq: decision usually within a week
  {
    question: "how long b4 someone gets back to me after i apply",
    anyOf: [["two business days", "2 business days", "within a week"]],
    kind: "slang",
  },
  // faq.ts portal answer: an application cannot be changed once it is sent; submit a new application
  {
    question: "i made a mistake in my aplication, can i edit it?",
    anyOf: [["submit a new application", "cannot be changed"]],
    kind: "typo",
  },
  // privacy.ts cookies: visitor, portalToken, adminToken; no advertising or analytics cookies
  {
    question: "What cookies does your website put on my computer?",
    anyOf: [["visitor"], ["portalToken", "no advertising", "three cookies"]],
    kind: "answer",
  },
  // privacy.ts cookies: visitor cookie lasts 365 days
  {
    before: ["What cookies does your website put on my computer?"],
    question: "how long does the chat one last?",
    anyOf: [["365 days", "365"]],
    kind: "follow-up",
  },
  // privacy.ts automatic: We use no advertising or analytics cookies and no third-party trackers
  {
    question: "do you trak me with google analitycs or facebook pixels?",
    anyOf: [["no advertising or analytics cookies", "no third-party trackers", "analytics cookies"]],
    kind: "typo",
  },
  // privacy.ts retention: IP addresses of chat visitors erased after 30 days
  {
    question: "how long do you hang on to my IP address from this chat?",
    anyOf: [["30 days", "thirty days"]],
    kind: "paraphrase",
  },
  // privacy.ts retention: applications that do not lead to enrolment kept up to two years; enrolment records seven years
  {
    question: "If I apply but never enrol, how long do you keep my application, compared with students who do enrol?",
    anyOf: [["two years", "2 years"], ["seven years", "7 years"]],
    kind: "comparison",
  },
  // privacy.ts use: external AI service gets the text of your question; name, e-mail and phone are not sent
  {
    question: "does this chatbot send my personal details to some AI company?",
    anyOf: [["external AI service", "AI service"], ["text of your question", "are not"]],
    kind: "slang",
  },
  // privacy.ts complaints: OAIC if not satisfied with our reply
  {
    question: "If I think you misused my data and I'm not happy with how you respond, who can I escalate to?",
    anyOf: [["Office of the Australian Information Commissioner", "OAIC"]],
    kind: "indirect",
  },
  // privacy.ts use: We do not sell personal information
  {
    question: "do you sell my email to marketers?",
    anyOf: [["do not sell", "never sell"]],
    kind: "slang",
  },
  // privacy.ts access: e-mail/call/contact form; answer within 30 days, free of charge
  {
    question: "How do I ask you to delete my info, how long does it take, and does it cost anything?",
    anyOf: [["hello@harbourline.example", "contact form", "(02) 5550 1234"], ["30 days"], ["free of charge", "free"]],
    kind: "multi-part",
  },
  // privacy.ts use: if a service provider stores information outside Australia, reasonable steps (APPs)
  {
    question: "Is my data ever kept overseas?",
    anyOf: [["outside Australia"]],
    kind: "indirect",
  },
  // enrolment-terms.ts classes: move to another class time when that class has room; ask by e-mail
  {
    question: "can i swap to a different night once the course has started?",
    anyOf: [["another class time", "when that class has room", "has room"]],
    kind: "slang",
  },
  // enrolment-terms.ts classes: to receive the certificate of completion, hand in the course's projects
  {
    question: "wat do i have to do to get my certificat at the end?",
    anyOf: [["hand in the course's projects", "course's projects", "projects"]],
    kind: "typo",
  },
  // enrolment-terms.ts conduct: end the enrolment of a student who harasses others or repeatedly submits someone else's work
  {
    question: "can you guys kick a student out of the course?",
    anyOf: [["harasses", "someone else's work", "end the enrolment"]],
    kind: "slang",
  },
  // enrolment-terms.ts changes: move a start date or class time, tell you at least two weeks ahead; may change an instructor
  {
    question: "What happens if you change my start date or swap my teacher?",
    anyOf: [["two weeks ahead", "at least two weeks"], ["change an instructor", "instructor"]],
    kind: "multi-part",
  },
  // fees.ts refundTerms.detail: instalments due after withdrawal are cancelled, instalments already paid not refunded
  {
    question: "If I quit halfway while paying in instalments, do I still owe the rest, and do I get back what I paid?",
    anyOf: [["cancelled"], ["not refunded", "no refund"]],
    kind: "multi-part",
  },
  // enrolment-terms.ts contact: governed by the law of New South Wales
  {
    question: "Which state's laws apply to your enrolment terms?",
    anyOf: [["New South Wales", "NSW"]],
    kind: "answer",
  },
  // services.ts serviceWork.steps: Discovery call, Proposal and fixed quote, Fortnightly demos, Launch and support
  {
    question: "If we hire you to build our app, how does the process go from start to finish?",
    anyOf: [["Discovery call"], ["Fortnightly demos", "fortnightly"]],
    kind: "indirect",
  },
  // services.ts: web app from $10,000 AUD; rateNote: starting price, excluding GST
  {
    before: ["How much does it cost to get a web app built?"],
    question: "is that incl GST?",
    anyOf: [["excluding GST", "excludes GST", "plus GST"]],
    kind: "follow-up",
  },
  // consultation.ts promises: A 30-minute call with a senior developer, not a salesperson
  {
    question: "the free consult - am i gonna get stuck on the phone with a sales guy? how long is it?",
    anyOf: [["senior developer", "not a salesperson"], ["30-minute", "30 minute", "30 minutes"]],
    kind: "multi-part",
  },
  // services.ts Technical consultants: No lock-in, no jargon
  {
    question: "Will we be locked into your tech stack if we work with you?",
    anyOf: [["No lock-in", "lock-in"]],
    kind: "paraphrase",
  },
  // not said: no scholarships or discounts anywhere (fees.ts gives totals and instalments only)
  {
    question: "Are there any scholarships or discounts for students on low income?",
    none: true,
    kind: "no answer",
  },
  // not said: nothing about visas or international students
  {
    question: "Can you sponsor a student visa for me? I'm overseas",
    noYes: true,
    kind: "out-of-scope",
  },
  // not said: site.ts has the address but nothing on parking or transport
  {
    question: "is there parking near your office on Harbour Street?",
    noYes: true,
    kind: "no answer",
  },
  // not said: privacy.ts only says "if we connect the chat to an external AI service", never which model or vendor
  {
    question: "Which AI model is this chat running on - ChatGPT or something else?",
    none: true,
    kind: "out-of-scope",
  },
];
