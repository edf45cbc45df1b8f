/**
 * Development set 48 (issue 16). First written as a blind probe set (p63: long situations before the ask: career changers, parents, shift workers, regional visitors, business owners and employers asking which program fits, when, how much, how long) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 59e4ce3, which nobody had tuned to it (first run 47/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const qa = ["QA & Software Testing", "QA and Software Testing"];
const sixteen = ["16 weeks", "16-week"];
const twentyFour = ["24 weeks", "24-week"];
const evening = ["6PM-9PM", "6PM - 9PM"];
const saturday = ["11AM-2PM", "11AM - 2PM"];

export const devSet48: DevCase[] = [
  // answer
  {
    question:
      "I'm 34 and I've been in retail management for twelve years. My store is closing next year and I've always been the one fixing the roster spreadsheets and building the sales reports for head office. I think data is my thing. How long is the data analytics course?",
    kind: "answer",
    anyOf: [sixteen],
    absent: ["24 weeks"],
  },
  {
    question:
      "I'm a mum of two, both kids in primary school, and my partner works until 5. I could probably manage one evening a week or something on a Saturday. What are the actual class times?",
    kind: "answer",
    anyOf: [evening, saturday],
  },
  {
    question:
      "I moved to Sydney from Manila last year. Back home I was a software tester for three years, mostly manual, and I want to learn automation so I can get a tester job here. Who teaches the QA course?",
    kind: "answer",
    facts: ["Mei Lin Chen"],
  },
  {
    question:
      "I live in Dubbo, about five hours from Sydney, and there's no way I can drive in every week. I'm keen on the QA course though. Can I do it online?",
    kind: "answer",
    anyOf: [["on campus or online", "or online", "online, live"]],
  },
  {
    question:
      "I run a small physio practice with three clinics. Our bookings live in a mess of spreadsheets and I want a proper web app that patients can use themselves. What's the starting price for that kind of project?",
    kind: "answer",
    facts: ["10,000"],
  },
  {
    question:
      "Just finished a bachelor of commerce, majored in finance. I applied to a dozen grad programs and got nowhere, and every ad wants SQL and Power BI. Does your data analytics course actually teach those tools?",
    kind: "answer",
    facts: ["Power BI"],
    anyOf: [["SQL"]],
  },

  // paraphrase
  {
    question:
      "I work rotating 12-hour shifts at a mine site, two weeks on and one off. Whatever class time I pick, I'm going to miss some of them. What happens when I can't make a session?",
    kind: "paraphrase",
    anyOf: [["catch up", "online space"]],
  },
  {
    question:
      "I've been a chef for 15 years and my back is giving out, so I want a desk job. I have never written a single line of code. Is the full stack course realistic for a total beginner, or do I need some background first?",
    kind: "paraphrase",
    anyOf: [["starts with HTML", "No programming experience"]],
  },
  {
    question:
      "We're a mid-size insurance broker and I'd like to move two of our admin staff into testing, because our vendor keeps shipping us bugs. What will they need to know before they start the QA program?",
    kind: "paraphrase",
    anyOf: [["No coding experience", "JavaScript you need"]],
  },
  {
    question:
      "I'm a graduate nurse thinking about moving into health data. To be honest, maths was never my strong subject at school. What level of maths do I need for data analytics?",
    kind: "paraphrase",
    facts: ["High-school maths"],
  },
  {
    question:
      "My husband and I both work full time and we have a toddler, so money is tight right now. If I enrol in the QA course, do I have to hand over the whole fee in one go?",
    kind: "paraphrase",
    facts: ["monthly instalments"],
  },
  {
    question:
      "I came over from Brazil on a partner visa. My English is fine for everyday work but I still translate technical things sometimes. How good does my English have to be for the full stack course?",
    kind: "paraphrase",
    facts: ["technical documentation"],
  },

  // indirect
  {
    question:
      "I'm a receptionist at a dental clinic and I spend half my day poking at our booking software and finding things that don't work. My boss jokes that I should do it for a living. Which of your courses would suit someone like me?",
    kind: "indirect",
    anyOf: [qa],
  },
  {
    question:
      "I'm flying down from Brisbane for a week to look at a few training providers before I commit to anything. I'd like to drop into your office on the Saturday. Will anyone be there, and when?",
    kind: "indirect",
    facts: ["10AM-3PM"],
  },
  {
    question:
      "My daughter finished her marketing degree last year and is stuck doing casual retail. She's great with Excel and keeps talking about getting into analytics. I'd like to help her pay for your course. What would it set us back?",
    kind: "indirect",
    facts: ["4,000"],
    absent: ["6,000"],
  },
  {
    question:
      "I'm finishing an arts degree in June. I don't want to commute into the city, I'd rather stay home in Wollongong and study from my laptop. Which of your programs can I actually do from home?",
    kind: "indirect",
    facts: ["Full stack"],
    anyOf: [qa],
  },
  {
    question:
      "I'm a warehouse supervisor and I start at 6am and finish at 2:30pm. Afternoons and evenings are free, but weekends are gone to the kids' sport. Is there a class time that would work for me?",
    kind: "indirect",
    anyOf: [evening],
  },
  {
    question:
      "I teach IT at a high school and I'm seriously thinking of leaving teaching. Before I put money into this, I want to know what kind of jobs people actually go for after the full stack course.",
    kind: "indirect",
    anyOf: [["junior full stack developer", "junior front-end developer", "junior back-end developer"]],
  },
  {
    question:
      "I'm a bookkeeper looking at your courses, and my only computer is a 2015 MacBook Air with 4GB of RAM that my son handed down to me. I'd rather not buy a new machine if I can avoid it. Will it be good enough?",
    kind: "indirect",
    facts: ["8 GB"],
  },
  {
    question:
      "I own a small company that makes a scheduling app for tradies. We have nobody doing QA and our customers find the bugs for us. I'd rather bring in experienced testers than train anyone myself. Where do I start with you?",
    kind: "indirect",
    facts: ["free consultation"],
  },

  // typo
  {
    question:
      "im a single dad, drive for a courier company all day. been teachin myself javascript on youtube for a year but going nowhere. hows long is the full stak course and is it at nite?",
    kind: "typo",
    anyOf: [twentyFour, [...evening, "evening"]],
  },
  {
    question:
      "i moved from vietnam 2 yrs ago, did acounting degree there but its not recognised here. want to do data anlytics now. do i need to know programing alredy?",
    kind: "typo",
    anyOf: [["SQL and Python are taught", "No programming experience"]],
  },
  {
    question:
      "hi im in newcastle and do security work nights, 10pm to 6am. thinking about the QA corse. wat days and times can i pick for the clases?",
    kind: "typo",
    anyOf: [saturday, ["Mon", "Monday"]],
  },
  {
    question:
      "my boss is sending me on the qa cource next intake and the company is paying. she wants to know how the payment works, like card or bank tranfer or wat?",
    kind: "typo",
    facts: ["bank transfer"],
  },
  {
    question:
      "ive been a barista 8 years and want out. if i sign up for full stack and relise after a month its not for me can i get my mony back?",
    kind: "typo",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    question:
      "got my degree in biology last yr and lab work isnt for me. who is the teacher for data anlaytics and whats his backround?",
    kind: "typo",
    facts: ["Daniel Okafor"],
  },

  // slang
  {
    question:
      "ok real talk, I'm 41, been driving trucks forever and my mate reckons I should get into coding. is the full stack thing gonna cost me an arm and a leg or what",
    kind: "slang",
    facts: ["6,000"],
    absent: ["4,000"],
  },
  {
    question:
      "yo just finished yr 12, parents want me at uni but i wanna get into tech way quicker. which course is the shortest one u got",
    kind: "slang",
    anyOf: [sixteen],
  },
  {
    question:
      "ngl I'm kinda burnt out from call centre work and want something where I just find bugs all day lol. do you guys actually help you land a job after or nah",
    kind: "slang",
    anyOf: [["Mock interview", "CV and LinkedIn review", "Portfolio review", "Job-search sessions"], ["cannot promise", "guarantee"]],
  },
  {
    question:
      "mate I'm a sparky out in Orange, mucking around with arduinos on the side. wanna learn proper web dev but no way I can rock up to Sydney every week. can I do the full stack one from home?",
    kind: "slang",
    anyOf: [["live online", "streamed live", "join the same class online"]],
  },
  {
    question:
      "lol all i've got is the chromebook i used at school. is that gonna cut it for the QA course or do i gotta buy something proper",
    kind: "slang",
    anyOf: [["Windows 10", "macOS 12"]],
  },

  // comparison
  {
    question:
      "I'm torn. I've been an office manager for a construction firm for ten years and I live in Excel, but I've always been curious how websites get built too. I can afford about four months off for study, not six. Between data analytics and full stack, which one fits that?",
    kind: "comparison",
    facts: ["Data Analytics"],
    anyOf: [sixteen],
  },
  {
    question:
      "My sister and I are both retraining this year. She wants to do QA and I want data analytics. Is one of them cheaper, or do they cost the same?",
    kind: "comparison",
    facts: ["4,000"],
    absent: ["6,000"],
  },
  {
    question:
      "I live out in Penrith and it's a long trip into the city. Between QA and data analytics, which one would let me study from home instead of coming in?",
    kind: "comparison",
    anyOf: [qa],
  },
  {
    question:
      "I'm going back to work after five years at home with the kids. I want whichever course asks the least of me outside class each week. How do the courses compare on hours of homework?",
    kind: "comparison",
    facts: ["6 to 8 hours", "5 to 7 hours"],
  },
  {
    question:
      "Our company is going to fund one person through full stack and another through QA. What does each one cost, so I can see the difference for the budget?",
    kind: "comparison",
    facts: ["6,000", "4,000"],
  },
  {
    question:
      "I drive for Uber so my hours are flexible. I'm choosing between full stack and QA mostly on how long I'll be studying before I can start applying for jobs. How much longer is the full stack one?",
    kind: "comparison",
    anyOf: [twentyFour, sixteen],
  },

  // multi-part
  {
    question:
      "I'm a single mum on a tight budget with a 9-to-5 admin job, so I'd do the QA course online. How much is it, and can I pay it off monthly?",
    kind: "multi-part",
    facts: ["4,000", "monthly instalments"],
    absent: ["6,000"],
  },
  {
    question:
      "We're moving from Perth to Sydney in a few months for my partner's job, and once we're settled I want to retrain in data analytics. Where exactly is your campus, and how long does the course run?",
    kind: "multi-part",
    facts: ["88 Harbour Street"],
    anyOf: [sixteen],
  },
  {
    question:
      "I'm the HR manager at a logistics company. We want to send three of our coordinators through data analytics since they basically live in spreadsheets already. Do they need to bring their own laptops, and is it taught on campus or online?",
    kind: "multi-part",
    anyOf: [["own laptop"], ["no online option", "Sydney only", "On Campus"]],
  },
  {
    question:
      "I just graduated with a computer science degree, but honestly my practical skills are weak because it was mostly theory. I want the full stack course to build a real portfolio. Who's the instructor, and which technologies will I actually use?",
    kind: "multi-part",
    facts: ["Arjun Mehta"],
    anyOf: [["React", "Node.js", "PostgreSQL"]],
  },
  {
    question:
      "I work night shifts as a security guard and sleep through the mornings. I'm interested in QA. Is there a weekend class, and how long is each session?",
    kind: "multi-part",
    anyOf: [saturday, ["three hours", "3 hours", "three-hour"]],
  },
  {
    question:
      "I run a landscaping business with six staff and I want a mobile app for quotes and job tracking that works on both iPhone and Android. What do you build apps with, and how do I get the ball rolling?",
    kind: "multi-part",
    facts: ["React Native", "free consultation"],
  },
  {
    question:
      "I came to Australia as a refugee three years ago and I've been cleaning offices at night since. A caseworker told me about your courses. If I apply, when do I have to pay, and how soon will someone get back to me?",
    kind: "multi-part",
    anyOf: [["paid after enrolment", "pay nothing before"], ["two business days", "within a week"]],
  },
  {
    question:
      "I'm an accountant thinking of moving into analytics, and I like to read the fine print before I commit my evenings to something. Can I get a course outline first, and do I get a certificate at the end?",
    kind: "multi-part",
    facts: ["certificate of completion"],
    anyOf: [["outline"]],
  },

  // follow-up
  {
    before: [
      "I'm a stay-at-home dad, my youngest just started school, and I'm thinking about the full stack course. How long does it go for?",
    ],
    question: "and how much would that be all up?",
    kind: "follow-up",
    facts: ["6,000"],
  },
  {
    before: ["I'm a hairdresser in Wagga Wagga and I want to retrain in testing. Can I do the QA course online?"],
    question: "ok good. what about data analytics, can that one be done from home too?",
    kind: "follow-up",
    anyOf: [["no online option", "Sydney only", "On Campus"]],
  },
  {
    before: ["My company wants to send two junior staff on the data analytics course. How much is it per person?"],
    question: "and what do they actually need to know before day one?",
    kind: "follow-up",
    anyOf: [["spreadsheets", "High-school maths"]],
  },
  {
    before: ["I'm a primary school teacher wanting to move into tech. Tell me about the QA course."],
    question: "who teaches it and what's her background?",
    kind: "follow-up",
    facts: ["Mei Lin Chen"],
    anyOf: [["banking", "ten years"]],
  },
  {
    before: ["I work in a call centre Monday to Friday, 8 to 4. What class times do you have?"],
    question: "if I pick Tuesday night and then my roster changes, can I swap to a different night?",
    kind: "follow-up",
    anyOf: [["has room", "another class time"]],
  },
  {
    before: [
      "I've got a background in graphic design and I want to learn to build websites properly, front to back. Which course should I look at?",
    ],
    question: "what does a typical week look like in that one?",
    kind: "follow-up",
    anyOf: [["code review", "6 to 8 hours"]],
  },
  {
    before: ["We're a small accounting firm and we need a client portal web app built. What does that usually start at?"],
    question: "and how does a project with you actually run, step by step?",
    kind: "follow-up",
    anyOf: [["Discovery call"], ["Fortnightly demos", "fixed quote"]],
  },

  // free text
  {
    question:
      "I'm in my late 20s doing customer support for a software company. I spend half my day reproducing bugs and writing them up for the devs. I'm wondering if manual testing is enough for a career, or whether I really have to learn automation. What's your take?",
    kind: "free text",
    anyOf: [["need both", "understand both", "does not replace manual testing", "Exploratory testing"]],
  },
  {
    question:
      "After years in retail I finally start my first junior developer job next month. I'm terrified of looking stupid in front of the team. Any advice for the first few months?",
    kind: "free text",
    anyOf: [["fifteen-minute rule", "Read code before you write it", "work log", "small, well-defined tickets"]],
  },
  {
    question:
      "I look after a small team of analysts at a local council, and managers keep challenging our dashboards because the numbers don't add up. What should we be checking before we build any charts?",
    kind: "free text",
    anyOf: [["duplicates", "missing values", "Reconcile"]],
  },
  {
    question:
      "I'm changing careers and comparing a few colleges, and I've been burned before by spam after filling in a form. If I request your course outline, will you sell my details to other providers?",
    kind: "free text",
    anyOf: [["never sell", "do not sell"]],
  },

  // honest no-answer
  {
    question:
      "I live in the Blue Mountains and would drive in for the Saturday data analytics class, since the trains are slow on weekends. Is there parking at or near your building, and roughly what does it cost?",
    kind: "no answer",
    noYes: true,
  },
  {
    question:
      "I run a mid-size accounting practice and want to put five of our staff through the QA course at once. Do you give a discount for a group booking like that?",
    kind: "no answer",
    none: true,
  },
  {
    before: [
      "I'm a retired police officer, 58, and I want to keep my brain busy with something in data. How long is the data analytics course?",
    ],
    question: "is there an upper age limit for enrolling?",
    kind: "no answer",
    none: true,
  },
  {
    question:
      "I'm a migrant from India with a computer science degree, planning to apply for a skilled visa. Can you lodge my ACS skills assessment for me, or tell me which visa subclass I should go for?",
    kind: "out-of-scope",
    none: true,
  },
];
