/**
 * The consultation time picker with JavaScript on. The server renders a plain <select> of free
 * slots in the business zone (app/components/forms/SlotPicker.tsx); this replaces it with a row
 * of days, then the times of the chosen day, both in the visitor's own time zone, and names the
 * business zone. The choice is posted as `slotStart` (radio buttons, so keyboard and screen
 * readers get native group behaviour); the select is disabled so it is not posted twice.
 * After a 409 ("That time was just taken") the list is fetched again from the slots API.
 */
import { consultationBooked } from "#content/confirmations.ts";
import { formatTimeRange } from "#forms/dates.ts";

type Slot = { start: string };

const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const dayKey = new Intl.DateTimeFormat("en-CA", {
  timeZone: visitorZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
// Day before month, month in words (docs/decisions/0109), in whatever zone the visitor is in.
const dayLabel = new Intl.DateTimeFormat("en-AU", {
  timeZone: visitorZone,
  weekday: "short",
  day: "numeric",
  month: "short",
});
const timeLabel = new Intl.DateTimeFormat("en-AU", {
  timeZone: visitorZone,
  hour: "numeric",
  minute: "2-digit",
});

const chip =
  "relative inline-flex min-h-11 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2";

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { className?: string } = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function radio(name: string, value: string, label: string, checked: boolean): HTMLLabelElement {
  const input = element("input", { type: "radio", name, value, checked, className: "sr-only" });
  return element("label", { className: chip }, [input, label]);
}

function groupByDay(slots: Slot[]): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const key = dayKey.format(new Date(slot.start));
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return days;
}

function enhance(picker: HTMLElement) {
  const select = picker.querySelector<HTMLSelectElement>("select");
  const form = picker.closest("form");
  if (!select || !form) return;
  const name = select.name;
  const zone = picker.dataset.zone ?? "";
  const zoneName = picker.dataset.zoneLabel ?? zone;
  let slots: Slot[] = [...select.options].filter((o) => o.value).map((o) => ({ start: o.value }));
  let chosen = select.value;

  select.disabled = true;
  picker.querySelector<HTMLElement>("[data-slot-select]")!.hidden = true;
  const hint = picker.querySelector<HTMLElement>("[data-slot-hint]");
  const days = element("fieldset", { className: "space-y-2" });
  const times = element("fieldset", { className: "space-y-2" });
  const clear = element("button", {
    type: "button",
    className: "text-sm font-semibold text-brand-700 underline underline-offset-2",
    textContent: "Clear the time",
  });
  clear.addEventListener("click", () => {
    chosen = "";
    for (const input of times.querySelectorAll("input")) input.checked = false;
    clear.hidden = true;
  });
  picker.querySelector("[data-error-for]")!.before(days, times, clear);

  function renderTimes(day: string) {
    const list = groupByDay(slots).get(day) ?? [];
    const buttons = list.map((slot) =>
      radio(name, slot.start, timeLabel.format(new Date(slot.start)), slot.start === chosen),
    );
    times.replaceChildren(
      element("legend", { className: "text-sm font-medium text-slate-800", textContent: "Time" }),
      element("div", { className: "flex flex-wrap gap-2" }, buttons),
    );
    times.hidden = list.length === 0;
  }

  function render() {
    const grouped = groupByDay(slots);
    const keys = [...grouped.keys()];
    const chosenDay = chosen ? dayKey.format(new Date(chosen)) : undefined;
    const current = chosenDay && grouped.has(chosenDay) ? chosenDay : keys[0];
    const sameZone = visitorZone === zone;
    if (hint)
      hint.textContent =
        keys.length === 0
          ? "No times are free at the moment. Send your details and we'll call you to arrange one."
          : sameZone
            ? `Times are in ${zoneName} (${zone}).`
            : `Times are shown in your time zone (${visitorZone}). We're on ${zoneName} (${zone}).`;
    days.replaceChildren(
      element("legend", { className: "text-sm font-medium text-slate-800", textContent: "Day" }),
      element(
        "div",
        { className: "flex flex-wrap gap-2" },
        keys.map((key) =>
          radio(`${name}-day`, key, dayLabel.format(new Date(grouped.get(key)![0]!.start)), key === current),
        ),
      ),
    );
    days.hidden = keys.length === 0;
    if (current) renderTimes(current);
    else times.hidden = true;
    clear.hidden = !chosen;
  }

  picker.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name === `${name}-day`) renderTimes(input.value);
    if (input.name === name) {
      chosen = input.value;
      clear.hidden = false;
    }
  });

  async function refresh() {
    const query = new URLSearchParams({ from: picker.dataset.from ?? "", to: picker.dataset.to ?? "" });
    try {
      const res = await fetch(`${picker.dataset.api}?${query}`, { headers: { accept: "application/json" } });
      if (!res.ok) return;
      slots = ((await res.json()) as { data: Slot[] }).data;
      if (!slots.some((s) => s.start === chosen)) chosen = "";
      render();
    } catch {
      // Offline: keep the list we have; the server checks the time again anyway.
    }
  }

  form.addEventListener("enhance:reply", (event) => {
    const { status } = (event as CustomEvent<{ status: number }>).detail;
    if (status === 409) void refresh();
    const booked = form.closest("[data-form-root]")?.querySelector<HTMLElement>("[data-booked-slot]");
    if (status < 300 && booked && chosen) {
      // The same words as the e-mail: the booked time in the business zone (content/confirmations.ts).
      const slot = (event as CustomEvent<{ reply?: { data?: { slot?: { start: string; end: string } } } }>).detail.reply
        ?.data?.slot;
      const zone = picker.dataset.zone;
      const when = slot ? formatTimeRange(slot.start, slot.end, { zone, long: true }) : "";
      const happened = booked.querySelector<HTMLElement>("[data-booked-happened]");
      if (happened && when) happened.textContent = consultationBooked(when).happened;
      booked.hidden = false;
      const unbooked = form.closest("[data-form-root]")?.querySelector<HTMLElement>("[data-unbooked]");
      if (unbooked) unbooked.hidden = true;
    }
  });

  render();
}

export function enhanceSlotPickers(doc: Document) {
  for (const picker of doc.querySelectorAll<HTMLElement>("[data-slot-picker]")) enhance(picker);
}
