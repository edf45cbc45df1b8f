import { idOfSignedToken, signedIdToken } from "../security/signed-id.ts";

/*
 * The reschedule and cancel links of a booking's e-mails name the booking rather than a time, so a
 * link from an earlier e-mail still leads to the booking as it is now (moved or cancelled).
 */
export const manageToken = (secret: string, id: string) => signedIdToken(secret, "consultation", id);

/** The booking id a token names, or undefined when it is not one we signed. */
export const idOfManageToken = (secret: string, token: unknown) =>
  idOfSignedToken(secret, "consultation", token);

export function manageUrls(publicUrl: string, secret: string, id: string) {
  const token = encodeURIComponent(manageToken(secret, id));
  return {
    reschedule: `${publicUrl}/consultation/reschedule?token=${token}`,
    cancel: `${publicUrl}/consultation/cancel?token=${token}`,
  };
}
