import type { ReactNode } from "react";
import { type CourseChoice, choiceNamed, useCourseChoices } from "./course-choices.tsx";

/** A CSS string literal: quotes and backslashes escaped, and no way to close the <style> element. */
const cssString = (value: string) => `"${value.replace(/["\\]/g, "\\$&").replace(/</g, "\\3c ")}"`;

// One variant per option of the select (the placeholder too). Without :has() support only the
// variant for the server's preselected course shows; with it, the one for the checked option does.
// The options are the published programs (issue 32).
const rulesFor = (options: readonly string[]) =>
  [
    "[data-chosen-course]:not([data-initial]){display:none}",
    "@supports selector(:has(*)){",
    ...options.map((name) => {
      const checked = `select[name="course"] option[value=${cssString(name)}]:checked`;
      const text = `[data-chosen-course=${cssString(name)}]`;
      return `[data-course-scope]:not(:has(${checked})) ${text}{display:none}[data-course-scope]:has(${checked}) ${text}{display:inline}`;
    }),
    "}",
  ].join("");

function useOptions(): string[] {
  return ["", ...useCourseChoices().map((c) => c.name)];
}

/** The element that holds both the enrolment form and the ChosenCourse text that follows it. */
export function CourseScope({
  as: Tag = "div",
  className,
  children,
}: {
  as?: "div" | "section";
  className?: string;
  children: ReactNode;
}) {
  const rules = rulesFor(useOptions());
  return (
    <Tag data-course-scope="" className={className}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CSS built from program names, quotes and "<" escaped. */}
      <style dangerouslySetInnerHTML={{ __html: rules }} />
      {children}
    </Tag>
  );
}

/**
 * Text that names the course picked in the enrolment form, kept in step with its Course select by
 * CSS alone: right with JavaScript off, after a post-back with errors, and in the hydrated portal.
 * Render it inside a CourseScope that also holds the form.
 */
export function ChosenCourse({
  initial,
  children,
}: {
  initial: string;
  /** What to say for a program, or for none (the select's placeholder). */
  children: (program: CourseChoice | undefined) => ReactNode;
}) {
  const choices = useCourseChoices();
  const options = useOptions();
  return (
    <>
      {options.map((name) => (
        <span key={name} data-chosen-course={name} data-initial={name === initial ? "" : undefined}>
          {children(choiceNamed(choices, name))}
        </span>
      ))}
    </>
  );
}
