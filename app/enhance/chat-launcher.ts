/**
 * Turns the server-rendered chat link into the button that opens the chat panel. The panel's code
 * (app/enhance/chat-panel.ts) is a separate chunk, fetched on the first hover, focus or click, so
 * pages pay almost nothing for the chat until someone uses it.
 */
const OPEN_KEY = "chat-open";

type PanelModule = typeof import("./chat-panel.ts");
let loading: Promise<PanelModule> | undefined;
const loadPanel = () => {
  loading ??= import("./chat-panel.ts");
  return loading;
};

function rememberedOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === "1";
  } catch {
    return false; // storage blocked: the panel just does not reopen by itself
  }
}

export function enhanceChatLauncher(doc: Document) {
  const launcher = doc.querySelector<HTMLAnchorElement>("a[data-chat-launcher]");
  if (!launcher) return;
  launcher.setAttribute("role", "button");
  launcher.setAttribute("aria-haspopup", "dialog");
  launcher.setAttribute("aria-expanded", "false");
  launcher.setAttribute("aria-controls", "chat-panel");

  // If the panel's code cannot be fetched (offline, blocked), the link does what it says.
  const open = (followLinkOnFailure = true) =>
    loadPanel()
      .then((panel) => panel.openChatPanel(launcher))
      .catch(() => {
        loading = undefined;
        if (followLinkOnFailure) window.location.assign(launcher.href);
      });
  // Warm-up fetches; a failure here is retried by the click.
  const preload = () =>
    void loadPanel().catch(() => {
      loading = undefined;
    });
  launcher.addEventListener("pointerenter", preload, { once: true });
  launcher.addEventListener("focus", preload, { once: true });
  launcher.addEventListener("click", (event) => {
    event.preventDefault();
    void open();
  });
  // A link activates on Enter only; a button also on Space.
  launcher.addEventListener("keydown", (event) => {
    if (event.key !== " ") return;
    event.preventDefault();
    void open();
  });
  // The panel stays open across pages of one visit (it remembers that in sessionStorage).
  if (rememberedOpen()) void open(false);
}
