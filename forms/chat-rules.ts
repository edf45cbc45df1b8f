/**
 * Limits and messages of the chat assistant shared by the server and the widget. No Zod here:
 * the widget imports this file and must stay tiny.
 */
export const QUESTION_MAX_LENGTH = 1000;
/** A staff reply, or a visitor's reply from the e-mailed link. */
export const REPLY_MAX_LENGTH = 4000;

export const chatMessages = {
  questionRequired: "Please type a question.",
  questionTooLong: `Your question is too long. Please keep it to ${QUESTION_MAX_LENGTH} characters or fewer.`,
  visitorIdInvalid: "The visitor id is not valid.",
  visitorNotFound: "We could not find that visitor. Please reload the page to start a new chat.",
  tooManyMessages: (seconds: number) => `Too many messages. Please try again in ${seconds} s.`,
  cleared: "Your conversation has been cleared.",
  detailsSaved: "Thanks, your details have been saved.",
  emailInvalid: "Email should be a valid email address",
  replyRequired: "Please type a reply.",
  replyTooLong: `Your reply is too long. Please keep it to ${REPLY_MAX_LENGTH} characters or fewer.`,
} as const;
