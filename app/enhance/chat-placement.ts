/**
 * Where the floating chat launcher may sit (docs/decisions/0110): the window's bottom-right corner
 * unless it would cover something a visitor reads or uses there; then higher up the same edge, then
 * the other corner, and out of view when no place is free. "Covers" is what a person sees: at
 * points of the overlap, the topmost thing (ignoring the launcher) is that link, field, button or
 * heading; content that has scrolled behind the sticky header is not in view and does not count.
 */
export const COVERABLE = "a, button, input, select, textarea, label, summary, h1, h2, h3, h4, h5, h6";

const MARGIN = 12;
const STEP = 24;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The visible boxes of the things that must not be covered, inside the lower part of the window. */
function obstacles(dock: HTMLElement, fromY: number): { el: Element; box: Box }[] {
  const out: { el: Element; box: Box }[] = [];
  for (const el of document.querySelectorAll(COVERABLE)) {
    if (dock.contains(el) || el.contains(dock)) continue;
    for (const r of el.getClientRects()) {
      if (r.width < 1 || r.height < 1 || r.bottom < fromY || r.top > window.innerHeight) continue;
      out.push({ el, box: r });
    }
  }
  return out;
}

function seenAt(el: Element, dock: HTMLElement, x: number, y: number): boolean {
  const top = document.elementsFromPoint(x, y).find((n) => !dock.contains(n));
  return Boolean(top && el.contains(top));
}

/** True when `box` would hide any obstacle where a visitor would otherwise see it. */
function coversAny(box: Box, list: { el: Element; box: Box }[], dock: HTMLElement): boolean {
  for (const { el, box: r } of list) {
    const left = Math.max(r.left, box.left);
    const right = Math.min(r.right, box.right);
    const top = Math.max(r.top, box.top);
    const bottom = Math.min(r.bottom, box.bottom);
    if (right - left < 1 || bottom - top < 1) continue;
    const points: [number, number][] = [
      [(left + right) / 2, (top + bottom) / 2],
      [left + 0.5, top + 0.5],
      [right - 0.5, top + 0.5],
      [left + 0.5, bottom - 0.5],
      [right - 0.5, bottom - 0.5],
    ];
    if (points.some(([x, y]) => seenAt(el, dock, x, y))) return true;
  }
  return false;
}

/** The first free place for a launcher of this size, or undefined when none is. */
export function freePlace(dock: HTMLElement): { x: number; y: number } | undefined {
  const width = dock.offsetWidth;
  const height = dock.offsetHeight;
  const viewport = document.documentElement.clientWidth;
  const bottom = window.innerHeight - MARGIN - height;
  // Up to the lower half of the window: higher than that it would sit in the middle of the reading.
  const highest = Math.max(bottom - window.innerHeight / 2, 0);
  const list = obstacles(dock, highest);
  for (const x of [viewport - MARGIN - width, MARGIN]) {
    for (let y = bottom; y >= highest; y -= STEP) {
      if (!coversAny({ left: x, top: y, right: x + width, bottom: y + height }, list, dock)) return { x, y };
    }
  }
  return undefined;
}
