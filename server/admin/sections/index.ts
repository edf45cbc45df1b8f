import { admins } from "./admins.ts";
import { chats } from "./chats.ts";
import { consultations } from "./consultations.ts";
import { conversations } from "./conversations.ts";
import { contacts } from "./contacts.ts";
import { downloads } from "./downloads.ts";
import { enrollments } from "./enrollments.ts";
import { intakes } from "./intakes.ts";
import type { SectionDefinition } from "./shape.ts";
import { students } from "./students.ts";
import { visitors } from "./visitors.ts";

/*
 * The registry of back-office sections: one definition per section, in ./<key>.ts, read by the
 * API (server/api/admin.ts), the pages (app/routes/admin/list.tsx, detail.tsx), the route table
 * (app/routes.ts) and the sidebar. Browser-safe: the Drizzle side is ./index.server.ts.
 */
export const sections = {
  students,
  enrollments,
  intakes,
  downloads,
  consultations,
  contacts,
  admins,
  visitors,
  conversations,
  chats,
} as const;

export type SectionKey = keyof typeof sections;
export type SectionOf<K extends SectionKey> = (typeof sections)[K];
// Distributed over a union of keys: RowOf<"students" | "admins"> is StudentRow | AdminRow.
export type RowOf<K extends SectionKey> = K extends SectionKey
  ? SectionOf<K> extends SectionDefinition<K, infer Row, infer _Rec, infer _Sort, infer _Search>
    ? Row
    : never
  : never;
export type RecordOf<K extends SectionKey> = K extends SectionKey
  ? SectionOf<K> extends SectionDefinition<K, infer _Row, infer Rec, infer _Sort, infer _Search>
    ? Rec
    : never
  : never;
export type SortOf<K extends SectionKey> = SectionOf<K>["sorts"][number];

/** Each definition sits under its own key. */
sections satisfies { [K in SectionKey]: { key: K } };

export const sectionKeys = Object.keys(sections) as SectionKey[];
export const sectionList: SectionOf<SectionKey>[] = Object.values(sections);

/** A section key from outside (a URL segment): an own key of the registry, never `__proto__`. */
export function isSectionKey(value: string): value is SectionKey {
  return Object.hasOwn(sections, value);
}

/** The section a section's URL segment names: /admin/<list> and /admin/<record>/:id. */
const bySegment = new Map<string, SectionKey>(
  sectionList.flatMap((section) => [
    [segmentOf(section.list), section.key],
    ...(section.record ? [[segmentOf(section.record.path), section.key] as const] : []),
  ]),
);

function segmentOf(path: string): string {
  return path.split("/")[2] ?? "";
}

/** Which section a back-office page belongs to, from its first segment after /admin. */
export function sectionOfPath(pathname: string): SectionKey | undefined {
  return bySegment.get(pathname.toLowerCase().split("/")[2] ?? "");
}

/** The sidebar after the dashboard: the spec's order, not the registry's. */
export const sidebarOrder: readonly SectionKey[] = [
  "students",
  "enrollments",
  "intakes",
  "downloads",
  "contacts",
  "consultations",
  "visitors",
  "conversations",
  "admins",
];
