import { describe, expect, it } from "vitest";
import { isSectionKey, sectionKeys, sectionList, sectionOfPath } from "#server/admin/sections/index.ts";
import { sectionQueriesByKey } from "#server/admin/sections/index.server.ts";
import { backOfficeRoles } from "#server/admin/sections/shape.ts";
import { canUseAdminPath, canUseSection } from "#server/accounts/roles.ts";

/*
 * The registry of back-office sections (server/admin/sections/): what TypeScript cannot check
 * across a definition and its database side, checked here once for every section.
 */
describe("the section registry", () => {
  it("holds the ten lists, each under its own key and API path", () => {
    expect(sectionKeys).toEqual([
      "students",
      "enrollments",
      "intakes",
      "downloads",
      "consultations",
      "contacts",
      "admins",
      "visitors",
      "conversations",
      "chats",
    ]);
    for (const section of sectionList) expect(section.api).toBe(`/api/admin/${section.key}`);
  });

  it("gives every sort and search key SQL of the section's own", () => {
    for (const section of sectionList) {
      const { expressions } = sectionQueriesByKey[section.key];
      for (const key of [...section.sorts, ...section.search])
        expect(Object.hasOwn(expressions, key), `${section.key}: ${key}`).toBe(true);
      expect(section.sorts[0], section.key).toBe("createdAt");
      for (const column of section.columns)
        if ("sort" in column && column.sort) expect(section.sorts).toContain(column.sort);
    }
  });

  it("edits a record with exactly the fields of its forms/admin schema", () => {
    for (const section of sectionList) {
      if (section.record?.kind !== "form") continue;
      const schemaFields = Object.keys(section.record.schema.shape).sort();
      expect(section.record.fields.map((f) => f.name).sort(), section.key).toEqual(schemaFields);
    }
  });

  it("finds a section from its list and record pages, and nothing from other words", () => {
    for (const section of sectionList) {
      expect(sectionOfPath(section.list)).toBe(section.key);
      expect(sectionOfPath(section.list.toUpperCase())).toBe(section.key);
      if (section.record) expect(sectionOfPath(section.record.path.replace(":id", "x"))).toBe(section.key);
    }
    for (const word of ["__proto__", "constructor", "toString", "dashboard", ""]) {
      expect(sectionOfPath(`/admin/${word}`)).toBeUndefined();
      expect(isSectionKey(word)).toBe(false);
    }
  });

  it("opens every section to every back-office role unless a definition narrows it", () => {
    for (const section of sectionList)
      expect(section.roles).toEqual(section.key === "admins" ? ["administrator"] : backOfficeRoles);
  });

  it("is where the role policy reads who may use a section (docs/decisions/0073)", () => {
    for (const section of sectionList)
      for (const role of backOfficeRoles)
        expect(canUseSection(role, section.key)).toBe(section.roles.includes(role));
    expect(canUseAdminPath("staff", "GET", "/api/admin/admins")).toBe(false);
    expect(canUseAdminPath("staff", "GET", "/admin/students")).toBe(true);
  });
});
