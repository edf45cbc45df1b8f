/**
 * One call to an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp
 * server): posts the messages, passes each piece of the answer on as it streams in, and returns the
 * whole answer. Shared by every engine that asks a model, so the wire format lives in one place. Any
 * failure throws; the caller answers with its built-in answer instead.
 */

export interface ChatEndpoint {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Whole-request limit; past it the call is abandoned and the fallback answers. */
  timeoutMs: number;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** A numbered block of the model's material: a fact or a retrieved passage, with where it is from. */
export interface PromptBlock {
  title: string;
  href: string;
  text: string;
}

/**
 * The user message of a grounded question: earlier questions of the conversation, the numbered
 * blocks the model may answer from, then the question.
 */
export function groundedQuestion(question: string, blocks: PromptBlock[], history: string[]): string {
  const passages = blocks.map((b, i) => `[${i + 1}] ${b.title} (${b.href})\n${b.text}`).join("\n\n");
  const earlier =
    history.length > 0
      ? `Earlier questions in this conversation:\n${history.map((q) => `- ${q}`).join("\n")}\n\n`
      : "";
  return `${earlier}Passages:\n${passages || "(none)"}\n\nQuestion: ${question}`;
}

class ChatCompletionError extends Error {}

/** Reads an OpenAI-style server-sent event stream and passes each content delta on. */
async function readStream(body: ReadableStream<Uint8Array>, onText: (text: string) => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return;
      const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
      const text = parsed.choices?.[0]?.delta?.content;
      if (text) onText(text);
    }
  }
}

/** Streams the model's answer to `onText` and returns it whole; throws on an error or an empty answer. */
export async function streamChatCompletion(
  endpoint: ChatEndpoint,
  messages: ChatMessage[],
  onText: (piece: string) => void,
): Promise<string> {
  const response = await fetch(`${endpoint.baseUrl}/chat/completions`, {
    method: "POST",
    signal: AbortSignal.timeout(endpoint.timeoutMs),
    headers: {
      "content-type": "application/json",
      ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: endpoint.model, stream: true, temperature: 0.2, messages }),
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw new ChatCompletionError(`HTTP ${response.status} from the model endpoint`);
  }
  let text = "";
  const append = (piece: string) => {
    text += piece;
    onText(piece);
  };
  if ((response.headers.get("content-type") ?? "").includes("application/json")) {
    // A server that ignores "stream": one JSON reply.
    const json = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    append(json.choices?.[0]?.message?.content ?? "");
  } else {
    await readStream(response.body, append);
  }
  if (text.trim() === "") throw new ChatCompletionError("the model returned an empty answer");
  return text;
}
