import { formMessageTests } from "./form-messages.ts";

// The back-office's forms' field messages, signed out and signed in (tests/e2e/form-messages.ts).
formMessageTests((c) => c.as === "admin" || c.name.startsWith("admin "));
