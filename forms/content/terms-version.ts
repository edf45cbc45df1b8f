/** The page whose published versions an application accepts: the enrolment terms (issue 32). */
export const TERMS_SLUG = "terms";

/** Where one version of the enrolment terms is read: /terms?version=N. */
export const termsVersionHref = (number: number) => `/${TERMS_SLUG}?version=${number}`;
