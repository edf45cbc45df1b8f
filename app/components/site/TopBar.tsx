import { site } from "#content/site.ts";
import { SocialIcon } from "./SocialIcon.tsx";

/** The thin contact bar above the navigation: e-mail, both phone numbers, social links. */
export function TopBar() {
  return (
    // A landmark of its own, so screen-reader users can find (or skip) the contact details.
    <aside aria-label="Contact details" className="bg-brand-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 sm:px-6">
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <li>
            <a className="inline-flex min-h-6 items-center hover:underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </li>
          {site.phones.map((phone) => (
            <li key={phone.href}>
              <a className="inline-flex min-h-6 items-center hover:underline" href={phone.href}>
                <span className="sr-only">{phone.label}: </span>
                {phone.display}
              </a>
            </li>
          ))}
        </ul>
        <ul className="flex items-center gap-2" aria-label="Social media">
          {site.social.map((s) => (
            <li key={s.name}>
              <a
                className="inline-flex size-7 items-center justify-center rounded hover:bg-white/15"
                href={s.href}
                rel="noopener"
                aria-label={`${site.name} on ${s.name}`}
              >
                <SocialIcon name={s.name} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
