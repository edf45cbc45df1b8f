import { useSiteContact } from "./nav-context.tsx";

/**
 * The provider's mark and name. The name is the published site document's (issue 32): the site
 * layout provides it to every public page, the portal passes its own; elsewhere (the sign-in
 * screens, which read no content) the seed's name from content/site.ts.
 */
export function Logo({ name }: { name?: string }) {
  const site = useSiteContact();
  return (
    <a href="/" className="inline-flex min-h-10 items-center gap-2 font-bold text-brand-900">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1e40af" />
        <path d="M7 23V9h3.2v5.5h5.6V9H19v14h-3.2v-5.8h-5.6V23z" fill="#fff" />
        <path d="M21 23l4-14h2.2l-4 14z" fill="#93c5fd" />
      </svg>
      <span className="whitespace-nowrap text-lg tracking-tight">{name ?? site.name}</span>
    </a>
  );
}
