const MENUS = "details[data-dropdown], details[data-mobile-menu]";

function closeAll(root: ParentNode, except?: Element) {
  for (const menu of root.querySelectorAll<HTMLDetailsElement>(MENUS)) {
    if (menu !== except && menu.open) menu.open = false;
  }
}

export function enhanceMenus(doc: Document) {
  for (const menu of doc.querySelectorAll<HTMLDetailsElement>(MENUS)) {
    menu.addEventListener("toggle", () => {
      if (menu.open) closeAll(doc, menu);
    });
  }
  doc.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    // A click on the mobile menu's dimmed backdrop closes it; a click inside a menu's panel does not.
    if (target?.matches("[data-menu-backdrop]")) {
      closeAll(doc);
      return;
    }
    if (!target?.closest(MENUS)) closeAll(doc);
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = doc.querySelector<HTMLDetailsElement>(`${MENUS}[open]`);
    if (!open) return;
    open.open = false;
    open.querySelector("summary")?.focus();
  });
}
