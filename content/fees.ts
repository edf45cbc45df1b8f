import type { SeedProgramSlug } from "./programs.ts";

/**
 * Course fees: the provider's own figures, in Australian dollars, GST included. Change a figure
 * here and every page, the enrolment form, the FAQ and the terms follow. The spec fixes only the
 * terms (§9): the fee is paid after enrolment, and there is no refund.
 */
export interface CourseFee {
  /** The whole course fee in AUD. */
  totalAud: number;
  /** How many equal monthly instalments the fee may be split into (1 means pay in full only). */
  instalments: number;
}

export const fees: Record<SeedProgramSlug, CourseFee> = {
  "full-stack-development": { totalAud: 6000, instalments: 6 },
  "qa-and-software-testing": { totalAud: 4000, instalments: 4 },
  "data-analytics": { totalAud: 4000, instalments: 4 },
};

/** "$6,000 AUD": whole dollars, Australian grouping, the currency named. */
export function formatAud(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return `$${amount.toLocaleString("en-AU", {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  })} AUD`;
}

/** A program's fee in words: the total and the instalment option. */
export function feeFacts(slug: SeedProgramSlug) {
  const fee = fees[slug];
  const instalment = fee.totalAud / fee.instalments;
  return {
    total: formatAud(fee.totalAud),
    instalments:
      fee.instalments > 1
        ? `or ${fee.instalments} monthly instalments of ${formatAud(instalment)}`
        : "paid in full before your first class",
  };
}

/** When and how the fee is paid. Every sentence agrees with spec §9: paid after enrolment. */
export const paymentTerms = {
  applying: "Applying is free: you pay nothing before you are enrolled.",
  when: "The course fee is paid after enrolment. When you accept our offer and are enrolled, we e-mail you an invoice.",
  options:
    "Pay the whole fee before your first class, or split it into equal monthly instalments with the first one due before your first class.",
  methods: "Pay by bank transfer or card; the invoice has the details.",
  currency: "Fees are in Australian dollars and include GST.",
} as const;

/** The refund rule (spec §9: no refund), said plainly, with what the law keeps regardless. */
export const refundTerms = {
  summary: "There is no refund once you are enrolled.",
  detail:
    "The course fee is not refunded if you change your mind, withdraw or stop attending. If you withdraw while paying by instalments, tell us in writing: instalments that fall due after that are cancelled, and instalments already paid are not refunded.",
  law: "Nothing in our terms limits your rights under the Australian Consumer Law, for example if we cancel a course and cannot offer you a place in another intake.",
} as const;
