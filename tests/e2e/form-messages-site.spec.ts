import { isBackOffice } from "../support/form-cases.ts";
import { formMessageTests } from "./form-messages.ts";

// The public forms' and the student portal's field messages in the browser (tests/e2e/form-messages.ts).
formMessageTests((c) => !isBackOffice(c));
