import { z } from "zod";
import { line } from "./fields.ts";

/**
 * A test question for the assistant (issue 33, item 3): what a visitor might ask, and the content
 * document that should answer it. Shared by the back-office form and the server.
 */
export const testQuestionSchema = z.object({
  question: line("Question", 300),
  documentId: z.uuid("Choose the document that should answer it"),
});

export type TestQuestionInput = z.infer<typeof testQuestionSchema>;
