import { z } from "zod";

/**
 * A test question for the assistant (issue 33, item 3): what a visitor might ask, and the content
 * document that should answer it. Shared by the back-office form and the server.
 */
export const testQuestionSchema = z.object({
  question: z
    .string("Question is required")
    .trim()
    .min(1, "Question is required")
    .max(300, "Question must be at most 300 characters")
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "Question must be one line"),
  documentId: z.uuid("Choose the document that should answer it"),
});

export type TestQuestionInput = z.infer<typeof testQuestionSchema>;
