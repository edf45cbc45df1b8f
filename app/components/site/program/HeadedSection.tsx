import type { ReactNode } from "react";
import { container, sectionHeading } from "../styles.ts";

/** A program page section: an anchor id, its h2 naming it (aria-labelledby), then the content. */
export function HeadedSection({
  id,
  title,
  spacing,
  children,
}: {
  id: string;
  title: string;
  /** Vertical padding, e.g. `py-16`. */
  spacing: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`${container} ${spacing}`}>
      <h2 id={`${id}-heading`} className={sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
