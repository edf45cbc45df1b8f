/**
 * Public forms with JavaScript on: check the form with its own Zod schema on submit, post JSON to
 * the form's API, disable the button and show its spinner meanwhile, put the server's field errors
 * under their fields, and show the thank-you, the overlays or a failure with a retry without a
 * page reload. The markup contract is in app/components/forms/FormKit.tsx.
 *
 * The schemas are not in this file: they load on the visitor's first interaction with a form
 * (./form-rules.ts), so no page ships Zod up front (docs/decisions/0023).
 */
import { type FormValues, valuesOf } from "#forms/form-values.ts";

type Reply = {
  message?: string;
  pdfUrl?: string;
  data?: { linked?: boolean; placeInLine?: number };
  error?: { messages?: string[]; fields?: Record<string, string> };
};

const FAILURE =
  "Sorry, we couldn't send your details just now. Your answers are still here: please try again.";

/** Where the schemas' bundle is; scripts/build-enhance.mjs defines it at build time. */
declare const FORM_RULES_URL: string;
type Rules = typeof import("./form-rules.ts");
let rules: Promise<Rules | undefined> | undefined;

/** The schemas' bundle, fetched once. If it cannot load, the server's own check still answers. */
function loadRules(): Promise<Rules | undefined> {
  rules ??= (import(FORM_RULES_URL) as Promise<Rules>).catch(() => {
    rules = undefined;
    return undefined;
  });
  return rules;
}

async function check(form: HTMLFormElement, values: FormValues): Promise<Record<string, string>> {
  const loaded = await loadRules();
  return loaded ? loaded.check(form.dataset.enhance ?? "", values) : {};
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
  const waitlist = root.querySelector<HTMLElement>("[data-waitlist-note]");
  if (waitlist) {
    const place = reply.data?.placeInLine;
    waitlist.hidden = !place;
    waitlist.textContent = place
      ? `The intake is full, so your application is on its waitlist: you are number ${place} in line. We will e-mail you if a seat frees up.`
      : "";
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
  const values = valuesOf(form);
  const errors = await check(form, values);
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
    // Parts of a form with their own script (the slot picker) follow the reply through this event.
    form.dispatchEvent(new CustomEvent("enhance:reply", { detail: { status: res.status, reply } }));
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

/** Forms between a click on send and the reply: a second click meanwhile does nothing. */
const submitting = new WeakSet<HTMLFormElement>();

/**
 * The enrolment form's intake list follows the chosen course (issue 14): intakes of other courses
 * are hidden and a chosen one is cleared. Without JavaScript every open intake is listed, each
 * labelled "<course>: …" (server/intakes/apply.ts), and the server refuses a mismatch.
 */
function intakesFollowCourse(form: HTMLFormElement) {
  const course = form.elements.namedItem("course");
  const intake = form.elements.namedItem("intakeId");
  if (!(course instanceof HTMLSelectElement) || !(intake instanceof HTMLSelectElement)) return;
  const sync = () => {
    for (const option of intake.options) {
      if (!option.value) continue;
      const other = course.value !== "" && !option.text.startsWith(`${course.value}:`);
      option.hidden = other;
      option.disabled = other;
      if (other && option.selected) intake.value = "";
    }
  };
  course.addEventListener("change", sync);
  sync();
}

export function enhanceForms(doc: Document) {
  for (const form of doc.querySelectorAll<HTMLFormElement>("form[data-enhance]")) {
    intakesFollowCourse(form);
    // Typing into a field takes long enough to fetch the schemas before the first submit.
    for (const type of ["focusin", "pointerdown"])
      form.addEventListener(type, () => void loadRules(), { once: true });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (submitting.has(form)) return;
      submitting.add(form);
      void submit(form).finally(() => submitting.delete(form));
    });
    // Says that this script now handles the form's submit (browser tests wait for it).
    form.dataset.enhanced = "";
  }
  // A result the server rendered without JavaScript (an open overlay) becomes a proper modal.
  for (const dialog of doc.querySelectorAll<HTMLDialogElement>("dialog[data-overlay][open]")) {
    dialog.close();
    dialog.showModal();
  }
}
