import { and, count, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { formatAddress, site } from "#content/site.ts";
import { contentDocuments, outbox, payments } from "#server/db/schema.ts";
import { instalmentProgram, studentWithApplication } from "../support/payments.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * Getting paid without Stripe (issue 34): accepting a place makes the fee schedule; staff record
 * bank transfers, applied to the oldest instalments; refunds; bad input refused with nothing
 * written; another student's ids are not found. PGlite, or PostgreSQL with DATABASE_URL.
 */
const db = () => own.server.database.db;
const { program, fee } = instalmentProgram();
const totalCents = Math.round(fee.feeAud * 100);
/** Today in the business time zone, the calendar the server keeps payment dates in. */
const today = () => new Date().toLocaleDateString("en-CA", { timeZone: own.server.config.businessTimeZone });

async function acceptedStudent(tag: string) {
  const who = await studentWithApplication(db(), own.server.config.sessionSecret, tag, program.name);
  const res = await own.api.put(
    `/api/admin/enrollments/${who.enrolmentId}/status`,
    { status: "accepted" },
    own.admin(),
  );
  expect(res.status).toBe(200);
  return { ...who, headers: { token: who.token } };
}
const paymentsOf = async (headers: Record<string, string>) => {
  const res = await own.api.get("/api/portal/payments", headers);
  expect(res.status).toBe(200);
  return res.json.data;
};
const paymentCount = async () => Number((await db().select({ n: count() }).from(payments))[0]!.n);

const own = serverWithAccounts();

describe("a fee schedule", () => {
  it("is made when the place is accepted, from the program's published fee, with a reference", async () => {
    const who = await studentWithApplication(db(), own.server.config.sessionSecret, "before", program.name);
    expect(await paymentsOf({ token: who.token })).toEqual([]);
    await own.api.put(
      `/api/admin/enrollments/${who.enrolmentId}/status`,
      { status: "accepted" },
      own.admin(),
    );
    const [schedule] = await paymentsOf({ token: who.token });
    expect(schedule).toMatchObject({
      enrolmentId: who.enrolmentId,
      program: program.name,
      totalCents,
      paidCents: 0,
      balanceCents: totalCents,
    });
    expect(schedule.reference).toMatch(/^PAY-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(schedule.instalments).toHaveLength(fee.instalments);
    expect(schedule.instalments.reduce((s: number, i: { amountCents: number }) => s + i.amountCents, 0)).toBe(
      totalCents,
    );
    for (const i of schedule.instalments) {
      expect(i.status).toBe("due");
      expect(Number.isInteger(i.amountCents)).toBe(true);
      expect(i.dueOn >= today()).toBe(true);
    }
    // Monthly after the first.
    const dues = schedule.instalments.map((i: { dueOn: string }) => i.dueOn);
    expect([...dues].sort()).toEqual(dues);
    expect(schedule.documents).toContainEqual({
      kind: "invoice",
      url: expect.stringContaining(who.enrolmentId),
    });
  });

  it("is made once: an application accepted, waitlisted and accepted again keeps its schedule and reference", async () => {
    const who = await acceptedStudent("again");
    const [first] = await paymentsOf(who.headers);
    await own.api.put(
      `/api/admin/enrollments/${who.enrolmentId}/status`,
      { status: "waitlisted" },
      own.admin(),
    );
    await own.api.put(
      `/api/admin/enrollments/${who.enrolmentId}/status`,
      { status: "accepted" },
      own.admin(),
    );
    const [second] = await paymentsOf(who.headers);
    expect(second.reference).toBe(first.reference);
    expect(second.instalments.map((i: { id: string }) => i.id)).toEqual(
      first.instalments.map((i: { id: string }) => i.id),
    );
  });

  it("cancels the instalments not yet due when the student withdraws", async () => {
    const who = await acceptedStudent("withdraws");
    await own.api.put(
      `/api/admin/enrollments/${who.enrolmentId}/status`,
      { status: "withdrawn" },
      own.admin(),
    );
    const [schedule] = await paymentsOf(who.headers);
    expect(schedule.instalments.every((i: { status: string }) => i.status === "cancelled")).toBe(true);
    expect(schedule.balanceCents).toBe(0);
  });
});

describe("a bank transfer staff record", () => {
  it("is applied to the oldest instalments and lowers the balance; the student is told", async () => {
    const who = await acceptedStudent("transfer");
    const [before] = await paymentsOf(who.headers);
    const [first, second] = before.instalments;
    const amountCents = first.amountCents + 100;
    const res = await own.api.post(
      `/api/admin/enrollments/${who.enrolmentId}/payments`,
      { amountCents, method: "bank-transfer", reference: before.reference, receivedOn: today() },
      own.admin(),
    );
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ amountCents, balanceCents: totalCents - amountCents });
    const [after] = await paymentsOf(who.headers);
    expect(after.paidCents).toBe(amountCents);
    expect(after.balanceCents).toBe(totalCents - amountCents);
    expect(after.instalments[0]).toMatchObject({ id: first.id, status: "paid" });
    expect(after.instalments[1]).toMatchObject({ id: second.id, status: "due" });
    expect(after.documents).toContainEqual({
      kind: "receipt",
      url: expect.stringContaining(res.json.data.id),
    });
    const mails = await db().select().from(outbox).where(eq(outbox.to, who.student.email));
    expect(mails.some((m) => m.subject.startsWith("Payment received"))).toBe(true);

    const paid = await own.api.get("/api/admin/payments?status=paid&limit=100", own.admin());
    expect(paid.status).toBe(200);
    const row = paid.json.data.find((r: { id: string }) => r.id === first.id);
    expect(row).toMatchObject({ enrolmentId: who.enrolmentId, status: "paid", reference: before.reference });
    expect(row.paymentIds).toEqual([res.json.data.id]);
    expect(paid.json.pagination).toMatchObject({ offset: 0, limit: 100 });
    const csv = await fetch(`${own.server.url}/api/admin/payments/export.csv?status=paid`, {
      headers: own.admin(),
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,enrolmentId,firstName,lastName,email,program,reference,seq,dueOn,amountCents,paidCents,status",
    );
    expect(
      lines.some(
        (l) => l.startsWith(`${first.id},`) && l.includes(`,${first.dueOn},`) && l.endsWith(",paid"),
      ),
    ).toBe(true);
    const money = await own.api.get("/api/admin/payments/money-due", own.admin());
    expect(money.json.data).toMatchObject({
      overdueCents: expect.any(Number),
      dueThisWeekCents: expect.any(Number),
    });
    const due = await own.api.get("/api/admin/payments?status=due&limit=100", own.admin());
    expect(due.json.data.some((r: { id: string }) => r.id === second.id)).toBe(true);
    expect(due.json.data.some((r: { id: string }) => r.id === first.id)).toBe(false);
  });

  it("refuses negative, fractional, over-balance and missing amounts with field messages, writing nothing", async () => {
    const who = await acceptedStudent("badinput");
    const [schedule] = await paymentsOf(who.headers);
    const before = await paymentCount();
    const body = { method: "bank-transfer", reference: schedule.reference, receivedOn: today() };
    for (const amountCents of [-100, 0, 10.5, "100", null, totalCents + 1]) {
      const res = await own.api.post(
        `/api/admin/enrollments/${who.enrolmentId}/payments`,
        { ...body, amountCents },
        own.admin(),
      );
      expect(res.status, String(amountCents)).toBe(400);
      expect(res.json.error.fields.amountCents).toBeTruthy();
    }
    const missing = await own.api.post(
      `/api/admin/enrollments/${who.enrolmentId}/payments`,
      { amountCents: 100 },
      own.admin(),
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.error.fields)).toEqual(
      expect.arrayContaining(["method", "reference", "receivedOn"]),
    );
    const badDate = await own.api.post(
      `/api/admin/enrollments/${who.enrolmentId}/payments`,
      { ...body, amountCents: 100, receivedOn: "2027-02-30" },
      own.admin(),
    );
    expect(badDate.status).toBe(400);
    expect(await paymentCount()).toBe(before);
    expect((await paymentsOf(who.headers))[0].balanceCents).toBe(totalCents);
  });

  it("is not found for an enrolment that does not exist or has no schedule", async () => {
    const body = { amountCents: 100, method: "bank-transfer", reference: "x", receivedOn: today() };
    expect((await own.api.post("/api/admin/enrollments/not-an-id/payments", body, own.admin())).status).toBe(
      404,
    );
    expect(
      (await own.api.post(`/api/admin/enrollments/${crypto.randomUUID()}/payments`, body, own.admin()))
        .status,
    ).toBe(404);
    const unaccepted = await studentWithApplication(
      db(),
      own.server.config.sessionSecret,
      "unaccepted",
      program.name,
    );
    expect(
      (await own.api.post(`/api/admin/enrollments/${unaccepted.enrolmentId}/payments`, body, own.admin()))
        .status,
    ).toBe(404);
  });
});

async function pdfText(url: string, headers: Record<string, string>) {
  const res = await fetch(`${own.server.url}${url}`, { headers });
  expect(res.status, url).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
    mergePages: true,
  });
  return text;
}

describe("the documents", () => {
  it("are an invoice with GST and bank details, and a receipt per payment, for the student only", async () => {
    const who = await acceptedStudent("documents");
    const [schedule] = await paymentsOf(who.headers);
    const amountCents = schedule.instalments[0].amountCents;
    const paid = await own.api.post(
      `/api/admin/enrollments/${who.enrolmentId}/payments`,
      { amountCents, method: "bank-transfer", reference: schedule.reference, receivedOn: "2027-02-01" },
      own.admin(),
    );
    const [after] = await paymentsOf(who.headers);
    const invoice = after.documents.find((d: { kind: string }) => d.kind === "invoice").url;
    const receipt = after.documents.find((d: { kind: string }) => d.kind === "receipt").url;
    expect(receipt).toContain(paid.json.data.id);
    const invoiceText = await pdfText(invoice, who.headers);
    for (const fact of [site.legalName, site.taxNumber, schedule.reference, "GST", program.name])
      expect(invoiceText).toContain(fact);
    const receiptText = await pdfText(receipt, who.headers);
    expect(receiptText).toContain("Mon 1 Feb 2027");
    expect(receiptText).toContain(site.taxNumber);
    // Another student: not found; staff may download from the back-office.
    const other = await acceptedStudent("documents-other");
    for (const url of [invoice, receipt]) {
      const res = await fetch(`${own.server.url}${url}`, { headers: other.headers });
      expect(res.status).toBe(404);
    }
    expect(
      (await fetch(`${own.server.url}${receipt.replace("/portal/", "/admin/")}`, { headers: own.admin() }))
        .status,
    ).toBe(200);
  });
});

describe("the provider on the documents", () => {
  it("is the published site document: a legal name, address and tax number published in the back-office show on the next download", async () => {
    const list = await own.api.get("/api/admin/content/site", own.admin());
    const doc = (await own.api.get(`/api/admin/content/site/${list.json.data[0].id}`, own.admin())).json.data;
    const before = doc.draft;
    const changed = {
      legalName: `${before.legalName} Group`,
      address: { ...before.address, street: `1${before.address.street}`, postcode: "2010" },
      taxNumber: `${before.taxNumber} (new)`,
    };
    const publish = async (fields: object) => {
      const { version } = (await own.api.get(`/api/admin/content/site/${doc.id}`, own.admin())).json.data;
      const saved = await own.api.put(
        `/api/admin/content/site/${doc.id}`,
        { version, ...before, ...fields },
        own.admin(),
      );
      expect(saved.status).toBe(200);
      expect((await own.api.post(`/api/admin/content/site/${doc.id}/publish`, {}, own.admin())).status).toBe(
        200,
      );
    };
    const who = await acceptedStudent("provider");
    const [schedule] = await paymentsOf(who.headers);
    await own.api.post(
      `/api/admin/enrollments/${who.enrolmentId}/payments`,
      {
        amountCents: schedule.instalments[0].amountCents,
        method: "bank-transfer",
        reference: schedule.reference,
        receivedOn: today(),
      },
      own.admin(),
    );
    const [after] = await paymentsOf(who.headers);
    const urls = after.documents.map((d: { url: string }) => d.url);
    expect(urls).toHaveLength(2);
    await publish(changed);
    try {
      for (const url of urls) {
        const text = (await pdfText(url, who.headers)).replace(/\s+/g, " ");
        expect(text, url).toContain(changed.legalName);
        expect(text, url).toContain(formatAddress(changed.address));
        expect(text, url).toContain(changed.taxNumber);
        expect(text, url).not.toContain(formatAddress(before.address));
      }
    } finally {
      await publish({});
    }
  });
});

describe("a refund", () => {
  it("is refused above what is refundable and recorded within it; the instalment shows refunded", async () => {
    const who = await acceptedStudent("refund");
    const [schedule] = await paymentsOf(who.headers);
    const amountCents = schedule.instalments[0].amountCents;
    const paid = await own.api.post(
      `/api/admin/enrollments/${who.enrolmentId}/payments`,
      { amountCents, method: "bank-transfer", reference: schedule.reference, receivedOn: today() },
      own.admin(),
    );
    const paymentId = paid.json.data.id;
    const over = await own.api.post(
      `/api/admin/payments/${paymentId}/refund`,
      { amountCents: amountCents + 1, reason: "Course cancelled" },
      own.admin(),
    );
    expect(over.status).toBe(400);
    expect(over.json.error.fields.amountCents).toContain("refund");
    for (const bad of [
      { amountCents: -1, reason: "x" },
      { amountCents: 1.5, reason: "x" },
      { amountCents: 100 },
    ])
      expect((await own.api.post(`/api/admin/payments/${paymentId}/refund`, bad, own.admin())).status).toBe(
        400,
      );
    expect(
      (
        await own.api.post(
          `/api/admin/payments/${crypto.randomUUID()}/refund`,
          { amountCents: 1, reason: "x" },
          own.admin(),
        )
      ).status,
    ).toBe(404);

    const ok = await own.api.post(
      `/api/admin/payments/${paymentId}/refund`,
      { amountCents, reason: "Course cancelled" },
      own.admin(),
    );
    expect(ok.status).toBe(201);
    const [after] = await paymentsOf(who.headers);
    expect(after.paidCents).toBe(0);
    expect(after.instalments[0].status).toBe("refunded");
    const again = await own.api.post(
      `/api/admin/payments/${paymentId}/refund`,
      { amountCents: 1, reason: "Again" },
      own.admin(),
    );
    expect(again.status).toBe(400);
    const listed = await own.api.get("/api/admin/payments?status=refunded&limit=100", own.admin());
    expect(listed.json.data.some((r: { id: string }) => r.id === after.instalments[0].id)).toBe(true);
  });
});

describe("the payments API", () => {
  it("shows a student only their own schedules; another student's instalment is not found", async () => {
    const owner = await acceptedStudent("owner");
    const other = await acceptedStudent("other");
    const [otherSchedule] = await paymentsOf(other.headers);
    expect(otherSchedule.enrolmentId).toBe(other.enrolmentId);
    const [ownerSchedule] = await paymentsOf(owner.headers);
    const res = await own.api.post(
      `/api/portal/payments/${ownerSchedule.instalments[0].id}/checkout`,
      {},
      other.headers,
    );
    expect(res.status).toBe(404);
  });

  it("answers 409 to a card checkout while Stripe is not configured", async () => {
    const who = await acceptedStudent("nostripe");
    const [schedule] = await paymentsOf(who.headers);
    const res = await own.api.post(
      `/api/portal/payments/${schedule.instalments[0].id}/checkout`,
      {},
      who.headers,
    );
    expect(res.status).toBe(409);
  });

  it("refuses an unknown list filter with a field message", async () => {
    const res = await own.api.get("/api/admin/payments?status=pending", own.admin());
    expect(res.status).toBe(400);
    expect(res.json.error.fields.status).toBeTruthy();
  });
});

describe("a fee changed in the back-office", () => {
  it("reaches the next schedule: the program's published fee and instalments, not the seeded ones", async () => {
    const published = async () =>
      (
        await db()
          .select({ published: contentDocuments.published })
          .from(contentDocuments)
          .where(and(eq(contentDocuments.type, "program"), eq(contentDocuments.slug, program.slug)))
      )[0]!.published!;
    const before = await published();
    const changed = { ...before, feeAud: fee.feeAud + 120, instalments: fee.instalments + 1 };
    await db()
      .update(contentDocuments)
      .set({ published: changed })
      .where(and(eq(contentDocuments.type, "program"), eq(contentDocuments.slug, program.slug)));
    try {
      const who = await acceptedStudent("new-fee");
      const [schedule] = await paymentsOf(who.headers);
      expect(schedule.totalCents).toBe(Math.round(changed.feeAud * 100));
      expect(schedule.instalments).toHaveLength(changed.instalments);
      // A draft that is not published changes nothing.
      await db()
        .update(contentDocuments)
        .set({ draft: { ...before, feeAud: 1 } })
        .where(and(eq(contentDocuments.type, "program"), eq(contentDocuments.slug, program.slug)));
      const next = await acceptedStudent("draft-fee");
      expect((await paymentsOf(next.headers))[0].totalCents).toBe(Math.round(changed.feeAud * 100));
    } finally {
      await db()
        .update(contentDocuments)
        .set({ published: before, draft: before })
        .where(and(eq(contentDocuments.type, "program"), eq(contentDocuments.slug, program.slug)));
    }
  });
});
