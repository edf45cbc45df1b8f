import { useSiteContact } from "./nav-context.tsx";
import { SocialIcon } from "./SocialIcon.tsx";

const iconProps = {
  viewBox: "0 0 24 24",
  width: 16,
  height: 16,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  className: "shrink-0",
} as const;

function MailIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 6h18v12H3zM3 7l9 6 9-6" />
    </svg>
  );
}

function PhoneIcon({ mobile }: { mobile: boolean }) {
  return (
    <svg {...iconProps}>
      {mobile ? (
        <path d="M7 3h10v18H7zM11 18h2" />
      ) : (
        <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
      )}
    </svg>
  );
}

const item = "inline-flex min-h-7 min-w-7 items-center justify-center gap-1.5 rounded hover:underline";

/**
 * The thin contact bar above the navigation: e-mail, both phone numbers, social links, on one row
 * at every width. Below the sm breakpoint the e-mail address and the second number show as icons
 * only; their link names stay whole for screen readers.
 */
export function TopBar() {
  const site = useSiteContact();
  return (
    // A landmark of its own, so screen-reader users can find (or skip) the contact details.
    <aside aria-label="Contact details" className="bg-brand-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-4 px-4 py-1.5 sm:px-6">
        <ul className="flex items-center gap-x-3 sm:gap-x-5">
          <li>
            <a className={item} href={`mailto:${site.email}`}>
              <MailIcon />
              <span className="sr-only sm:not-sr-only">{site.email}</span>
            </a>
          </li>
          {site.phones.map((phone, i) => (
            <li key={phone.href}>
              <a className={item} href={phone.href}>
                <PhoneIcon mobile={phone.label === "Mobile"} />
                <span className="sr-only">{phone.label}: </span>
                <span className={i === 0 ? "whitespace-nowrap" : "sr-only whitespace-nowrap sm:not-sr-only"}>
                  {phone.display}
                </span>
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
