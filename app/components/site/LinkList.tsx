type Link = { href: string; label: string };

/** A list of links, one <li> each: the header's menus and the footer's columns differ only in classes. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly Link[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <a className={linkClassName} href={l.href}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
