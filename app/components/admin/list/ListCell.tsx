import { Link } from "react-router";
import { ChatHtml } from "#app/components/admin/ChatHtml.tsx";
import { Avatar } from "#app/components/ui/Avatar.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { fullName } from "#server/admin/sections/person.ts";
import type { BaseRow, PersonRow } from "#server/admin/sections/shape.ts";
import { personHref } from "#server/people/identity.ts";
import type { Column } from "./types.ts";

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");
const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** One cell of a list row, drawn as its column's kind says. */
export function ListCell<Row extends BaseRow>({
  column,
  row,
  recordHref,
}: {
  column: Column<Row>;
  row: Row;
  /** The row's record page, if the section has one. */
  recordHref?: string;
}) {
  switch (column.kind) {
    case "person": {
      const person = row as unknown as PersonRow;
      const name = fullName(person);
      return (
        <td className="px-4 py-2 max-sm:pr-12">
          <div className="flex items-center gap-3">
            <Avatar name={name} seed={person.email} />
            <div className="min-w-0">
              <Link to={recordHref ?? ""} className="font-medium text-slate-900 hover:underline">
                {name}
              </Link>
              {/* The e-mail opens the person page: everything about them (docs/decisions/0083). */}
              <p className="truncate">
                <Link
                  to={personHref(person.email)}
                  className="text-slate-600 hover:underline"
                  title="Person page: everything held about this person"
                  data-person-link
                >
                  {person.email}
                </Link>
              </p>
            </div>
          </div>
        </td>
      );
    }
    case "text":
      return (
        <td
          data-label={column.label}
          className={classes(
            "px-4 py-2 text-slate-700",
            column.truncate && "max-w-xs truncate",
            column.capitalise && "capitalize",
          )}
        >
          {column.chatsFlag ? (
            <span className="inline-flex items-center gap-2">
              {text(row[column.field]) || "—"}
              {row[column.chatsFlag] && recordHref ? <ChatsIcon href={`${recordHref}#chat-history`} /> : null}
            </span>
          ) : (
            text(row[column.field]) || "—"
          )}
        </td>
      );
    case "number":
      return (
        <td data-label={column.label} className="px-4 py-2 text-right tabular-nums text-slate-700">
          {text(row[column.field])}
        </td>
      );
    case "status":
      return (
        <td data-label={column.label} className="px-4 py-2">
          <span className="whitespace-nowrap rounded-full bg-slate-100 px-2 py-1 text-xs font-medium capitalize text-slate-800">
            {text(row[column.field])}
          </span>
        </td>
      );
    case "date":
      return (
        <td data-label={column.label} className="whitespace-nowrap px-4 py-2 text-slate-700">
          {formatDate(text(row[column.field]), column.withTime)}
        </td>
      );
    case "id":
      return (
        <td data-label={column.label} className="px-4 py-2 font-mono text-xs">
          <Link to={recordHref ?? ""} className="text-brand-700 hover:underline">
            {row.id}
          </Link>
        </td>
      );
    case "html":
      return (
        <ChatHtml as="td" html={text(row[column.field])} className="max-w-md px-4 py-2 text-slate-800" />
      );
    case "link": {
      // A text with a line break shows as lines, the later ones kept whole ("Data Analytics," then
      // "starts Wed 5 May 2027"); the link's name reads them with a space between.
      const lines = (typeof column.text === "function" ? column.text(row) : column.text).split("\n");
      return (
        <td data-label={column.label} className="px-4 py-2">
          <Link to={column.href(row)} className="font-medium text-brand-700 hover:underline">
            {lines.length === 1
              ? lines[0]
              : lines.map((line, index) => (
                  <span key={line} className={index > 0 ? "block whitespace-nowrap" : "block"}>
                    {index > 0 ? " " : null}
                    {line}
                  </span>
                ))}
          </Link>
        </td>
      );
    }
  }
}

/** 'Has chats': links to the visitor's chat history. */
function ChatsIcon({ href }: { href: string }) {
  return (
    <Link to={href} title="Has chats" aria-label="Has chats: view the chat history" data-chat-icon>
      <svg viewBox="0 0 20 20" className="size-5 text-brand-700" aria-hidden="true">
        <path
          fill="currentColor"
          d="M3 4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H8l-4 4v-4H5a2 2 0 0 1-2-2V4z"
        />
      </svg>
    </Link>
  );
}
