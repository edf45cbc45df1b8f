/**
 * Public forms with JavaScript on: check the required fields on submit (the rules and messages
 * come from the Zod schemas via data-rules, so no Zod ships here), post JSON to the form's API,
 * disable the button and show its spinner meanwhile, put the server's field errors under their
 * fields, and show the thank-you, the overlays or a failure with a retry without a page reload.
 * The markup contract is in app/components/forms/FormKit.tsx.
 */
type Rules = Record<string, { required?: string; email?: string; checked?: string }>;
type Reply = {
  message?: string;
  pdfUrl?: string;
  data?: { linked?: boolean };
  error?: { messages?: string[]; fields?: Record<string, string> };
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FAILURE =
  "Sorry, we couldn't send your details just now. Your answers are still here: please try again.";

function body(form: HTMLFormElement): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") out[key] = value;
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]"))
    out[box.name] = box.checked;
  return out;
}

function check(rules: Rules, values: Record<string, string | boolean>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = values[name];
    const textValue = typeof value === "string" ? value.trim() : "";
    if (rule.checked && value !== true) errors[name] = rule.checked;
    else if (rule.required && !textValue) errors[name] = rule.required;
    else if (rule.email && textValue && !EMAIL.test(textValue)) errors[name] = rule.email;
  }
  return errors;
}

function showErrors(form: HTMLFormElement, errors: Record<string, string>) {
  for (const slot of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    const name = slot.dataset.errorFor!;
    const message = errors[name] ?? "";
    slot.textContent = message;
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLElement) {
      if (message) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
      control.classList.toggle("border-red-600", Boolean(message));
      control.classList.toggle("border-slate-300", !message);
    }
  }
  const first = Object.keys(errors)[0];
  const control = first ? form.elements.namedItem(first) : null;
  if (control instanceof HTMLElement) control.focus();
}

function setPending(form: HTMLFormElement, pending: boolean) {
  for (const button of form.querySelectorAll<HTMLButtonElement>("button[type=submit]")) {
    button.disabled = pending;
    if (pending) button.setAttribute("aria-busy", "true");
    else button.removeAttribute("aria-busy");
    button.querySelector("[data-pending-indicator]")?.classList.toggle("hidden", !pending);
  }
}

function openOverlay(root: Element, kind: string) {
  const dialog = root.querySelector<HTMLDialogElement>(`dialog[data-overlay="${kind}"]`);
  if (!dialog) return;
  if (dialog.open) dialog.close();
  dialog.showModal();
}

function showFailure(form: HTMLFormElement, root: Element, message?: string) {
  if (form.dataset.failureMode === "overlay") return openOverlay(root, "failure");
  const alert = form.querySelector<HTMLElement>("[data-form-failure]");
  if (!alert) return;
  alert.querySelector("[data-failure-text]")!.textContent = message || FAILURE;
  alert.hidden = false;
  alert.focus();
}

function showSuccess(form: HTMLFormElement, root: Element, reply: Reply) {
  if (form.dataset.enhance === "newsletter") {
    form.reset();
    return openOverlay(root, "success");
  }
  const pdf = root.querySelector<HTMLAnchorElement>("[data-pdf-link]");
  if (pdf && reply.pdfUrl) pdf.href = reply.pdfUrl;
  const home = root.querySelector<HTMLAnchorElement>("[data-home-link]");
  if (home && reply.data?.linked) {
    home.href = home.dataset.portalHref ?? "/portal";
    home.querySelector<HTMLElement>("[data-link-portal]")!.hidden = false;
    home.querySelector<HTMLElement>("[data-link-home]")!.hidden = true;
  }
  const invite = root.querySelector<HTMLElement>("[data-account-invite]");
  if (invite) {
    const email = String(new FormData(form).get("email") ?? "").trim();
    invite.hidden = Boolean(reply.data?.linked);
    const link = invite.querySelector<HTMLAnchorElement>("[data-sign-up-link]");
    if (link && email) link.href = `/portal/sign-up?${new URLSearchParams({ email })}`;
  }
  const panel = root.querySelector<HTMLElement>("[data-form-success]");
  if (panel) {
    form.hidden = true;
    panel.hidden = false;
    panel.focus();
  } else {
    form.reset();
    openOverlay(root, "success");
  }
}

async function submit(form: HTMLFormElement) {
  const root = form.closest("[data-form-root]") ?? form;
  const values = body(form);
  const errors = check(JSON.parse(form.dataset.rules ?? "{}") as Rules, values);
  showErrors(form, errors);
  const alert = form.querySelector<HTMLElement>("[data-form-failure]");
  if (alert) alert.hidden = true;
  if (Object.keys(errors).length > 0) return;
  setPending(form, true);
  try {
    const res = await fetch(form.dataset.api!, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(values),
    });
    const reply = (await res.json().catch(() => ({}))) as Reply;
    if (res.ok) showSuccess(form, root, reply);
    else if (res.status === 400 && reply.error?.fields) showErrors(form, reply.error.fields);
    else if (res.status === 409 && form.dataset.enhance === "newsletter") openOverlay(root, "error");
    else showFailure(form, root, res.status < 500 ? reply.error?.messages?.[0] : undefined);
  } catch {
    showFailure(form, root);
  } finally {
    setPending(form, false);
  }
}

export function enhanceForms(doc: Document) {
  for (const form of doc.querySelectorAll<HTMLFormElement>("form[data-enhance]")) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (form.querySelector("button[aria-busy]")) return;
      void submit(form);
    });
  }
  // A result the server rendered without JavaScript (an open overlay) becomes a proper modal.
  for (const dialog of doc.querySelectorAll<HTMLDialogElement>("dialog[data-overlay][open]")) {
    dialog.close();
    dialog.showModal();
  }
}
