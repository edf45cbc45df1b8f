import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Field, RequiredMark } from "#app/components/ui/Field.tsx";

/** True once React has hydrated the page: the richer controls replace the no-JavaScript ones. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const smallButton =
  "inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50";

/** The first message for a field or any of its items (`topics`, `topics.2`). */
export function errorFor(errors: Record<string, string>, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const key = Object.keys(errors).find((k) => k.startsWith(`${name}.`));
  return key ? errors[key] : undefined;
}

/**
 * A list of single lines (topics, phrasings, technologies). Without JavaScript: a textarea, one
 * item per line. With it: one input per item, with Add and Remove buttons. Both post the name
 * `name` (once per input, or once with newlines); the server reads either (listItems).
 */
export function LinesField({
  name,
  label,
  itemLabel,
  required,
  hint,
  items,
  errors,
}: {
  name: string;
  label: string;
  itemLabel: string;
  required?: boolean;
  hint?: string;
  items: string[];
  errors: Record<string, string>;
}) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState<{ key: number; value: string }[]>(() =>
    (items.length > 0 ? items : [""]).map((value, key) => ({ key, value })),
  );
  const next = useRef(rows.length);
  const listRef = useRef<HTMLUListElement>(null);
  const error = errorFor(errors, name);
  const fullHint = hydrated ? hint : [hint, "One per line."].filter(Boolean).join(" ");
  if (!hydrated)
    return (
      <Field
        as="textarea"
        name={name}
        label={label}
        required={required}
        hint={fullHint}
        rows={Math.max(3, items.length + 1)}
        defaultValue={items.join("\n")}
        error={error}
        className="sm:col-span-2"
      />
    );
  const errorId = `${name}-error`;
  const itemError = (i: number) => errors[`${name}.${i}`];
  return (
    <fieldset className="sm:col-span-2" data-field={name} aria-describedby={errorId}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      <ul ref={listRef} className="mt-2 space-y-2">
        {rows.map((row, i) => (
          <li key={row.key} className="flex gap-2">
            <input
              name={name}
              aria-label={`${itemLabel} ${i + 1}`}
              value={row.value}
              aria-invalid={itemError(i) ? true : undefined}
              onChange={(e) =>
                setRows((r) => r.map((x) => (x.key === row.key ? { ...x, value: e.target.value } : x)))
              }
              className={`block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${itemError(i) ? "border-red-600" : "border-slate-300"}`}
            />
            <button
              type="button"
              className={smallButton}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`}
              onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${smallButton} mt-2`}
        onClick={() => {
          setRows((r) => [...r, { key: next.current++, value: "" }]);
          // Focus the new input once it is there.
          setTimeout(() => listRef.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus());
        }}
      >
        {`Add ${itemLabel.toLowerCase()}`}
      </button>
      <p id={errorId} data-error-for={name} className="mt-1 text-sm text-red-700" aria-live="polite">
        {error ?? ""}
      </p>
    </fieldset>
  );
}

export interface HoursRow {
  days: string;
  opens: string;
  closes: string;
}

/**
 * The site's opening hours: one row per group of days. Without JavaScript the saved rows and two
 * blank ones are shown (a blank row is ignored); with it, Add row and Remove buttons.
 */
export function HoursField({
  label,
  hint,
  rows: initial,
  errors,
}: {
  label: string;
  hint?: string;
  rows: HoursRow[];
  errors: Record<string, string>;
}) {
  const hydrated = useHydrated();
  const blank = { days: "", opens: "", closes: "" };
  const [rows, setRows] = useState(() =>
    [...initial, ...(initial.length === 0 ? [blank] : [])].map((r, key) => ({ ...r, key })),
  );
  const next = useRef(rows.length);
  const shown = hydrated ? rows : [...rows, { ...blank, key: -1 }, { ...blank, key: -2 }];
  const error = errorFor(errors, "openingHours");
  const cell = (i: number, part: keyof HoursRow) => errors[`openingHours.${i}.${part}`];
  const input = (i: number, part: keyof HoursRow, value: string, key: number, cellLabel: string) => (
    <label className="block text-xs font-medium text-slate-700">
      {cellLabel}
      <input
        name={`openingHours.${part}`}
        defaultValue={value}
        aria-invalid={cell(i, part) ? true : undefined}
        onChange={(e) => setRows((r) => r.map((x) => (x.key === key ? { ...x, [part]: e.target.value } : x)))}
        className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ${cell(i, part) ? "border-red-600" : "border-slate-300"}`}
      />
    </label>
  );
  return (
    <fieldset className="sm:col-span-2" data-field="openingHours" aria-describedby="openingHours-error">
      <legend className="text-sm font-medium text-slate-800">
        {label}
        <RequiredMark />
      </legend>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      <ul className="mt-2 space-y-3">
        {shown.map((row, i) => (
          <li key={row.key} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
            <div className="col-span-2 sm:col-span-1">
              {input(i, "days", row.days, row.key, `Days (row ${i + 1})`)}
            </div>
            {input(i, "opens", row.opens, row.key, "Opens")}
            {input(i, "closes", row.closes, row.key, "Closes")}
            {hydrated ? (
              <button
                type="button"
                className={smallButton}
                aria-label={`Remove row ${i + 1}`}
                onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}
              >
                Remove
              </button>
            ) : null}
            {(cell(i, "days") ?? cell(i, "opens") ?? cell(i, "closes")) ? (
              <p className="col-span-2 text-sm text-red-700 sm:col-span-4">
                {cell(i, "days") ?? cell(i, "opens") ?? cell(i, "closes")}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {hydrated ? (
        <button
          type="button"
          className={`${smallButton} mt-2`}
          onClick={() => setRows((r) => [...r, { ...blank, key: next.current++ }])}
        >
          Add row
        </button>
      ) : null}
      <p id="openingHours-error" className="mt-1 text-sm text-red-700" aria-live="polite">
        {error &&
        !/^openingHours\.\d/.test(Object.keys(errors).find((k) => k.startsWith("openingHours")) ?? "")
          ? error
          : ""}
      </p>
    </fieldset>
  );
}

/**
 * A Markdown field with its preview, rendered by the server through the site's own sanitiser
 * (/admin/content/markdown-preview). With JavaScript the preview follows the typing (half a
 * second after the last key); without it the form's Preview button posts the form and the page
 * shows the preview it rendered (`initialPreview`).
 */
export function MarkdownField({
  name,
  label,
  required,
  hint,
  value,
  error,
  initialPreview,
}: {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  value: string;
  error?: string;
  initialPreview?: string;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ html: string }>({ key: `markdown-preview-${name}` });
  const [text, setText] = useState(value);
  const previewId = useId();
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  useEffect(() => {
    if (!hydrated) return;
    const timer = setTimeout(
      () =>
        void submit.current(
          { markdown: text },
          { method: "post", action: "/admin/content/markdown-preview" },
        ),
      text === value && initialPreview === undefined ? 0 : 500,
    );
    return () => clearTimeout(timer);
  }, [text, hydrated, value, initialPreview]);
  const html = fetcher.data?.html ?? initialPreview;
  return (
    <div className="grid gap-4 sm:col-span-2 lg:grid-cols-2" data-markdown-field={name}>
      <div>
        <label htmlFor={`field-${name}`} className="block text-sm font-medium text-slate-800">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        <textarea
          id={`field-${name}`}
          name={name}
          rows={14}
          defaultValue={value}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={`${name}-hint ${name}-error`}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${error ? "border-red-600" : "border-slate-300"}`}
        />
        <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint ? `${hint} ` : ""}Markdown: **bold**, *italic*, [link](https://…), lists with -, images as
          ![what it shows](address).
        </p>
        <p
          id={`${name}-error`}
          data-error-for={name}
          className="mt-1 text-sm text-red-700"
          aria-live="polite"
        >
          {error ?? ""}
        </p>
      </div>
      <section aria-labelledby={previewId} className="rounded-md border border-slate-200 bg-slate-50 p-4">
        <h2 id={previewId} className="flex items-center justify-between text-sm font-semibold text-slate-800">
          {`${label} preview`}
          {hydrated ? null : (
            <button type="submit" name="intent" value="preview" formNoValidate className={smallButton}>
              Preview
            </button>
          )}
        </h2>
        {html !== undefined ? (
          <div
            className="prose-article mt-2 max-w-none text-sm"
            data-markdown-preview={name}
            // Rendered on the server by server/content/markdown.ts, the public site's sanitiser.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML, as on the public pages
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="mt-2 text-sm text-slate-700">Press Preview to see the text as the site shows it.</p>
        )}
      </section>
    </div>
  );
}

/**
 * An image placed in a document (a person's photo, a program's banner): the address of an upload
 * and its alt text, which is required once there is an image. With JavaScript an Upload button
 * sends the chosen file to POST /api/admin/uploads and fills the address in; without it the
 * address can be pasted (an /uploads/… address, or any https one).
 */
export function ImageField({
  name,
  alt,
  label,
  altLabel,
  src: initialSrc,
  altText,
  errors,
}: {
  name: string;
  alt: string;
  label: string;
  altLabel: string;
  src: string;
  altText: string;
  errors: Record<string, string>;
}) {
  const hydrated = useHydrated();
  const [src, setSrc] = useState(initialSrc);
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false });
  const fileId = useId();
  async function upload(file: File | undefined) {
    if (!file) return;
    setState({ busy: true, message: `Uploading ${file.name}…` });
    const body = new FormData();
    body.append("file", file);
    try {
      const res = await fetch("/api/admin/uploads", { method: "POST", body });
      const json = (await res.json()) as { data?: { url: string }; error?: { messages: string[] } };
      if (res.ok && json.data) {
        setSrc(json.data.url);
        setState({ busy: false, message: "Uploaded. Add the alt text, then save the draft." });
      } else setState({ busy: false, message: json.error?.messages[0] ?? "The upload failed." });
    } catch {
      setState({ busy: false, message: "The upload failed: check the connection and try again." });
    }
  }
  return (
    <fieldset className="rounded-md border border-slate-200 p-4 sm:col-span-2" data-image-field={name}>
      <legend className="px-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <div className="flex size-32 items-center justify-center overflow-hidden rounded-md bg-slate-100 text-xs text-slate-600">
          {src ? <img src={src} alt="" className="size-full object-cover" /> : "No image"}
        </div>
        <div className="space-y-3">
          <div data-field={name}>
            <label htmlFor={`field-${name}`} className="block text-sm font-medium text-slate-800">
              Image address
            </label>
            <input
              id={`field-${name}`}
              name={name}
              value={src}
              onChange={(e) => setSrc(e.target.value)}
              aria-describedby={`${name}-error`}
              aria-invalid={errors[name] ? true : undefined}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
            />
            <p id={`${name}-error`} className="mt-1 text-sm text-red-700" aria-live="polite">
              {errors[name] ?? ""}
            </p>
          </div>
          {hydrated ? (
            <div>
              <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
                Upload an image (PNG, JPEG or WebP, up to 2 MB)
              </label>
              <input
                id={fileId}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                disabled={state.busy}
                onChange={(e) => void upload(e.target.files?.[0])}
                className="mt-1 block text-sm"
              />
              <p className="mt-1 text-sm text-slate-700" role="status" data-upload-status>
                {state.message ?? ""}
              </p>
            </div>
          ) : (
            <p className="text-sm text-slate-600">
              Uploading needs JavaScript; without it, paste the address of an uploaded image.
            </p>
          )}
          <Field
            name={alt}
            label={altLabel}
            required={Boolean(src)}
            hint="What the image shows, for people who cannot see it."
            defaultValue={altText}
            error={errors[alt]}
          />
        </div>
      </div>
    </fieldset>
  );
}
