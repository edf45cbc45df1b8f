/**
 * Development set 20 (issue 16). First written as a private blind probe set (p24: long stories and very short messages) and run on
 * the engine at c298f6e, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";
export const devSet20: DevCase[] = [
  // ---------- LONG, RAMBLING MESSAGES ----------
  // programs.ts duration "24 Weeks"; study.ts classSchedule.keepWorking / summary (evening, Saturday)
  {
    question:
      "Hi there, so a bit about me: I'm 34, I've been a chef for about twelve years and honestly my back can't take it anymore. I've got two kids under six and my partner works shifts, so money is tight and I can't just quit. A mate of mine did some coding thing and now works from home, which got me thinking. How long does the full stack course actually go for, and would I be able to keep my job at the restaurant while doing it?",
    anyOf: [
      ["24 weeks", "24-week", "twenty-four weeks", "24 Weeks"],
      ["keep a full-time job", "keep working", "evening", "Saturday", "6PM", "6 PM", "6pm"],
    ],
    kind: "multi-part",
  },
  // fees.ts QA $4,000 AUD, 4 monthly instalments
  {
    question:
      "Hello, I'm writing on behalf of my son who finished year 12 last year and has been a bit lost since. He's always been the one who finds the glitches in games and apps, and his uncle who works in IT said testing might suit him. We're a single income family so I need to budget carefully. What does the QA and software testing course cost all up, and is there any way to spread the payments out rather than paying it all at once?",
    anyOf: [
      ["$4,000", "4,000", "4000"],
      ["instalment", "installment"],
    ],
    kind: "multi-part",
  },
  // program-guide.ts data-analytics modes.detail "Taught on campus in Sydney only; this course has no online option."
  {
    question:
      "Good morning. I work in finance admin for a hospital up in Newcastle and I spend my whole day in Excel. My manager keeps saying I should learn proper analytics and that there could be a senior role for me if I do. The problem is I can't get down to Sydney every week with my hours and the train situation. Can I do the data analytics course from home over the internet?",
    anyOf: [["no online", "Sydney only", "campus only", "only on campus", "not online", "not available online", "isn't available online"]],
    kind: "indirect",
  },
  // faq.ts "Can I study online?": Full stack software development and QA & Software Testing
  {
    question:
      "ok so long story short I moved to Perth with my partner last year for his job, I've been doing casual retail since and I'm going out of my mind. I don't know anyone here and there's nothing like your courses nearby that I can find. I saw you're in Sydney though. Which of your programs could I actually do online from over here?",
    anyOf: [["QA"], ["Full stack", "full-stack"]],
    kind: "comparison",
  },
  // fees.ts refundTerms (no refund); study.ts classSchedule.missedClass
  {
    question:
      "I'm really keen to sign up but I'm a bit nervous, I'll be honest. I work full time in aged care and my mum's health isn't great, so there might be weeks where I just can't make it. Two things: if I miss a few classes what happens, and if things get really bad and I have to pull out halfway through, do I get any of my money back?",
    anyOf: [
      ["tell your instructor", "catch up", "notes and exercises"],
      ["no refund", "not refunded", "non-refundable", "won't be refunded", "will not be refunded"],
    ],
    kind: "multi-part",
  },
  // program-guide.ts data-analytics equipmentNote "Power BI Desktop runs on Windows only... If your laptop is a Mac..."
  {
    question:
      "Hi! I'm a marketing coordinator and I've been thinking about the data course for ages. I finally saved up enough. The only laptop I own is a MacBook Air my sister gave me when she upgraded, it's a couple of years old but runs fine. Is that going to be a problem for the data analytics course or will it be ok?",
    anyOf: [["Windows only", "runs on Windows", "only runs on Windows"]],
    kind: "indirect",
  },
  // study.ts equipment.summary (do not provide or lend laptops) + requirements (permission to install software)
  {
    question:
      "So I work for a big bank in IT support and they gave me a laptop but it's locked down tight, I can't even change the wallpaper lol. I don't really want to buy a new computer just for a course if I don't have to. Can I just use the work one, or do you guys lend out laptops to students?",
    anyOf: [
      ["do not provide", "don't provide", "not provide or lend", "do not provide or lend", "bring your own", "don't lend", "do not lend"],
      ["locked-down", "locked down", "permission to install", "install software"],
    ],
    kind: "multi-part",
  },
  // study.ts careersSupport.honesty "We do not publish job placement rates or salary figures, and no course can guarantee you a job."
  {
    question:
      "I'm 46 and I've been in retail management for twenty years. I'm not afraid of hard work but I'm scared of spending money and time and ending up with nothing. My friend did a bootcamp interstate that promised everyone a job and it was rubbish. Before I commit, can you tell me honestly what percentage of your graduates get jobs, and do you guarantee one?",
    anyOf: [["do not publish", "don't publish", "cannot promise", "can't promise", "no course can guarantee", "not guarantee", "can't guarantee", "cannot guarantee"]],
    absent: ["100%", "90%", "95%", "85%", "80%"],
    kind: "indirect",
  },
  // services.ts mobile app starting rate 20,000; serviceWork.pricing (free consultation and fixed quote)
  {
    question:
      "Hi, I own two bakeries in the inner west and we get so many phone orders that we're drowning. My nephew says we need our own app so people can pre-order and pay. I have no idea what these things cost or how it even works. Roughly how much does an app like that start at with you, and how do you work out the actual price?",
    anyOf: [
      ["$20,000", "20,000", "20000", "20k"],
      ["fixed quote", "free consultation", "written proposal"],
    ],
    kind: "multi-part",
  },
  // services.ts web app starting rate 10,000; technologies React etc.
  {
    question:
      "We're a three person startup doing logistics software, we've got some seed money and a rough prototype my co-founder hacked together in a weekend but it falls over constantly. We're looking for a team to build a proper web platform. What's your starting price for web application development, and what tech stack do you usually build with?",
    anyOf: [
      ["$10,000", "10,000", "10000", "10k"],
      ["React", "TypeScript", "Express", "Next"],
    ],
    kind: "multi-part",
  },
  // services.ts software testing starting rate 5,000
  {
    question:
      "I manage a small dev team at an insurance broker. We're launching a customer portal in a few months and frankly we've never had anyone do proper testing, it's just us clicking around before releases. Leadership has asked me to get an outside testing company to look at it. What's the minimum we'd be looking at for your software testing service?",
    anyOf: [["$5,000", "5,000", "5000", "5k"]],
    kind: "paraphrase",
  },
  // site.ts openingHours Saturday 10AM-3PM; address 88 Harbour Street
  {
    question:
      "I'd rather talk to someone face to face before handing over money, that's just how I am, my dad always said never buy anything you haven't looked at. I work Monday to Friday in Parramatta so weekdays are hard. What hours are you open on a Saturday and where exactly is the office?",
    anyOf: [
      ["10AM", "10 AM", "10am", "10:00"],
      ["88 Harbour Street", "88 Harbour St"],
    ],
    kind: "multi-part",
  },
  // application-next-steps.ts received "within two business days"; faq.ts portal dashboard lists applications
  {
    question:
      "Hi, I submitted an application for the full stack course on Tuesday night after the kids went to bed and I haven't heard anything since and I'm starting to worry it didn't go through. How long does it usually take before someone gets back to me? And is there somewhere online I can check how my application is going?",
    anyOf: [
      ["two business days", "2 business days", "within a week"],
      ["portal", "dashboard"],
    ],
    kind: "multi-part",
  },
  // privacy.ts / faq.ts "never sell it" / "We do not sell personal information"
  {
    question:
      "I've been burnt before, I filled in a form on some course website and within a week I was getting calls from five different colleges and a solar panel company. Before I type my phone number into anything on your site I want to know: what happens to my details, do you sell them or pass them on to anyone?",
    anyOf: [["never sell", "do not sell", "don't sell", "not sell", "won't sell"]],
    kind: "indirect",
  },
  // privacy.ts access section: e-mail hello@harbourline.example / call / contact form; answer within 30 days
  {
    question:
      "Last year I enquired about your QA course and signed up to a few things but I've since decided to go to uni instead. I'm a bit of a privacy nut and I want everything you hold about me wiped. How do I go about getting my information deleted and how long does that take?",
    anyOf: [
      ["hello@harbourline.example", "5550 1234", "contact form"],
      ["30 days", "thirty days"],
    ],
    kind: "multi-part",
  },
  // blog manual-vs-automated-testing.md: "with Playwright for the browser and Postman for APIs"
  {
    question:
      "I just read the article on your blog about manual versus automated testing and it really clicked for me, I've been doing manual UAT at a council for three years and I want to move into automation. The article mentions the course teaches automation after the manual part. Which tools do students actually use for the automated testing?",
    anyOf: [["Playwright", "Postman"]],
    kind: "free text",
  },
  // blog clean-data-before-charts.md: "1. Count the rows and the duplicates"
  {
    question:
      "My boss asked me to make a dashboard from our sales exports and the numbers look way off, March is double every other month and I have no idea why. Someone pointed me to your blog post about cleaning data. What's the very first check it says to do before building charts?",
    anyOf: [["duplicate", "count the rows"]],
    kind: "free text",
  },
  // blog first-90-days-junior-developer.md: "fifteen-minute rule"
  {
    question:
      "So I actually just landed my first junior dev job (yay!) after a year of self-teaching, starting in two weeks. I'm super anxious about being the person who asks stupid questions all day, or the opposite, being stuck for hours and not saying anything. Your blog had something about this, what does it recommend when you get stuck?",
    anyOf: [["fifteen-minute", "fifteen minutes", "15 minutes", "15-minute", "15 minute"]],
    kind: "free text",
  },
  // program-guide.ts data-analytics prerequisites: high-school maths; no programming experience
  {
    question:
      "hey im 18 just finished school, i was ok at maths but not amazing tbh, and i've never written any code in my life. my careers advisor said data is a good field to get into. would i even be able to do the data analytics course? like do i need to know programming already and how good does my maths need to be",
    anyOf: [
      ["No programming experience", "no programming", "taught from the start", "don't need programming", "no coding"],
      ["High-school maths", "high school maths", "teaches the statistics"],
    ],
    kind: "multi-part",
  },
  // program-guide.ts QA prerequisites: "No coding experience: the course teaches the JavaScript you need"
  {
    question:
      "I've worked in a call centre for a telco for six years, mostly dealing with people whose apps and modems don't work, so I reckon I'm pretty good at figuring out how things break. I've never coded though, not even a bit. Would I need some programming background to get into the QA course?",
    anyOf: [["No coding experience", "no coding", "teaches the JavaScript", "no programming"]],
    kind: "indirect",
  },
  // faq.ts "What does a week look like?" full stack selfStudy "6 to 8 hours"
  {
    question:
      "I need to plan my life around this properly because I have a toddler and a part time job. Apart from the actual class, how many hours a week outside of class should I expect to put in for the full stack course? I want to know what a normal week looks like before I commit.",
    anyOf: [["6 to 8 hours", "6-8 hours", "six to eight", "6–8 hours"]],
    kind: "paraphrase",
  },
  // programs.ts durations: Data Analytics 16 Weeks vs Full stack 24 Weeks
  {
    question:
      "I'm torn between the full stack course and the data analytics one. My wife is due in about seven months so whatever I do I need to be done before the baby arrives, ideally with some breathing room. Which of the two finishes quicker?",
    anyOf: [["Data Analytics", "data analytics"], ["16 weeks", "16-week", "16 Weeks", "sixteen weeks"]],
    kind: "comparison",
  },
  // study.ts careersSupport.certificate "not nationally accredited ... not a registered training organisation"
  {
    question:
      "I work for the state government and our HR is quite strict, they'll only reimburse study if it leads to a nationally recognised qualification. I'd love to do your QA course and get my department to pay for it. Is the certificate you give at the end an accredited qualification?",
    anyOf: [["not nationally accredited", "not accredited", "not a registered training organisation", "isn't accredited", "not an accredited"]],
    kind: "indirect",
  },
  // fees.ts paymentTerms.applying "Applying is free"; methods "bank transfer or card"
  {
    question:
      "Quick background, I'm a nurse thinking about switching careers, I've got some savings put aside. I'm ready to fill in the application but I want to know two things first. Do I have to pay anything when I apply? And when the time comes, how can I actually pay, can I use a card?",
    anyOf: [
      ["Applying is free", "pay nothing", "free to apply", "nothing before"],
      ["bank transfer", "card"],
    ],
    kind: "multi-part",
  },
  // people.ts Mei Lin Chen (QA instructor); Sarah Whitfield (Director)
  {
    question:
      "I met one of your staff at a careers expo at the showground last month, she was really lovely and talked me into looking at testing, but I've completely forgotten her name. I think she teaches the QA course? Also who actually runs the company, like who's the boss?",
    anyOf: [["Mei Lin Chen", "Mei Lin"], ["Sarah Whitfield"]],
    kind: "multi-part",
  },
  // consultation.ts promises: "A 30-minute call with a senior developer, not a salesperson"
  {
    question:
      "We run a physio clinic chain and we're thinking about a booking system. I saw the free consultation thing on your site, but honestly I've had these before and they're always a sales pitch that drags on for an hour. How long is the consultation call and who would I actually be talking to?",
    anyOf: [
      ["30-minute", "30 minute", "thirty-minute", "30 minutes"],
      ["senior developer"],
    ],
    kind: "multi-part",
  },
  // NOT IN CONTENT: childcare / creche on campus
  {
    question:
      "I'm a single dad with a four year old and the Saturday class would really suit me because I work weekdays, but I don't have anyone to look after him on Saturdays. Do you have any childcare or a creche at the campus that students can use while they're in class?",
    none: true,
    kind: "no answer",
  },
  // NOT IN CONTENT: student visas / international students
  {
    question:
      "Hello, I am from Hyderabad, India, and I have a bachelor's in commerce. I am planning to come to Australia and would like to study the data analytics course with you. Can your institute sponsor my student visa, or give me a confirmation of enrolment for the visa application?",
    noYes: true,
    kind: "no answer",
  },
  // NOT IN CONTENT: wheelchair access / lifts at the office
  {
    question:
      "My daughter is really interested in the QA course, she's very sharp with this kind of thing. She uses a wheelchair though, and some of the older buildings in the city have been a nightmare for her. Is your building wheelchair accessible, and is there a lift up to your level?",
    none: true,
    kind: "no answer",
  },
  // study.ts classSchedule.summary: weekday evening 6PM-9PM or Saturday; three-hour class
  {
    question:
      "I do FIFO work at the moment, two weeks on one week off, but I'm moving to a regular Monday to Friday office job in Sydney next month which is the whole reason I can finally study. I finish at 5. What times are the weeknight classes, and how long is each session?",
    anyOf: [
      ["6PM", "6 PM", "6pm", "18:00"],
      ["three-hour", "3 hours", "three hours", "3-hour", "3 hour"],
    ],
    kind: "multi-part",
  },

  // ---------- VERY SHORT MESSAGES ----------
  // fees.ts: Full stack $6,000 AUD; QA and Data Analytics $4,000 AUD
  {
    question: "fees?",
    anyOf: [
      ["$6,000", "6,000", "6000"],
      ["$4,000", "4,000", "4000"],
    ],
    kind: "answer",
  },
  // program-guide.ts QA modes: "On campus or online" / programs.ts "On Campus or Online"
  {
    question: "qa online",
    anyOf: [["on campus or online", "yes", "online, live", "join online", "can be done online", "available online"]],
    kind: "slang",
  },
  // site.ts address: Suite 4, Level 12, 88 Harbour Street, Sydney NSW 2000
  {
    question: "address pls",
    anyOf: [["88 Harbour Street", "88 Harbour St"]],
    kind: "slang",
  },
  // fees.ts refundTerms "There is no refund once you are enrolled."
  {
    question: "refund??",
    anyOf: [["no refund", "not refunded", "non-refundable"]],
    kind: "answer",
  },
  // options.ts timeTableOptions "Sat 11AM - 2PM"
  {
    question: "saturday classes",
    anyOf: [["11AM", "11 AM", "11am", "11:00"]],
    kind: "paraphrase",
  },
  // programs.ts Data Analytics "16 Weeks"
  {
    question: "data course length",
    anyOf: [["16 weeks", "16-week", "16 Weeks", "sixteen weeks"]],
    kind: "paraphrase",
  },
  // site.ts phones (02) 5550 1234 / 0491 570 156
  {
    question: "phone number?",
    anyOf: [["5550 1234", "0491 570 156"]],
    kind: "answer",
  },
  // site.ts email hello@harbourline.example
  {
    question: "email addy",
    facts: ["hello@harbourline.example"],
    kind: "slang",
  },
  // site.ts openingHours Sunday: Closed
  {
    question: "open sundays?",
    anyOf: [["closed"]],
    kind: "answer",
  },
  // study.ts equipment.summary "We do not provide or lend laptops, and none is included in the course fee."
  {
    question: "laptop included?",
    anyOf: [["do not provide", "don't provide", "not provide", "bring your own", "none is included", "not included"]],
    kind: "paraphrase",
  },
  // fees.ts full-stack $6,000 AUD
  {
    question: "full stack price",
    anyOf: [["$6,000", "6,000", "6000"]],
    kind: "answer",
  },
  // programs.ts QA "16 Weeks" (follow-up after full stack length)
  {
    before: ["how long is the full stack course"],
    question: "and qa?",
    anyOf: [["16 weeks", "16-week", "16 Weeks", "sixteen weeks"]],
    kind: "follow-up",
  },
  // fees.ts data-analytics $4,000 AUD (follow-up naming the program earlier)
  {
    before: ["tell me about data analytics"],
    question: "cost?",
    anyOf: [["$4,000", "4,000", "4000"]],
    kind: "follow-up",
  },
  // fees.ts QA 4 monthly instalments of $1,000 AUD
  {
    before: ["whats the QA course fee"],
    question: "instalments?",
    anyOf: [["$1,000", "1,000", "1000", "4 monthly", "four monthly", "4 instalments", "four instalments"]],
    kind: "follow-up",
  },
  // program-guide.ts full-stack modes: "streamed live ... join the same class online"
  {
    before: ["is full stack on campus?"],
    question: "online too?",
    anyOf: [["streamed live", "live online", "join the same class online", "online attendance", "join online", "yes"]],
    kind: "follow-up",
  },
  // study.ts careersSupport: "we cannot promise you a job" / "no course can guarantee you a job"
  {
    question: "job guaranteed?",
    anyOf: [["cannot promise", "can't promise", "no course can guarantee", "not guarantee", "no guarantee", "can't guarantee", "cannot guarantee"]],
    kind: "answer",
  },
  // study.ts careersSupport.services "CV and LinkedIn review"
  {
    question: "cv help?",
    anyOf: [["LinkedIn", "CV review", "written feedback"]],
    kind: "slang",
  },
  // faq.ts "How do I apply?": application form, /enrol-now
  {
    question: "how 2 apply",
    anyOf: [["application form", "/enrol-now", "enrol now", "enroll now", "start your application"]],
    kind: "slang",
  },
  // faq.ts portal: "choose “Forgot password” ... we e-mail you a reset link"
  {
    question: "forgot portal pasword",
    anyOf: [["Forgot password", "reset link", "reset your password"]],
    kind: "typo",
  },
  // faq.ts / spec: "to update one, submit a new application"
  {
    question: "edit my aplication",
    anyOf: [["new application", "submit a new", "cannot be changed", "can't be changed"]],
    kind: "typo",
  },
  // program-guide.ts data-analytics equipmentNote "Power BI Desktop runs on Windows only"
  {
    question: "mac ok for data?",
    anyOf: [["Windows only", "runs on Windows", "only runs on Windows", "Power BI"]],
    kind: "slang",
  },
  // program-guide.ts full-stack prerequisites "No programming experience: the course starts with HTML"
  {
    question: "prereqs full stack",
    anyOf: [["No programming experience", "starts with HTML", "no coding", "no experience"]],
    kind: "slang",
  },
  // NOT IN CONTENT: parking
  {
    question: "parking?",
    noYes: true,
    kind: "no answer",
  },
  // OUT OF SCOPE: phone repair
  {
    question: "iphone screen repair",
    none: true,
    kind: "out-of-scope",
  },
  // NOT IN CONTENT: late payment fees
  {
    question: "late payment fee?",
    none: true,
    kind: "no answer",
  },
  // NOT IN CONTENT: student discounts
  {
    question: "student discount?",
    none: true,
    kind: "no answer",
  },
  // blog manual-vs-automated-testing.md: "Should we automate all our tests?" ... "The honest answer is no" / need both
  {
    question: "automate all tests?",
    anyOf: [["both", "exploratory", "manual testing", "human judgement", "the honest answer is no"]],
    kind: "free text",
  },
  // program-details.ts full-stack instructor Arjun Mehta
  {
    question: "who teaches full stack",
    facts: ["Arjun Mehta"],
    kind: "answer",
  },
  // privacy.ts retention: chats kept no longer than two years; IP erased after 30 days
  {
    question: "chat data retention",
    anyOf: [["two years", "2 years", "30 days"]],
    kind: "paraphrase",
  },
  // fees.ts: QA & Software Testing and Data Analytics both $4,000 AUD (Full stack $6,000 AUD)
  {
    question: "cheapest course?",
    anyOf: [["$4,000", "4,000", "4000"], ["QA"], ["Data Analytics", "data analytics"]],
    kind: "comparison",
  },
];
