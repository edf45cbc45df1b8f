import { createContext, useContext } from "react";
import { site } from "#content/site.ts";
import { expertiseLinks, programLinks } from "./nav-links.ts";

/**
 * The Training Programs menu's links: the published programs (issue 32), which the site layout's
 * loader reads from the content store and provides here. Outside the layout (or before its data),
 * the seed's programs from content/.
 */
export const ProgramLinksContext = createContext<{ href: string; label: string }[]>(programLinks);

export function useProgramLinks() {
  return useContext(ProgramLinksContext);
}

/** The Expertise menu's links: the published services (issue 32), provided by the site layout. */
export const ExpertiseLinksContext = createContext<{ href: string; label: string }[]>(expertiseLinks);

export function useExpertiseLinks() {
  return useContext(ExpertiseLinksContext);
}

type Phone = { label: string; display: string; href: string };

/** What the top bar and the footer say about the provider (the published site document). */
export interface SiteContact {
  name: string;
  legalName: string;
  email: string;
  taxNumber: string;
  /** The main phone first; there is always one. */
  phones: readonly [Phone, ...Phone[]];
  social: readonly { name: string; href: string }[];
  address: { suite: string; level: string; street: string; suburb: string; state: string; postcode: string };
}

/** The published site's contact details (issue 32), provided by the site layout's loader. */
export const SiteContactContext = createContext<SiteContact>(site);

export function useSiteContact() {
  return useContext(SiteContactContext);
}
