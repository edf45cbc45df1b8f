/**
 * The chat panel: a side panel built on first open (this module is its own chunk). It loads the
 * history, streams answers in, lets the visitor leave their details and clear the conversation.
 * Chat content is HTML sanitized by the server; anything typed here is shown as text only.
 */
import { QUESTION_MAX_LENGTH } from "#forms/chat-rules.ts";
import {
  ApiError,
  askForPerson,
  askStreaming,
  type Chat,
  clearConversation,
  loadHistory,
  readDetails,
  readThread,
  saveDetails,
  type Thread,
} from "./chat-api.ts";
import { suggestedQuestions } from "./chat-suggestions.ts";
import { formatTime } from "#forms/dates.ts";

const OPEN_KEY = "chat-open";
/** While a person handles the thread, the open panel reads it this often (a reply shows within 2 s). */
const POLL_MS = 1500;
/**
 * The provider's name as the page says it: the site layout writes the published site document's
 * name on the chat dock (issue 32), so a rename shows in the panel's labels on the next page.
 */
function siteName(): string {
  return document.querySelector<HTMLElement>("[data-chat-dock]")?.dataset.siteName?.trim() ?? "";
}
const WELCOME =
  "Hi! Ask me about our training programs, services and prices, fees, timetable, opening hours or how to reach us.";

/** Remembers for this visit whether the panel is open, so it stays open across pages. */
function remember(open: boolean) {
  try {
    if (open) sessionStorage.setItem(OPEN_KEY, "1");
    else sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Storage blocked: the panel simply does not follow the visitor to the next page.
  }
}

type Attrs = Record<string, string | boolean>;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false) continue;
    el.setAttribute(name, value === true ? "" : value);
  }
  el.append(...children);
  return el;
}

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold disabled:cursor-not-allowed";
const primary = `${buttonClass} bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/70`;
const secondary = `${buttonClass} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`;
const inputClass = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900";

/** Initials for a person's avatar ("Ana Lima" → "AL"). */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

/**
 * Who said it and when, as a messenger shows it: an avatar and a name for the assistant and for a
 * staff member (their first name), "You" for the visitor, and the time (forms/dates.ts: the
 * business zone with its abbreviation).
 */
function speaker(
  type: Chat["type"] | "notice",
  author: string | undefined,
  at: string | undefined,
): HTMLElement {
  const provider = siteName();
  const name =
    type === "client"
      ? "You"
      : type === "staff"
        ? [author ?? "Our team", provider].filter(Boolean).join(" · ")
        : provider
          ? `${provider} assistant`
          : "Assistant";
  const avatar =
    type === "client" || type === "notice"
      ? null
      : h(
          "span",
          {
            "aria-hidden": "true",
            class: `inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${type === "staff" ? "bg-amber-200 text-amber-950" : "bg-brand-700 text-white"}`,
          },
          type === "staff" ? initials(author ?? "Our team") : initials(provider || "Assistant"),
        );
  const time = at
    ? h("time", { datetime: at, class: "text-xs font-normal text-slate-600" }, formatTime(at))
    : null;
  return h(
    "p",
    {
      class: `mb-1 flex items-center gap-2 text-xs font-semibold text-slate-800 ${type === "client" ? "justify-end" : ""}`,
    },
    ...(avatar ? [avatar] : []),
    h("span", {}, name),
    ...(time ? [time] : []),
  );
}

function bubble(
  type: Chat["type"] | "notice",
  html?: string,
  text?: string,
  author?: string,
  at?: string,
): HTMLLIElement {
  const styles = {
    client: "ml-auto bg-brand-700 text-white",
    assistant: "mr-auto bg-slate-100 text-slate-900",
    staff: "mr-auto border border-brand-700 bg-white text-slate-900",
    notice: "mr-auto border border-amber-400 bg-amber-50 text-amber-950",
  } as const;
  const li = h("li", {
    class: `flex max-w-[85%] flex-col ${type === "client" ? "ml-auto items-end" : "mr-auto items-start"}`,
    "data-chat-type": type,
  });
  const box = h("div", {
    class: `rounded-2xl px-4 py-2 break-words ${styles[type].replace(/\b(ml|mr)-auto\b/, "")}`,
  });
  // Rendered answers are paragraphs and lists; typed or streamed text keeps its line breaks.
  const prose =
    "[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_p+p]:mt-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5";
  const body = h("div", { class: html === undefined || type === "client" ? "whitespace-pre-wrap" : prose });
  if (html !== undefined) body.innerHTML = html;
  else body.textContent = text ?? "";
  box.append(body);
  li.append(speaker(type, author, at), box);
  return li;
}

class ChatPanel {
  readonly root: HTMLElement;
  private readonly log: HTMLOListElement;
  private readonly logRegion: HTMLElement;
  private readonly typing: HTMLElement;
  private readonly question: HTMLTextAreaElement;
  private readonly send: HTMLButtonElement;
  private readonly counter: HTMLElement;
  private readonly status: HTMLElement;
  private readonly detailsForm: HTMLFormElement;
  private readonly detailsToggle: HTMLButtonElement;
  private readonly confirmRow: HTMLElement;
  private readonly suggestions: HTMLElement;
  private readonly handoffForm: HTMLFormElement;
  private readonly handoffToggle: HTMLButtonElement;
  private visitorId: string | undefined;
  /** The history's first load; a question typed meanwhile waits for it. */
  private loading: Promise<void> | undefined;
  /** The thread as last drawn (ids), and the poll that keeps it fresh during a handoff. */
  private shown = "";
  private poll: ReturnType<typeof setTimeout> | undefined;
  private handedOff = false;
  private fitting = false;

  constructor(private readonly launcher: HTMLElement) {
    const title = h("h2", { id: "chat-title", class: "text-lg font-semibold" }, "Chat with our assistant");
    const close = h("button", {
      type: "button",
      class: "rounded-md p-2 hover:bg-white/10",
      "aria-label": "Close chat",
    });
    close.innerHTML =
      '<svg viewBox="0 0 24 24" class="size-6" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18"/></svg>';
    close.addEventListener("click", () => this.close());

    this.detailsToggle = h(
      "button",
      {
        type: "button",
        class: "text-sm underline",
        "aria-expanded": "false",
        "aria-controls": "chat-details",
      },
      "Your details",
    );
    this.detailsToggle.addEventListener("click", () => void this.toggleDetails());

    this.detailsForm = this.buildDetailsForm();
    // The live region is a focusable, scrollable container around the list of messages (an <ol>
    // with role=log would lose its list semantics, and a scrolling region must take focus).
    this.log = h("ol", { class: "flex flex-col gap-3" });
    this.logRegion = h(
      "div",
      {
        role: "log",
        "aria-label": "Conversation",
        "aria-live": "polite",
        tabindex: "0",
        class: "flex-1 overflow-y-auto px-4 py-4",
      },
      this.log,
    );
    this.typing = h(
      "p",
      { class: "px-4 pb-2 text-sm text-slate-600", hidden: true, "data-chat-typing": true },
      "The assistant is typing…",
    );
    this.status = h("p", { role: "status", class: "px-4 text-sm text-slate-700" });

    this.question = h("textarea", {
      id: "chat-question",
      name: "question",
      rows: "2",
      maxlength: String(QUESTION_MAX_LENGTH),
      required: true,
      class: `${inputClass} resize-none`,
      "aria-describedby": "chat-question-count",
    });
    this.counter = h("p", { id: "chat-question-count", class: "text-xs text-slate-600" });
    this.send = h("button", { type: "submit", class: primary }, "Send");
    const compose = h(
      "form",
      { class: "border-t border-slate-200 px-4 py-3" },
      h("label", { for: "chat-question", class: "text-sm font-medium" }, "Your question"),
      this.question,
      h("div", { class: "mt-2 flex items-center justify-between gap-2" }, this.counter, this.send),
    );
    compose.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.ask();
    });
    this.question.addEventListener("input", () => this.updateCounter());
    this.question.addEventListener("keydown", (event) => {
      // Enter sends, Shift+Enter starts a new line, as in most chat boxes.
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        compose.requestSubmit();
      }
    });

    const clear = h("button", { type: "button", class: "text-sm underline" }, "Clear conversation");
    const confirmYes = h(
      "button",
      { type: "button", class: `${secondary} min-h-9 text-sm` },
      "Yes, clear it",
    );
    const confirmNo = h("button", { type: "button", class: `${secondary} min-h-9 text-sm` }, "Cancel");
    this.confirmRow = h(
      "div",
      { class: "flex flex-wrap items-center gap-2", hidden: true },
      h("span", { class: "text-sm" }, "Delete every message in this conversation?"),
      confirmYes,
      confirmNo,
    );
    clear.addEventListener("click", () => {
      this.confirmRow.hidden = false;
      confirmNo.focus();
    });
    confirmNo.addEventListener("click", () => {
      this.confirmRow.hidden = true;
      clear.focus();
    });
    confirmYes.addEventListener("click", () => void this.clear(clear));

    // Suggested questions for this page; a click asks it. Shown while the conversation is empty.
    const suggestionList = h("ul", { class: "flex flex-wrap gap-2" });
    for (const text of suggestedQuestions(
      window.location.pathname,
      document.querySelector("h1")?.textContent,
    )) {
      const button = h(
        "button",
        { type: "button", class: `${secondary} min-h-9 rounded-full text-sm` },
        text,
      );
      button.addEventListener("click", () => {
        this.question.value = text;
        void this.ask();
      });
      suggestionList.append(h("li", {}, button));
    }
    this.suggestions = h(
      "section",
      {
        class: "border-t border-slate-200 px-4 py-3",
        "aria-labelledby": "chat-suggestions-title",
        hidden: true,
      },
      h("h3", { id: "chat-suggestions-title", class: "mb-2 text-sm font-semibold" }, "Suggested questions"),
      suggestionList,
    );
    this.handoffToggle = h(
      "button",
      {
        type: "button",
        class: "text-sm font-semibold text-brand-800 underline",
        "aria-expanded": "false",
        "aria-controls": "chat-handoff",
      },
      "Talk to a person",
    );
    this.handoffToggle.addEventListener("click", () => {
      const show = this.handoffForm.hidden;
      this.handoffForm.hidden = !show;
      this.handoffToggle.setAttribute("aria-expanded", String(show));
      if (show) (this.handoffForm.elements.namedItem("email") as HTMLInputElement).focus();
    });
    this.handoffForm = this.buildHandoffForm();
    const person = h(
      "p",
      { class: "text-sm text-slate-700" },
      "Or: ",
      h("a", { href: "/contact-us", class: "font-semibold text-brand-800 underline" }, "send us a message"),
      " or ",
      h(
        "a",
        { href: "/expertise/book-a-free-consultation", class: "font-semibold text-brand-800 underline" },
        "book a free consultation",
      ),
      ".",
    );

    this.root = h(
      "section",
      {
        id: "chat-panel",
        role: "dialog",
        "aria-modal": "false",
        "aria-labelledby": "chat-title",
        class:
          "fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-slate-200 bg-white text-slate-900 shadow-2xl",
        hidden: true,
      },
      // Plain divs: a <header> or <footer> here would be a second banner or contentinfo landmark.
      h(
        "div",
        { class: "flex items-center justify-between gap-2 bg-brand-800 px-4 py-3 text-white" },
        title,
        h("div", { class: "flex items-center gap-3" }, this.detailsToggle, close),
      ),
      this.detailsForm,
      this.logRegion,
      this.suggestions,
      this.typing,
      this.status,
      compose,
      h(
        "div",
        { class: "space-y-2 border-t border-slate-200 px-4 py-2 text-xs text-slate-600" },
        h("div", { class: "flex flex-wrap items-center gap-x-4 gap-y-1" }, this.handoffToggle, clear),
        this.handoffForm,
        person,
        this.confirmRow,
        h(
          "p",
          {},
          "Answers come from our website's content. Your messages are stored so we can follow up; you can clear them at any time. ",
          h("a", { href: "/privacy", class: "font-semibold text-brand-800 underline" }, "Privacy policy"),
          " · ",
          h("a", { href: "/terms", class: "font-semibold text-brand-800 underline" }, "Terms"),
        ),
      ),
    );
    this.root.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        this.close();
      }
    });
    document.body.append(this.root);
    this.updateCounter();
  }

  private buildDetailsForm(): HTMLFormElement {
    const field = (name: string, label: string, type: string, autocomplete: string) =>
      h(
        "div",
        {},
        h("label", { for: `chat-${name}`, class: "text-sm font-medium" }, label),
        h("input", {
          id: `chat-${name}`,
          name,
          type,
          autocomplete,
          class: inputClass,
          "aria-describedby": `chat-${name}-error`,
        }),
        h("p", { id: `chat-${name}-error`, class: "text-sm text-red-700", "data-error-for": name }),
      );
    const message = h("p", { role: "status", class: "text-sm text-slate-700" });
    const form = h(
      "form",
      {
        id: "chat-details",
        class: "space-y-2 border-b border-slate-200 bg-slate-50 px-4 py-3",
        hidden: true,
      },
      h("p", { class: "text-sm text-slate-700" }, "Optional: tell us how to reach you about your questions."),
      field("name", "Name", "text", "name"),
      field("email", "E-mail", "email", "email"),
      field("mobile", "Mobile", "tel", "tel"),
      h(
        "div",
        { class: "flex items-center gap-3" },
        h("button", { type: "submit", class: primary }, "Save details"),
        message,
      ),
    );
    form.noValidate = true;
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      // The visitor id arrives with the history; a click before that waits for it.
      if (this.loading) await this.loading;
      if (!this.visitorId) {
        message.textContent = "Something went wrong. Please try again.";
        return;
      }
      const value = (name: string) =>
        (form.elements.namedItem(name) as HTMLInputElement).value.trim() || null;
      for (const p of form.querySelectorAll<HTMLElement>("[data-error-for]")) p.textContent = "";
      try {
        const reply = await saveDetails(this.visitorId, {
          name: value("name"),
          email: value("email"),
          mobile: value("mobile"),
        });
        message.textContent = reply.message;
      } catch (error) {
        message.textContent = "";
        const fields = error instanceof ApiError ? error.fields : {};
        for (const [name, text] of Object.entries(fields)) {
          const slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
          if (slot) slot.textContent = text;
        }
        if (Object.keys(fields).length === 0) message.textContent = (error as Error).message;
        else form.querySelector<HTMLInputElement>(`[name="${Object.keys(fields)[0]}"]`)?.focus();
      }
    });
    return form;
  }

  /** "Talk to a person": an optional e-mail (for a reply after the visitor left), then the handoff. */
  private buildHandoffForm(): HTMLFormElement {
    const error = h("p", { id: "chat-handoff-error", class: "text-sm text-red-700" });
    const email = h("input", {
      id: "chat-handoff-email",
      name: "email",
      type: "email",
      autocomplete: "email",
      class: inputClass,
      "aria-describedby": "chat-handoff-error",
    });
    const form = h(
      "form",
      { id: "chat-handoff", class: "space-y-2 text-sm text-slate-800", hidden: true },
      h(
        "label",
        { for: "chat-handoff-email", class: "font-medium" },
        "Email address for our reply (optional: used if you leave the site)",
      ),
      email,
      error,
      h("button", { type: "submit", class: `${primary} min-h-9 text-sm` }, "Ask for a person"),
    );
    form.noValidate = true;
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (this.loading) await this.loading;
      if (!this.visitorId) return;
      error.textContent = "";
      try {
        const reply = await askForPerson(this.visitorId, email.value.trim() || null);
        form.hidden = true;
        this.handoffToggle.setAttribute("aria-expanded", "false");
        // The notice is the assistant's message in the thread (and the live region reads it):
        // not repeated in the status line, so the visitor reads it once.
        this.show(reply.data);
        this.question.focus();
      } catch (failure) {
        error.textContent = (failure as Error).message;
        email.focus();
      }
    });
    return form;
  }

  /** Draws the thread when it changed, and polls it while a person handles the conversation. */
  private show(thread: Thread) {
    const ids = thread.chats.map((c) => c.id).join();
    if (ids !== this.shown || thread.chats.length === 0) this.render(thread.chats);
    this.shown = ids;
    const state = thread.conversation?.state;
    this.handedOff = state === "needs-reply" || state === "answered-by-staff";
    this.schedulePoll();
  }

  private schedulePoll() {
    clearTimeout(this.poll);
    if (!this.handedOff || this.root.hidden || !this.visitorId) return;
    const id = this.visitorId;
    this.poll = setTimeout(async () => {
      try {
        if (!this.question.disabled) this.show(await readThread(id));
        else this.schedulePoll();
      } catch {
        this.schedulePoll(); // a missed poll is retried; the visitor keeps typing
      }
    }, POLL_MS);
  }

  private async toggleDetails() {
    const show = this.detailsForm.hidden;
    this.detailsForm.hidden = !show;
    this.detailsToggle.setAttribute("aria-expanded", String(show));
    if (!show) return;
    // Focus moves when the form opens, not when the prefill arrives: a visitor who has already
    // clicked into another field and started typing keeps their place.
    (this.detailsForm.elements.namedItem("name") as HTMLInputElement).focus();
    if (!this.visitorId) return;
    try {
      const { data } = await readDetails(this.visitorId);
      for (const name of ["name", "email", "mobile"] as const) {
        const input = this.detailsForm.elements.namedItem(name) as HTMLInputElement;
        if (!input.value) input.value = data[name] ?? "";
      }
    } catch {
      // Prefilling is a courtesy; the form works empty.
    }
  }

  private updateCounter() {
    this.counter.textContent = `${this.question.value.length} / ${QUESTION_MAX_LENGTH} characters`;
  }

  /** The greeting stays at the top of the conversation, as a messenger keeps its first message. */
  private render(chats: Chat[]) {
    this.suggestions.hidden = chats.length > 0;
    this.log.replaceChildren(
      bubble("assistant", undefined, WELCOME),
      ...chats.map((c) => bubble(c.type, c.content, undefined, c.author, c.createdAt)),
    );
    this.scrollToEnd();
  }

  /**
   * Keeps the panel inside what is visible when a phone's keyboard is up (the visual viewport), so
   * the question box and the suggestions just above it stay in view while the log shrinks.
   */
  private fitViewport() {
    const viewport = window.visualViewport;
    if (!viewport || this.fitting) return;
    this.fitting = true;
    const fitPanel = () => {
      if (this.root.hidden) return;
      this.root.style.top = `${viewport.offsetTop}px`;
      this.root.style.height = `${viewport.height}px`;
      this.root.style.bottom = "auto";
    };
    viewport.addEventListener("resize", fitPanel);
    viewport.addEventListener("scroll", fitPanel);
    fitPanel();
  }

  private scrollToEnd() {
    this.logRegion.scrollTop = this.logRegion.scrollHeight;
  }

  private setSending(sending: boolean) {
    this.question.disabled = sending;
    this.send.disabled = sending;
    this.typing.hidden = !sending;
    this.logRegion.setAttribute("aria-busy", String(sending));
  }

  async open() {
    const reopened = !this.root.hidden || this.loading !== undefined;
    this.root.hidden = false;
    this.launcher.setAttribute("aria-expanded", "true");
    remember(true);
    this.fitViewport();
    // On a touch screen, focusing the box would raise the keyboard over the suggested questions:
    // focus goes to the conversation instead, and the keyboard comes when the visitor taps the box.
    if (window.matchMedia("(pointer: coarse)").matches) this.logRegion.focus();
    else this.question.focus();
    if (!this.loading) this.loading = this.load();
    await this.loading;
    if (reopened) this.schedulePoll();
  }

  private async load() {
    this.status.textContent = "Loading your conversation…";
    try {
      const { visitorId, ...thread } = await loadHistory();
      this.visitorId = visitorId;
      this.status.textContent = "";
      this.show(thread);
    } catch (error) {
      this.loading = undefined; // the next open tries again
      this.status.textContent = `The chat could not be loaded. ${(error as Error).message}`;
    }
  }

  close() {
    clearTimeout(this.poll);
    this.root.hidden = true;
    this.launcher.setAttribute("aria-expanded", "false");
    remember(false);
    this.launcher.focus();
  }

  private async ask() {
    const text = this.question.value.trim();
    if (text && this.loading) await this.loading;
    if (!text || !this.visitorId) {
      this.question.focus();
      return;
    }
    this.status.textContent = "";
    this.suggestions.hidden = true;
    const mine = bubble("client", undefined, text, undefined, new Date().toISOString());
    this.log.append(mine);
    this.question.value = "";
    this.updateCounter();
    this.setSending(true);
    this.scrollToEnd();

    let answer: HTMLLIElement | undefined;
    const answerText = () => {
      if (!answer) {
        answer = bubble("assistant", undefined, "", undefined, new Date().toISOString());
        this.log.append(answer);
      }
      return answer.querySelector<HTMLElement>("div > div")!;
    };
    try {
      const chats = await askStreaming(this.visitorId, text, {
        delta: (piece) => {
          this.typing.hidden = true;
          answerText().textContent += piece;
          this.scrollToEnd();
        },
        reset: () => {
          answerText().textContent = "";
        },
      });
      this.render(chats);
      this.shown = chats.map((c) => c.id).join();
      // Two unanswered questions in a row hand the thread to a person: read who answers now.
      readThread(this.visitorId)
        .then((thread) => this.show(thread))
        .catch(() => {});
    } catch (error) {
      // Refused or failed: the question was not stored, so it goes back into the box.
      mine.remove();
      answer?.remove();
      this.question.value = text;
      this.updateCounter();
      this.log.append(bubble("notice", undefined, (error as Error).message));
      this.scrollToEnd();
    } finally {
      this.setSending(false);
      // Back to the question box, unless the visitor moved on to their details meanwhile:
      // taking focus from a field they are typing in would send their keystrokes elsewhere.
      if (!this.detailsForm.contains(document.activeElement)) this.question.focus();
    }
  }

  private async clear(clearButton: HTMLButtonElement) {
    if (!this.visitorId) return;
    try {
      const reply = await clearConversation(this.visitorId);
      this.render([]);
      this.status.textContent = reply.message;
    } catch (error) {
      this.status.textContent = (error as Error).message;
    }
    this.confirmRow.hidden = true;
    clearButton.focus();
  }
}

let panel: ChatPanel | undefined;

/** Opens the panel (building it the first time) for the launcher that asked. */
export function openChatPanel(launcher: HTMLElement) {
  panel ??= new ChatPanel(launcher);
  void panel.open();
}
