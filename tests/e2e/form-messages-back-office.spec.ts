import { isBackOffice } from "../support/form-cases.ts";
import { formMessageTests } from "./form-messages.ts";

// The back-office's forms' field messages in the browser, signed out and signed in (tests/e2e/form-messages.ts).
formMessageTests(isBackOffice);
