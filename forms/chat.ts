import { z } from "zod";
import { chatMessages, QUESTION_MAX_LENGTH, REPLY_MAX_LENGTH } from "./chat-rules.ts";
import { CONTROL_CHARACTER, singleLineMessage } from "./fields.ts";

export const visitorIdSchema = z.uuid({ error: chatMessages.visitorIdInvalid });

/** POST /api/ai-chat and its streaming twin. */
export const chatQuestionSchema = z.object({
  visitorId: visitorIdSchema,
  question: z
    .string({ error: chatMessages.questionRequired })
    .trim()
    .min(1, chatMessages.questionRequired)
    .max(QUESTION_MAX_LENGTH, chatMessages.questionTooLong),
  /**
   * The path of the page the visitor asks from ("/training-programs/data-analytics"): on a
   * program's or service's page, "how much is it?" is about that one. Only a hint, so a value that
   * is not a site path is ignored rather than refused (older clients send none).
   */
  page: z
    .string()
    .max(300)
    .regex(/^\/[^\s]*$/)
    .optional()
    .catch(undefined),
});

export type ChatQuestion = z.infer<typeof chatQuestionSchema>;

const optionalText = (max: number, message: string, label: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => !CONTROL_CHARACTER.test(value), singleLineMessage(label))
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** PATCH /api/visitor/{id}: the optional name, e-mail and mobile a visitor may give in the panel. */
export const visitorDetailsSchema = z.object({
  name: optionalText(100, "Name must be 100 characters or fewer", "Name"),
  email: z
    .union([z.literal(""), z.email("Email should be a valid email address").max(254)])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  mobile: optionalText(30, "Mobile must be 30 characters or fewer", "Mobile"),
});

export type VisitorDetails = z.infer<typeof visitorDetailsSchema>;

/** POST /api/ai-chat/handoff: the visitor asks for a person, optionally leaving an e-mail. */
export const handoffSchema = z.object({
  visitorId: visitorIdSchema,
  email: z
    .union([z.literal(""), z.email(chatMessages.emailInvalid).max(254, chatMessages.emailInvalid)], {
      error: chatMessages.emailInvalid,
    })
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null)),
});

export type HandoffRequest = z.infer<typeof handoffSchema>;

/** A reply typed by staff (the conversation page) or by the visitor (the e-mailed link's page). */
export const chatReplySchema = z.object({
  text: z
    .string({ error: chatMessages.replyRequired })
    .trim()
    .min(1, chatMessages.replyRequired)
    .max(REPLY_MAX_LENGTH, chatMessages.replyTooLong),
});
