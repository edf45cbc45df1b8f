/**
 * The five public forms, placed by the pages. Each is a real HTML form first (it works with
 * JavaScript off), enhanced by app/enhance/forms.ts on public pages and by React in the portal.
 */
export { ConsultationForm } from "./ConsultationForm.tsx";
export { ContactForm } from "./ContactForm.tsx";
export { EnrolmentForm } from "./EnrolmentForm.tsx";
export { NewsletterForm } from "./NewsletterForm.tsx";
export { OutlineForm } from "./OutlineForm.tsx";
