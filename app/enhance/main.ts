/**
 * The one script public pages load instead of hydrating React. Everything works without it;
 * it only adds niceties: menus close on Escape and on outside clicks, one menu open at a time.
 * Later features register themselves here and load their own code on first use.
 */
import { enhanceChatLauncher } from "./chat-launcher.ts";
import { enhanceMenus } from "./menus.ts";

enhanceMenus(document);

// Forms: inline validation, pending states and results without a reload (loaded only where a form is).
if (document.querySelector("form[data-enhance]")) {
  void import("./forms.ts").then((forms) => forms.enhanceForms(document));
}
// The consultation time picker: days, then times, in the visitor's zone (only where one is).
if (document.querySelector("[data-slot-picker]")) {
  void import("./slot-picker.ts").then((picker) => picker.enhanceSlotPickers(document));
}
enhanceChatLauncher(document);
