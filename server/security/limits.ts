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
  /**
   * Failed proofs of identity (sign-in, change-password's old password, a second factor), in
   * server/accounts/sign-in-throttle.ts. Per address and per (e-mail, address) they are hard
   * limits; per e-mail across addresses `max` is where attempts start to be slowed down, never
   * refused, so nobody can lock the owner out. The owner is told at most once an hour.
   */
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  signInPerEmailAndIp: { max: 5, windowSeconds: 15 * 60 },
  signInPerEmail: { max: 5, windowSeconds: 15 * 60 },
  signInNoticePerEmail: { max: 1, windowSeconds: 60 * 60 },
  /** Forgot-password requests. */
  forgotPerIp: { max: 10, windowSeconds: 60 * 60 },
  forgotPerEmail: { max: 3, windowSeconds: 60 * 60 },
  /** Sign-ups per IP. */
  signUpPerIp: { max: 10, windowSeconds: 60 * 60 },
  /**
   * Back-office second factor (TOTP code, recovery code, passkey) after a correct password:
   * wrong and replayed codes count; a success clears the account's count. Only someone who
   * knows the password reaches this step, so a per-account limit locks out no stranger.
   */
  secondFactorPerAccount: { max: 5, windowSeconds: 15 * 60 },
  secondFactorPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** Password-free passkey sign-in attempts. */
  passkeySignInPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** Chat assistant questions. */
  chatPerVisitor: { max: 10, windowSeconds: 60 },
  chatPerIp: { max: 30, windowSeconds: 60 },
  /** New chat visitors per IP. */
  visitorPerIp: { max: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof limits;
