/** The chat panel's calls to /api (spec §7.1 plus streaming, details and clearing). */
export interface Chat {
  id: string;
  type: "client" | "assistant" | "staff";
  /** A staff reply's author (first name). */
  author?: string;
  /** Sanitized HTML, made safe by the server. */
  content: string;
  createdAt: string;
}

export interface VisitorDetails {
  name: string | null;
  email: string | null;
  mobile: string | null;
}

/** A refusal from the API: its first message, the field messages and the status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readJson<T>(response);
}

async function readJson<T>(response: Response): Promise<T> {
  const json = (await response.json().catch(() => ({}))) as {
    error?: { messages?: string[]; fields?: Record<string, string> };
  };
  if (!response.ok || json.error) {
    throw new ApiError(response.status, json.error?.messages?.[0] ?? FALLBACK_MESSAGE, json.error?.fields);
  }
  return json as T;
}

function visitorCookie(): string | undefined {
  const match = /(?:^|;\s*)visitor=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** The visitor id from the cookie, or a new visitor (the server sets the cookie). */
export async function ensureVisitor(): Promise<string> {
  const known = visitorCookie();
  if (known) return known;
  const { data } = await call<{ data: { id: string } }>("POST", "/api/visitor");
  return data.id;
}

/** Present once a person was asked for: who answers the thread now. */
export interface Conversation {
  state: "bot" | "needs-reply" | "answered-by-staff" | "closed";
}

export interface Thread {
  chats: Chat[];
  conversation?: Conversation;
}

export const readThread = async (visitorId: string) =>
  (await call<{ data: Thread }>("GET", `/api/ai-chat/${visitorId}`)).data;

/** Asks for a person (docs/decisions/0084); the e-mail is optional. */
export const askForPerson = (visitorId: string, email: string | null) =>
  call<{ message: string; data: Thread & { emailKnown: boolean } }>("POST", "/api/ai-chat/handoff", {
    visitorId,
    email,
  });

/** The history; a stale or damaged cookie (404/400) gets a new visitor instead. */
export async function loadHistory(): Promise<{ visitorId: string } & Thread> {
  let visitorId = await ensureVisitor();
  try {
    return { visitorId, ...(await readThread(visitorId)) };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
    visitorId = (await call<{ data: { id: string } }>("POST", "/api/visitor")).data.id;
    return { visitorId, chats: [] };
  }
}

export interface StreamHandlers {
  delta(text: string): void;
  reset(): void;
}

/** Asks over the streaming endpoint; resolves with the server's chat list when the answer is stored. */
export async function askStreaming(visitorId: string, question: string, on: StreamHandlers): Promise<Chat[]> {
  const response = await fetch("/api/ai-chat/stream", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ visitorId, question, page: location.pathname }),
  });
  if (!response.ok || !response.body || !response.headers.get("content-type")?.includes("event-stream")) {
    await readJson(response);
    throw new ApiError(response.status, FALLBACK_MESSAGE);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "{}");
      if (event === "delta") on.delta(data.text);
      else if (event === "reset") on.reset();
      else if (event === "done") return data.data.chats as Chat[];
      else if (event === "error") throw new ApiError(500, data.error?.messages?.[0] ?? FALLBACK_MESSAGE);
    }
  }
  throw new ApiError(500, FALLBACK_MESSAGE);
}

export const clearConversation = (visitorId: string) =>
  call<{ message: string }>("DELETE", `/api/ai-chat/${visitorId}`);

export const readDetails = (visitorId: string) =>
  call<{ data: VisitorDetails }>("GET", `/api/visitor/${visitorId}`);

export const saveDetails = (visitorId: string, details: VisitorDetails) =>
  call<{ message: string; data: VisitorDetails }>("PATCH", `/api/visitor/${visitorId}`, details);
