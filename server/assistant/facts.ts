/**
 * Answers to structured questions, composed from the typed content (content/*.ts), never from
 * prose: a fee, a duration or an opening hour changes in one place and the assistant follows.
 * Every reply leads with the fact itself (a number, a date, a name, yes or no), adds at most two
 * supporting sentences, and names the pages that show it.
 * The facts live by area in facts/ (courses, money, enrolment, schedule, people, studying, contact,
 * services, provider, privacy, channels); this module gathers them, so callers read `facts.fee(…)`.
 */
export * from "./facts/base.ts";
export * from "./facts/courses.ts";
export * from "./facts/money.ts";
export * from "./facts/enrolment.ts";
export * from "./facts/schedule.ts";
export * from "./facts/people.ts";
export * from "./facts/studying.ts";
export * from "./facts/contact.ts";
export * from "./facts/services.ts";
export * from "./facts/provider.ts";
export * from "./facts/privacy.ts";
export * from "./facts/channels.ts";
