import { timeTableOptions } from "./options.ts";
import { site } from "./site.ts";

/**
 * How studying works in every program: class times, equipment and careers support. Program
 * pages, the FAQ and the terms read these; spec §9 fixes the class slots (three hours, weekday
 * evenings 6PM-9PM and Saturday 11AM-2PM).
 */
export const classSchedule = {
  sessionHours: 3,
  classesPerWeek: 1,
  slots: timeTableOptions,
  summary:
    "One three-hour class a week, on a weekday evening (6PM-9PM) or on Saturday (11AM-2PM). You choose your class time when you apply.",
  keepWorking:
    "Yes. Classes are in the evening or on Saturday, so most students keep a full-time job while they study.",
  missedClass:
    "Tell your instructor. The week's notes and exercises are in your class's online space, and the instructor helps you catch up before the next class.",
} as const;

/** Equipment: what students bring and what we provide. Decided: no laptop is provided or lent. */
export const equipment = {
  laptopProvided: false,
  summary:
    "Bring your own laptop. We do not provide or lend laptops, and none is included in the course fee.",
  minimum:
    "Any laptop running Windows 10 or later, macOS 12 or later, or a recent Linux, with at least 8 GB of memory and 20 GB of free disk space, on which you are allowed to install software. Joining online? Add a headset with a microphone.",
  requirements: [
    "A laptop running Windows 10 or later, macOS 12 or later, or a recent Linux",
    "At least 8 GB of memory and 20 GB of free disk space",
    "Permission to install software (a locked-down work laptop may not do)",
    "A headset with a microphone if you join classes online",
  ],
  software: "Every tool we teach with is free for students; we help you install it in your first class.",
  campus: "Campus classrooms have Wi-Fi and a power point at every desk.",
} as const;

/**
 * Careers support, as it is: what we do, and what we do not claim. No placement rates or salary
 * figures are published, because we have none we could stand behind.
 */
export const careersSupport = {
  summary:
    "Careers support is part of every course at no extra cost. We help you get ready for the job market; we cannot promise you a job.",
  services: [
    {
      name: "Portfolio review",
      description: "Your course projects, reviewed by your instructor and ready to show an employer.",
    },
    {
      name: "CV and LinkedIn review",
      description: "Written feedback on your CV and profile, focused on the roles you are applying for.",
    },
    {
      name: "Mock interview",
      description: "A practice interview with an instructor, technical questions included, with feedback.",
    },
    {
      name: "Job-search sessions",
      description: "In the last weeks of the course: where junior roles are advertised and how to apply.",
    },
    {
      name: "Introductions when we can",
      description:
        "When businesses we work with tell us about junior roles, we pass them on to students and recent graduates.",
    },
  ],
  honesty:
    "We do not publish job placement rates or salary figures, and no course can guarantee you a job. What we can promise is the support above.",
  certificate: `You receive a ${site.name} certificate of completion. Our courses are not nationally accredited qualifications: we are not a registered training organisation.`,
} as const;
