import type { z } from "zod";
import { budgetOptions, formatOptions, serviceOptions, timeTableOptions } from "#content/options.ts";
import { programNames } from "#content/programs.ts";
import {
  adminEditSchema,
  consultationEditSchema,
  enrolmentEditSchema,
  outlineEditSchema,
  studentEditSchema,
} from "#forms/admin/records.ts";

/** How the back-office shows each list (the server's sections, seen from the browser). */
export type SectionKey =
  | "students"
  | "enrollments"
  | "downloads"
  | "consultations"
  | "contacts"
  | "admins"
  | "visitors"
  | "chats";

export type FieldSpec = {
  name: string;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel" | "date" | "password";
  as?: "textarea" | "select";
  options?: { value: string; label: string }[];
  placeholder?: string;
};

export interface SectionUi {
  key: SectionKey;
  heading: string;
  /** Singular, for 'Delete this …?' */
  noun: string;
  listPath: string;
  detailPath?: (id: string) => string;
  /** The third column of a person row (spec §2.3). */
  extra?: { field: string; label: string };
  sorts: { value: string; label: string }[];
  fields?: FieldSpec[];
  schema?: z.ZodType;
}

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

const person: FieldSpec[] = [
  { name: "firstName", label: "First name", required: true },
  { name: "lastName", label: "Last name", required: true },
  { name: "email", label: "Email", required: true, type: "email" },
];

const personSorts = [
  { value: "createdAt", label: "Date" },
  { value: "name", label: "Name" },
  { value: "email", label: "Email" },
];

const course: FieldSpec = {
  name: "course",
  label: "Course",
  required: true,
  as: "select",
  options: opts(programNames),
  placeholder: "Select a course",
};

export const sectionUi: Record<SectionKey, SectionUi> = {
  students: {
    key: "students",
    heading: "Students",
    noun: "student",
    listPath: "/admin/students",
    detailPath: (id) => `/admin/students/${id}`,
    extra: { field: "course", label: "Course" },
    sorts: [...personSorts, { value: "course", label: "Course" }],
    fields: person,
    schema: studentEditSchema,
  },
  enrollments: {
    key: "enrollments",
    heading: "Enrolments",
    noun: "enrolment",
    listPath: "/admin/enrollments",
    // The spec's 'View Details' went to the student page; both links open the enrolment.
    detailPath: (id) => `/admin/enrollment/${id}`,
    extra: { field: "course", label: "Course" },
    sorts: [...personSorts, { value: "course", label: "Course" }, { value: "status", label: "Status" }],
    fields: [
      ...person,
      { name: "mobile", label: "Mobile", required: true, type: "tel" },
      { name: "address", label: "Residential address", required: true },
      { name: "education", label: "Education", required: true },
      { name: "institution", label: "College or university", required: true },
      course,
      { name: "enrolmentDate", label: "Enrolment date", type: "date" },
      {
        name: "timeTable",
        label: "Time table",
        as: "select",
        options: opts(timeTableOptions),
        placeholder: "Not chosen",
      },
    ],
    schema: enrolmentEditSchema,
  },
  downloads: {
    key: "downloads",
    heading: "Download Course Outlines",
    noun: "course outline request",
    listPath: "/admin/download-course-outlines",
    detailPath: (id) => `/admin/download-course-outline/${id}`,
    extra: { field: "course", label: "Course" },
    sorts: [...personSorts, { value: "course", label: "Course" }],
    fields: [
      ...person,
      { name: "mobile", label: "Mobile", required: true, type: "tel" },
      course,
      {
        name: "format",
        label: "Class format",
        required: true,
        as: "select",
        options: opts(formatOptions),
        placeholder: "Select a format",
      },
    ],
    schema: outlineEditSchema,
  },
  consultations: {
    key: "consultations",
    heading: "Consultations",
    noun: "consultation",
    listPath: "/admin/consultations",
    detailPath: (id) => `/admin/consultations/${id}`,
    extra: { field: "company", label: "Company" },
    sorts: [...personSorts, { value: "company", label: "Company" }],
    fields: [
      ...person,
      { name: "phone", label: "Phone", required: true, type: "tel" },
      { name: "company", label: "Company", required: true },
      { name: "projectDetails", label: "Project details", required: true, as: "textarea" },
      {
        name: "budget",
        label: "Budget (AUD)",
        required: true,
        as: "select",
        options: budgetOptions.map((b) => ({ value: b.value, label: b.label })),
        placeholder: "Select a budget",
      },
      {
        name: "service",
        label: "Service",
        required: true,
        as: "select",
        options: opts(serviceOptions),
        placeholder: "Select a service",
      },
    ],
    schema: consultationEditSchema,
  },
  contacts: {
    key: "contacts",
    heading: "Contact Messages",
    noun: "contact message",
    listPath: "/admin/contact-messages",
    detailPath: (id) => `/admin/contact-messages/${id}`,
    extra: { field: "mobile", label: "Mobile" },
    sorts: [...personSorts, { value: "mobile", label: "Mobile" }],
  },
  admins: {
    key: "admins",
    heading: "Admins",
    noun: "admin",
    listPath: "/admin/admins",
    detailPath: (id) => `/admin/admins/${id}`,
    sorts: personSorts,
    fields: person,
    schema: adminEditSchema,
  },
  visitors: {
    key: "visitors",
    heading: "Visitors",
    noun: "visitor",
    listPath: "/admin/visitors",
    detailPath: (id) => `/admin/visitors/${id}`,
    sorts: [
      { value: "createdAt", label: "Date" },
      { value: "browser", label: "Browser" },
      { value: "ip", label: "IP address" },
    ],
  },
  chats: {
    key: "chats",
    heading: "Viewers",
    noun: "chat message",
    listPath: "/admin/chats",
    sorts: [
      { value: "createdAt", label: "Date" },
      { value: "type", label: "Type" },
    ],
  },
};

/** Which section a back-office URL belongs to, from its first segment after /admin. */
const bySegment: Record<string, SectionKey> = {
  students: "students",
  enrollments: "enrollments",
  enrollment: "enrollments",
  "download-course-outlines": "downloads",
  "download-course-outline": "downloads",
  consultations: "consultations",
  "contact-messages": "contacts",
  admins: "admins",
  visitors: "visitors",
  chats: "chats",
};

export function sectionOfPath(pathname: string): SectionKey | undefined {
  const segment = pathname.toLowerCase().split("/")[2] ?? "";
  return bySegment[segment];
}

/** The sidebar: nine entries in the spec's order. */
export const sidebarEntries = [
  { label: "Dashboard", href: "/admin/dashboard" },
  { label: "Students", href: "/admin/students" },
  { label: "Enrolments", href: "/admin/enrollments", also: "/admin/enrollment/" },
  {
    label: "Download Course Outlines",
    href: "/admin/download-course-outlines",
    also: "/admin/download-course-outline/",
  },
  { label: "Contact Messages", href: "/admin/contact-messages" },
  { label: "Consultations", href: "/admin/consultations" },
  { label: "Visitors", href: "/admin/visitors" },
  { label: "Chats", href: "/admin/chats" },
  { label: "Admins", href: "/admin/admins" },
] as const;
