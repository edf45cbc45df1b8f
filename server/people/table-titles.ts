/**
 * A person's tables by the names staff and the person read: the export's section titles and the
 * erasure preview's rows on the record page (app/routes/admin/person.tsx) use the same names.
 * It imports nothing, as the record page's component reads it in the browser.
 */
export const tableTitles: Record<string, string> = {
  people: "Person record",
  students: "Portal account",
  admins: "Back-office account",
  enrolments: "Applications",
  enrolment_status_changes: "Application status history",
  outline_requests: "Course outline requests",
  contact_messages: "Contact messages",
  consultations: "Consultations",
  consultation_reminders: "Consultation reminders",
  newsletter_subscribers: "Newsletter subscription and consent",
  visitors: "Visits to the chat",
  chats: "Chat messages",
  outbox: "E-mails we sent",
  staff_notes: "Staff notes",
  erasure_requests: "Erasure requests",
  intake_offers: "Waitlist seat offers",
  intake_interest: "Requests to hear about the next intake",
  audit_log: "Changes made by staff",
  sessions: "Sign-in sessions",
  password_reset_tokens: "Password reset links",
  email_verification_tokens: "E-mail verification links",
  rate_limits: "Rate limit counters",
  webauthn_challenges: "Passkey challenges",
};
