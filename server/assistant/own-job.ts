/**
 * The visitor's own job, which "quit" can be about: "I work a 9 to 5 office job. Could I study
 * with you without quitting?", "would I have to quit work to do full stack?", "do I need to
 * resign to do data analytics?". Leaving a job to study is not leaving a course, so the refund
 * terms do not answer it; the class times (evenings and Saturday) do. Read by student-worries.ts.
 */

const quitting = "quit|quitting|resign|resigning|give up|giving up|leave|leaving|chuck in|ditch|ditching";

/** A job left: "quit work", "resign from my job", "give up my day job". */
const jobLeft = new RegExp(
  `\\b(resign|resigning|hand in (my )?notice)\\b|\\b(${quitting})( from)? (my |the |a |your |our |this )?(\\w+ )?(job|jobs|work|career|position|role|employment)\\b`,
);

/** The visitor's own job, told: "I work…", "my job", "a 9 to 5" (read as "a full time job"). */
const ownJobTold =
  /\bi (work|am working|have a job|am employed)\b|\bmy (\w+ )?(job|work|boss|employer)\b|\b(a full time|day|office|full time|part time) job\b|\bworking (full|part) time\b/;

/** A bare "quit" asked as a worry: "without quitting?", "do I have to resign?". */
const bareQuit = new RegExp(
  `\\b(without|not|no need to|have to|need to|must|before|instead of|rather than|do i|would i|will i|should i)( \\w+)?( having to| needing to)? (${quitting})\\b(?! (the |this |that |a |my |your )?(course|class|classes|program|programme|bootcamp|study|studies))`,
);

/** Leaving a course or its money, which the refund terms answer: "quit halfway", "money back". */
const courseLeft =
  /\b(refund|refunds|refunded|money back|owe|instalments?|installments?|withdraw\w*|drop out|dropping out|cancel\w*|halfway|partway|part way|midway|fees? back)\b/;

/**
 * Study kept without quitting: "could I study with you without quitting?" (its own sentence after
 * "I work a 9 to 5"). A course cannot be studied while being quit, so the quitting is of a job.
 */
const studyWithoutQuitting = new RegExp(
  `\\b(study|studying|do|doing|take|taking|enrol|enroll|join|start|attend)\\b.{0,40}\\bwithout (having to |needing to )?(${quitting})\\b(?! (the |this |that |a |my |your )?(course|class|classes|program|programme|bootcamp))`,
);

export const quittingJobAsked = (text: string): boolean =>
  !courseLeft.test(text) &&
  (jobLeft.test(text) || studyWithoutQuitting.test(text) || (ownJobTold.test(text) && bareQuit.test(text)));
