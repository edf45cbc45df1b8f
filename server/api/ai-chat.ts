import { touchesOfCookies } from "../leads/source.ts";
import { chatMessages } from "#forms/chat-rules.ts";
import { chatQuestionSchema, handoffSchema, visitorDetailsSchema } from "#forms/chat.ts";
import type { ChatAssistant } from "../assistant/chat-assistant.ts";
import { publishedContent } from "../content/published.ts";
import { acceptQuestion, answerQuestion, clearChats } from "../chat/chats.ts";
import { requestHandoff, visitorThread } from "../chat/conversations.ts";
import {
  createVisitor,
  enforceChatLimit,
  getVisitor,
  parseVisitorId,
  updateVisitorDetails,
} from "../visitors/visitors.ts";
import { parseOrInvalid } from "../domain/errors.ts";
import { log } from "../log.ts";
import { enforce } from "../security/rate-limit.ts";
import type { ApiArea } from "./deps.ts";

/** The visitor cookie lives a year; the widget reads it, so it is not httpOnly (spec §7.1). */
const VISITOR_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const parseQuestion = (body: unknown) => parseOrInvalid(chatQuestionSchema, body ?? {});

/** Visitor and chat endpoints of spec §7.1, plus streaming, details and clearing. */
export const aiChatArea: ApiArea = (api, { db, config }) => {
  // The assistant (the rule-based engine's content index and word vectors, tens of MB; the
  // compact engine reads the published content, issue 33) is loaded and built on first use (the
  // chat panel's visitor or the first question), not at start: an idle server, and a process
  // nobody chats with, never holds it (idle RSS target, decision 0111). Then it is kept.
  let assistantLoading: Promise<ChatAssistant> | undefined;
  const assistant = (): Promise<ChatAssistant> =>
    (assistantLoading ??= import("../assistant/chat-assistant.ts").then(({ createChatAssistant }) => {
      const created = createChatAssistant({
        engine: config.assistantEngine,
        ai: config.ai,
        content: () => publishedContent(db),
      });
      log.info(`assistant: ${created.engineName} engine`);
      return created;
    }));

  api.post("/visitor", async (req, res) => {
    // A visitor is made when the chat panel first opens: the assistant starts loading now, so
    // it is ready (or nearly) by the first question.
    void assistant().catch((error) => log.error("assistant: loading failed", error));
    const visitor = await createVisitor(db, {
      ip: req.ip ?? "unknown",
      browser: req.get("user-agent"),
      touches: touchesOfCookies(req.get("cookie")),
    });
    res.cookie("visitor", visitor.id, {
      path: "/",
      sameSite: "lax",
      // Secure over https (behind the trusted proxy too), and always in production.
      secure: config.isProduction || req.secure,
      maxAge: VISITOR_COOKIE_MAX_AGE_MS,
    });
    res.status(201).json({ data: visitor });
  });

  api.get("/visitor/:id", async (req, res) => {
    res.json({ data: await getVisitor(db, parseVisitorId(req.params.id)) });
  });

  api.patch("/visitor/:id", async (req, res) => {
    const id = parseVisitorId(req.params.id);
    const details = parseOrInvalid(visitorDetailsSchema, req.body ?? {});
    // Saving details counts as a public form submission (the same per-IP budget).
    await enforce(db, ["formPerIp", req.ip ?? "unknown"]);
    res.json({ message: chatMessages.detailsSaved, data: await updateVisitorDetails(db, id, details) });
  });

  api.get("/ai-chat/:visitorId", async (req, res) => {
    // The spec's {data:{chats}}; `conversation` is added once a person was asked for (0084).
    res.json({ data: await visitorThread(db, parseVisitorId(req.params.visitorId)) });
  });

  api.delete("/ai-chat/:visitorId", async (req, res) => {
    await clearChats(db, parseVisitorId(req.params.visitorId));
    res.json({ message: chatMessages.cleared, data: { chats: [] } });
  });

  const zone = { zone: config.businessTimeZone };

  api.post("/ai-chat", async (req, res) => {
    const input = parseQuestion(req.body);
    await acceptQuestion(db, input, req.ip ?? "unknown");
    res.json({ data: { chats: await answerQuestion(db, await assistant(), input, undefined, zone) } });
  });

  // "Talk to a person": the conversation needs a reply, and the assistant stays quiet (0084).
  api.post("/ai-chat/handoff", async (req, res) => {
    const input = parseOrInvalid(handoffSchema, req.body ?? {});
    // Asking for a person counts as a chat message (the same per-visitor and per-IP budget).
    await enforceChatLimit(db, ["chatPerVisitor", input.visitorId], ["chatPerIp", req.ip ?? "unknown"]);
    res.json(await requestHandoff(db, input, config.businessTimeZone, new Date(), config));
  });

  // The same question, answered as server-sent events: "delta" pieces of Markdown while the
  // answer is generated, "reset" when a failed model's partial answer is dropped, then "done"
  // with the stored list (or "error"). Refusals (400/404/429) come before the stream, as JSON.
  api.post("/ai-chat/stream", async (req, res) => {
    const input = parseQuestion(req.body);
    await acceptQuestion(db, input, req.ip ?? "unknown");
    res.status(200);
    res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
    // no-transform keeps the compression middleware from buffering the stream.
    res.setHeader("Cache-Control", "no-cache, no-transform");
    res.setHeader("X-Accel-Buffering", "no");
    res.flushHeaders();
    const send = (event: string, data: unknown) => {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      const chats = await answerQuestion(
        db,
        await assistant(),
        input,
        { delta: (text) => send("delta", { text }), reset: () => send("reset", {}) },
        zone,
      );
      send("done", { data: { chats } });
    } catch (error) {
      log.error("assistant: streaming an answer failed", error);
      send("error", { error: { messages: ["Something went wrong on our side. Please try again."] } });
    }
    res.end();
  });
};
