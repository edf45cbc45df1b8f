/**
 * Every rate limit of the product, in one place. Counters live in the database (rate_limits),
 * so they hold across several server processes sharing one PostgreSQL database.
 */
export interface Limit {
  /** How many hits a key may make per window. */
  max: number;
  windowSeconds: number;
}

export const limits = {
  /** Each public form, per client IP, counting submissions that passed validation. */
  formPerIp: { max: 20, windowSeconds: 10 * 60 },
  /** Sign-in attempts (portal and admin). */
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  signInPerEmail: { max: 5, windowSeconds: 15 * 60 },
  /** Forgot-password requests. */
  forgotPerIp: { max: 10, windowSeconds: 60 * 60 },
  forgotPerEmail: { max: 3, windowSeconds: 60 * 60 },
  /** Sign-ups per IP. */
  signUpPerIp: { max: 10, windowSeconds: 60 * 60 },
  /** E-mail verification links a signed-in student asks for again (issue 13, M1). */
  verifyMailPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** Chat assistant questions. */
  chatPerVisitor: { max: 10, windowSeconds: 60 },
  chatPerIp: { max: 30, windowSeconds: 60 },
  /** New chat visitors per IP. */
  visitorPerIp: { max: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof limits;
