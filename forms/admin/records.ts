import { z } from "zod";
import { budgetValues, formatOptions, serviceOptions, timeTableOptions } from "#content/options.ts";
import { courseField } from "../course-outline.ts";
import { bounds, clearableControl, oneOf, personName, requiredEmail, requiredText } from "../fields.ts";

/**
 * The back-office edit forms (spec §5, §7.3), shared by the browser and the server, built from
 * the same field rules as the public forms. Option lists come from content/; the QA course's
 * other spellings are accepted and stored canonically. An emptied optional field clears it.
 */

/** Names shared by every person-shaped record. */
export const personFields = {
  firstName: personName("First name is required", "First name"),
  lastName: personName("Last name is required", "Last name"),
  email: requiredEmail("Email is required"),
};

const phone = (required: string, label: string) => requiredText(required, label, bounds.phone);

const course = courseField("Course is required");

export const studentEditSchema = z.object(personFields);

export const enrolmentEditSchema = z.object({
  ...personFields,
  mobile: phone("Phone number is required", "Phone number"),
  address: requiredText("Address is required", "Address", bounds.address),
  education: requiredText("Education is required", "Education"),
  institution: requiredText("Institution is required", "Institution"),
  course,
  enrolmentDate: clearableControl(z.iso.date({ error: "Enrolment date should be a valid date" })),
  timeTable: clearableControl(
    z.enum(timeTableOptions, { error: "Please choose one of the listed class times" }),
  ),
});

export const outlineEditSchema = z.object({
  ...personFields,
  mobile: phone("Phone number is required", "Phone number"),
  course,
  format: oneOf(formatOptions, "Class format is required"),
});

export const consultationEditSchema = z.object({
  ...personFields,
  phone: phone("Phone is required", "Phone"),
  company: requiredText("Company is required", "Company"),
  projectDetails: requiredText("Project details is required", "Project details", bounds.long),
  budget: oneOf(budgetValues, "Budget is required"),
  service: oneOf(serviceOptions, "Service is required"),
});

export const adminEditSchema = z.object(personFields);
