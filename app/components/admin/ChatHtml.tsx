/**
 * Chat content as HTML. The string must come from sanitizeChatHtml (server/admin/chat-html.ts),
 * which the admin loaders apply at render time, so scripts and event handlers never get here.
 */
export function ChatHtml({
  html,
  className,
  as: Tag = "div",
}: {
  html: string;
  className?: string;
  as?: "div" | "td";
}) {
  return (
    <Tag
      className={`chat-content break-words [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 ${className ?? ""}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeChatHtml in the loader
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
