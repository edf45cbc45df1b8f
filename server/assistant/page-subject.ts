import { programs } from "#content/programs.ts";
import { services } from "#content/services.ts";

/** Each program's and service's page (and the pages under it, such as an outline) by path. */
const subjects = [...programs, ...services].map(({ href, name }) => ({ href, name }));

/** The program or service a page is about, by name; undefined for any other page. */
export function pageSubject(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, "");
  return subjects.find(({ href }) => clean === href || clean.startsWith(`${href}/`))?.name;
}

/**
 * The conversation as the assistant reads it when the visitor asks from a program's or service's
 * page: that page's subject comes first, as if the visitor had named it before their questions, so
 * "how much is it?" on the QA page is about QA. Anything the visitor said since is more recent and
 * wins, as it does in a conversation (docs/decisions/0091).
 */
export function withPageSubject(history: string[], path: string | undefined): string[] {
  const subject = pageSubject(path);
  return subject ? [subject, ...history] : history;
}
