import { data } from "react-router";
import { isDomainError } from "#server/domain/errors.ts";
import { headersOfError, statusOfKind } from "#server/error-status.ts";

/**
 * What the content editor's actions answer (issue 32): the one FormResult shape, plus the fields
 * as posted (`draft`, so a form rendered without JavaScript shows what was typed), the Markdown
 * previews the no-JavaScript Preview button asked for, and `stale` when the save was refused
 * because someone saved a newer draft (the page then offers to reload it).
 */
export interface EditorReply {
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
  failure?: string;
  draft?: Record<string, unknown>;
  previews?: Record<string, string>;
  stale?: boolean;
}

/** Runs an editor action; a domain error becomes an EditorReply with its status (400, 403, 409…). */
export async function editorAction<T>(
  run: () => Promise<T>,
  draft?: Record<string, unknown>,
): Promise<T | ReturnType<typeof data<EditorReply>>> {
  try {
    return await run();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const { body: formWide, ...fields } = error.fields ?? {};
    const failure = Object.keys(fields).length === 0 ? (formWide ?? error.messages[0]) : formWide;
    const stale = error.kind === "conflict" && fields.version !== undefined;
    const reply: EditorReply = {
      ok: false,
      ...(Object.keys(fields).length > 0 && !stale ? { fields } : {}),
      ...(failure !== undefined || stale ? { failure: stale ? error.messages[0] : failure } : {}),
      ...(draft ? { draft } : {}),
      ...(stale ? { stale } : {}),
    };
    return data(reply, { status: statusOfKind[error.kind], headers: headersOfError(error) });
  }
}
