/*
 * The rounds of bad values every form gets (docs/decisions/0023): in the browser with JavaScript
 * on (tests/e2e/form-messages.ts, run by the form-messages-*.spec.ts files), through the page
 * action as a browser without JavaScript posts them (tests/integration/form-messages-pages.test.ts)
 * and through the JSON API (tests/integration/form-messages-api.test.ts), so all three are given
 * the same values. The forms are tests/support/form-cases.ts's.
 */

export interface Round {
  name: string;
  /** A text control's value; `kind` is the control's input type when a page shows it. */
  text(name: string, kind?: string): string;
  ticked: boolean;
  /** Selects go to their empty option (and dates are cleared); otherwise they hold a valid choice. */
  blank: boolean;
}

/** A field that repeats another (a password's confirmation). */
export const confirmation = /^(confirm|verify)/i;

const validText = (name: string, kind?: string) =>
  kind === "email" || /email/i.test(name)
    ? "someone@example.com"
    : kind === "password" || (kind === undefined && /password/i.test(name))
      ? "correct-horse-battery"
      : "Ada";

export const rounds: Round[] = [
  { name: "empty", text: () => "", ticked: false, blank: true },
  { name: "not an e-mail address", text: () => "not-an-email", ticked: true, blank: false },
  { name: "too short", text: () => "short", ticked: true, blank: false },
  { name: "too long", text: () => "x".repeat(5001), ticked: true, blank: false },
  {
    name: "a confirmation that does not match",
    text: (name, kind) => (confirmation.test(name) ? "a-different-password" : validText(name, kind)),
    ticked: true,
    blank: false,
  },
];
