import { NavLink, Outlet } from "react-router";
import { UserMenu } from "#app/components/portal/UserMenu.tsx";
import { VerifyBanner } from "#app/components/portal/VerifyBanner.tsx";
import { Logo } from "#app/components/site/Logo.tsx";
import { SiteContactContext } from "#app/components/site/nav-context.tsx";
import { requireAccount } from "#app/lib/auth.server.ts";
import { isEmailVerified } from "#server/accounts/email-verification.ts";
import { CourseChoicesContext } from "#app/components/forms/course-choices.tsx";
import { courseChoicesOf } from "#server/content/catalogue.ts";
import { publishedContent } from "#server/content/published.ts";
import type { Route } from "./+types/layout";

// The portal is an application: it hydrates (no `handle.hydrate = false`, see decision 0002).

export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = await requireAccount(request, context, "student");
  const content = await publishedContent(context.db);
  return {
    account: { firstName: account.firstName, lastName: account.lastName, email: account.email },
    emailVerified: await isEmailVerified(context.db, account.id),
    // The enrolment form's course list: the published programs (issue 32).
    courses: courseChoicesOf(content),
    // The logo's name: the published site document's, as on the public pages.
    siteName: content.site.name,
    // The enrolment form's provider name, e-mail and phones: the published ones (issue 32).
    site: (({ name, legalName, email, taxNumber, phones, social, address }) => ({
      name,
      legalName,
      email,
      taxNumber,
      phones,
      social,
      address,
    }))(content.site),
  };
}

const navItems = [
  { to: "/portal", label: "Dashboard", end: true },
  { to: "/portal/applications", label: "Applications", end: false },
  { to: "/portal/payments", label: "Payments", end: false },
];

export default function PortalLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#main" className="skip-link rounded bg-white px-4 py-2 font-semibold text-brand-800 shadow">
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        {/* Below sm the navigation wraps onto its own row under the logo and the user menu. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 sm:px-6">
          <Logo name={loaderData.siteName} />
          <nav
            aria-label="Portal"
            className="order-last flex w-full gap-1 sm:order-none sm:mr-auto sm:w-auto"
          >
            {navItems.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium ${
                    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
                  }`
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <UserMenu account={loaderData.account} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 focus:outline-none sm:px-6">
        {loaderData.emailVerified ? null : <VerifyBanner email={loaderData.account.email} />}
        <SiteContactContext.Provider value={loaderData.site}>
          <CourseChoicesContext.Provider value={loaderData.courses}>
            <Outlet />
          </CourseChoicesContext.Provider>
        </SiteContactContext.Provider>
      </main>
    </div>
  );
}
