/**
 * Turns the server-rendered chat link into the button that opens the chat panel, floating in the
 * window's corner where it covers nothing (app/enhance/chat-placement.ts, docs/decisions/0110).
 * The panel's code (app/enhance/chat-panel.ts) is a separate chunk, fetched on the first hover,
 * focus or click, so pages pay almost nothing for the chat until someone uses it.
 */
import { freePlace } from "./chat-placement.ts";

const OPEN_KEY = "chat-open";
const HIDDEN_KEY = "chat-launcher-hidden";

type PanelModule = typeof import("./chat-panel.ts");
let loading: Promise<PanelModule> | undefined;
const loadPanel = () => {
  loading ??= import("./chat-panel.ts");
  return loading;
};

function stored(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === "1";
  } catch {
    return false; // storage blocked: the default applies
  }
}

function store(key: string, on: boolean) {
  try {
    if (on) sessionStorage.setItem(key, "1");
    else sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/**
 * Floats the dock in the corner and keeps it where it covers nothing: after every scroll, resize,
 * menu toggle or change of the page, once per frame. Hidden by the visitor, it goes back to its
 * home at the end of the page (the strip that keeps room for it) and stays there for the visit.
 */
function float(dock: HTMLElement, dismiss: HTMLButtonElement) {
  let frame = 0;
  const place = () => {
    frame = 0;
    if (!dock.hasAttribute("data-floating")) return;
    const spot = freePlace(dock);
    // Keyboard users reach it by Tab even where it would cover something: focus shows it.
    const focused = dock.contains(document.activeElement);
    if (spot) {
      dock.style.transform = `translate(${spot.x}px, ${spot.y}px)`;
      dock.removeAttribute("data-aside");
    } else if (!focused) {
      dock.setAttribute("data-aside", "hidden");
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  const setFloating = (on: boolean) => {
    dock.toggleAttribute("data-floating", on);
    dismiss.hidden = !on;
    // Out of view until the first placement, so it never flashes over the page's top corner.
    if (on) dock.setAttribute("data-aside", "hidden");
    if (!on) {
      dock.style.transform = "";
      dock.removeAttribute("data-aside");
    } else schedule();
  };
  dismiss.addEventListener("click", () => {
    store(HIDDEN_KEY, true);
    setFloating(false);
    // Focus follows the launcher to its home at the end of the page.
    dock.querySelector<HTMLElement>("a[data-chat-launcher]")?.focus();
  });
  for (const type of ["scroll", "resize"]) window.addEventListener(type, schedule, { passive: true });
  document.addEventListener("toggle", schedule, true);
  dock.addEventListener("focusin", () => {
    dock.removeAttribute("data-aside");
    schedule();
  });
  dock.addEventListener("focusout", schedule);
  new ResizeObserver(schedule).observe(document.body);
  setFloating(!stored(HIDDEN_KEY));
}

export function enhanceChatLauncher(doc: Document) {
  const launcher = doc.querySelector<HTMLAnchorElement>("a[data-chat-launcher]");
  if (!launcher) return;
  launcher.setAttribute("role", "button");
  launcher.setAttribute("aria-haspopup", "dialog");
  launcher.setAttribute("aria-expanded", "false");
  launcher.setAttribute("aria-controls", "chat-panel");
  const dock = launcher.closest<HTMLElement>("[data-chat-dock]");
  const dismiss = dock?.querySelector<HTMLButtonElement>("button[data-chat-dismiss]");
  if (dock && dismiss) float(dock, dismiss);

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
  if (stored(OPEN_KEY)) void open(false);
}
