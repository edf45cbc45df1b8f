import { createContext, useContext } from "react";
import { programLinks } from "./nav-links.ts";

/**
 * The Training Programs menu's links: the published programs (issue 32), which the site layout's
 * loader reads from the content store and provides here. Outside the layout (or before its data),
 * the seed's programs from content/.
 */
export const ProgramLinksContext = createContext<{ href: string; label: string }[]>(programLinks);

export function useProgramLinks() {
  return useContext(ProgramLinksContext);
}
