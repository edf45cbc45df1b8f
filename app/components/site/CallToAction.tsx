import { primaryButton, secondaryButton } from "#app/components/site/styles.ts";

interface Action {
  href: string;
  label: string;
}

/** A page's main action as a button-styled link, and optionally a second, quieter one beside it. */
export function ActionLinks({
  primary,
  secondary,
  className = "",
}: {
  primary: Action;
  secondary?: Action;
  className?: string;
}) {
  return (
    <div className={`${className} flex flex-wrap gap-3`.trim()}>
      <a className={primaryButton} href={primary.href}>
        {primary.label}
      </a>
      {secondary ? (
        <a className={secondaryButton} href={secondary.href}>
          {secondary.label}
        </a>
      ) : null}
    </div>
  );
}

/** The laptop illustration beside a hero's text (hidden on small screens). */
export function HeroIllustration({ priority = false }: { priority?: boolean }) {
  return (
    <img
      src="/images/home-hero.svg"
      width={560}
      height={440}
      alt="A laptop showing code, with notes marking finished lessons"
      className="mx-auto hidden h-auto w-full max-w-lg lg:block"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
