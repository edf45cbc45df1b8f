/** Class lists shared by links styled as buttons, so every call to action looks and sizes the same (≥ 44 px). */
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-800";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50";
export const lightButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-white px-5 font-semibold text-slate-900 shadow-sm hover:bg-brand-50";
export const textLink = "font-semibold text-brand-700 underline-offset-4 hover:underline";
export const container = "mx-auto max-w-7xl px-4 sm:px-6";
/** The h2 of a page section. */
export const sectionHeading = "text-3xl font-bold tracking-tight text-slate-900";
