import { describe, expect, it } from "vitest";
import { z } from "zod";
import { summaryOf } from "#app/lib/form-result.ts";
import { orErrorPage, pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { formBody, textFields } from "#forms/form-values.ts";
import { conflict, invalid, notFound, parseOrInvalid, tooMany, unauthorized } from "#server/domain/errors.ts";
import { setLogLevel } from "#server/log.ts";

/** What React Router would send for a reply made with data(): its body, status and headers. */
type Reply = { data: unknown; init: { status?: number; headers?: Record<string, string> } | null };

async function failWith(error: unknown, options: Parameters<typeof pageAction>[1] = {}) {
  return (await pageAction(() => Promise.reject(error), options)) as unknown as Reply;
}

describe("the page-action helper", () => {
  it("returns what the domain call returns when it succeeds", async () => {
    expect(await pageAction(async () => ({ ok: true, message: "Saved" }))).toEqual({
      ok: true,
      message: "Saved",
    });
  });

  it("puts field messages under fields, with the status of the kind", async () => {
    const schema = z.object({ email: z.email("Email is not valid"), name: z.string().min(1, "Name?") });
    const reply = (await pageAction(async () => parseOrInvalid(schema, { email: "x", name: "" }), {
      values: { email: "x" },
    })) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data).toEqual({
      ok: false,
      fields: { email: "Email is not valid", name: "Name?" },
      values: { email: "x" },
    });
  });

  it("gives a message without a field to the form, or to the fallback field", async () => {
    expect((await failWith(conflict("Already there"))).data).toEqual({ ok: false, failure: "Already there" });
    expect((await failWith(conflict("Already there"))).init?.status).toBe(409);
    expect((await failWith(notFound("Gone"), { fallbackField: "email" })).data).toEqual({
      ok: false,
      fields: { email: "Gone" },
    });
    // A field's own message stays where it is.
    const wrong = await failWith(
      unauthorized("Invalid email or password", { email: "Invalid email or password" }),
      {
        fallbackField: "email",
      },
    );
    expect(wrong.init?.status).toBe(401);
    expect(wrong.data).toEqual({ ok: false, fields: { email: "Invalid email or password" } });
    // An issue without a path belongs to no field.
    expect((await failWith(invalid({ body: "Send a form" }), { fallbackField: "email" })).data).toEqual({
      ok: false,
      fields: { email: "Send a form" },
    });
  });

  it("sends Retry-After with too-many", async () => {
    const reply = await failWith(tooMany("Too many attempts. Please try again in 30 s.", 30));
    expect(reply.init?.status).toBe(429);
    expect(reply.init?.headers).toEqual({ "Retry-After": "30" });
    expect(reply.data).toEqual({ ok: false, failure: "Too many attempts. Please try again in 30 s." });
  });

  it("rethrows other faults, unless the form asks for a soft failure", async () => {
    await expect(pageAction(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    setLogLevel("silent");
    const soft = await failWith(new Error("boom"), { form: "contact", unexpected: "Try again", values: {} });
    expect(soft.init?.status).toBe(503);
    expect(soft.data).toEqual({ ok: false, form: "contact", failure: "Try again", values: {} });
  });

  it("turns a domain error in a loader into the error page of its status", async () => {
    await expect(orErrorPage(Promise.reject(notFound("Student not found")))).rejects.toMatchObject({
      init: { status: 404, statusText: "Student not found" },
    });
  });

  it("summarises a failure in one sentence for a toast", () => {
    expect(summaryOf({ ok: false, failure: "No" })).toBe("No");
    expect(summaryOf({ ok: false, fields: { email: "Email taken" } })).toBe("Email taken");
  });
});

describe("reading a posted form", () => {
  it("keeps the first value of a repeated name, as FormData.get does", () => {
    const form = new FormData();
    form.append("email", "first@example.com");
    form.append("email", "second@example.com");
    form.append("toString", "x");
    expect(textFields(form)).toEqual({ email: "first@example.com", toString: "x" });
    expect(textFields(form).email).toBe(form.get("email"));
  });

  it("turns ticked boxes into true and missing ones into false, without the form's name", () => {
    const form = new FormData();
    form.append("form", "outline");
    form.append("agreed", "on");
    expect(formBody(form)).toEqual({ agreed: true, accept: false, feeTerms: false });
  });

  it("reads a posted request once into its text fields, its schema body and the form itself", async () => {
    const request = new Request("http://localhost/apply", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "form=enrolment&email=a%40example.com&feeTerms=on&timetable=mon&timetable=tue",
    });
    const posted = await readForm(request);
    expect(posted.fields).toEqual({
      form: "enrolment",
      email: "a@example.com",
      feeTerms: "on",
      timetable: "mon",
    });
    expect(posted.body).toEqual({
      email: "a@example.com",
      feeTerms: true,
      agreed: false,
      accept: false,
      timetable: "mon",
    });
    expect(posted.data.getAll("timetable")).toEqual(["mon", "tue"]);
  });
});
