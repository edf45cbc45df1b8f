/** The Enrol Now target of a program: its canonical name, URL-encoded (the QA aliases never appear in links). */
export function enrolHref(programName: string): string {
  return `/enrol-now?program=${encodeURIComponent(programName)}`;
}
