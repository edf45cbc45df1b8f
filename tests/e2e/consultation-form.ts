import type { Locator, Page } from "@playwright/test";

/**
 * Fills the free-consultation request on the page (all but the time) as one caller, and returns
 * the form, for the journeys that book a time (consultation-slots.spec, confirmations-story.spec).
 */
export async function fillConsultationRequest(page: Page, email: string): Promise<Locator> {
  const form = page.locator("form[data-enhance=consultation]");
  await form.getByLabel("First name").fill("Alan");
  await form.getByLabel("Last name").fill("Turing");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone number").fill("0491 570 112");
  await form.getByLabel("Company").fill("Bletchley Software");
  await form.getByLabel("Project details").fill("A booking app for our clinics.");
  await form.getByLabel("Service").selectOption("Mobile application development");
  await form.getByLabel("Budget (AUD)").selectOption({ label: "$25K – $50K" });
  return form;
}
