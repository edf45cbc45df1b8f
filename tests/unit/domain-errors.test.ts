import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError, conflict, invalidFromZod, isDomainError, tooMany } from "#server/domain/errors.ts";
import { statusOfKind } from "#server/error-status.ts";
import { httpErrorFromDomain } from "#server/http/errors.ts";

describe("domain errors", () => {
  it("keeps the first message of each field from a Zod parse, in order", () => {
    const schema = z.object({ a: z.string().min(1, "A is required"), b: z.email("B is bad") });
    const parsed = schema.safeParse({ a: "", b: "x" });
    const error = invalidFromZod(parsed.error!);
    expect(error.kind).toBe("invalid");
    expect(error.fields).toEqual({ a: "A is required", b: "B is bad" });
    expect(error.messages).toEqual(["A is required", "B is bad"]);
  });

  it("becomes the API's error shape with the status of its kind", () => {
    const http = httpErrorFromDomain(conflict("Already there"));
    expect(http.status).toBe(409);
    expect(http.toJSON()).toEqual({ error: { messages: ["Already there"] } });
    expect(statusOfKind["too-many"]).toBe(429);
    expect(tooMany("Slow down", 30).retryAfterSeconds).toBe(30);
  });

  it("is recognised as a domain error and nothing else is", () => {
    expect(isDomainError(new DomainError("not-found", ["Gone"]))).toBe(true);
    expect(isDomainError(new Error("plain"))).toBe(false);
  });
});
