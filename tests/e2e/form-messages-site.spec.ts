import { formMessageTests } from "./form-messages.ts";

// The public forms' and the student portal's field messages (tests/e2e/form-messages.ts).
formMessageTests((c) => c.as !== "admin" && !c.name.startsWith("admin "));
