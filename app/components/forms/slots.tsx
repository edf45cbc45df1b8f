import type { ProgramName } from "#content/programs.ts";

/**
 * Where each public form goes. Pages place these now; the lead-capture work fills them in with
 * the real forms (one Zod schema per form in forms/, posting to the page's action).
 * Until then they render nothing, so no page shows a control that does nothing.
 */
export function ContactForm(_props: { heading?: string }) {
  return null;
}

export function OutlineForm(_props: { program: ProgramName; format: "Online" | "Face-to-face" }) {
  return null;
}

export function NewsletterForm(_props: { variant: "band" | "footer" }) {
  return null;
}

export function ConsultationForm() {
  return null;
}

export function EnrolmentForm(_props: { program: ProgramName }) {
  return null;
}
