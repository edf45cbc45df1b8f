import { describe, expect, it } from "vitest";
import { openLinkSecrets, redactLinkSecrets, sealLinkSecrets } from "#server/mail/link-secrets.ts";

// Stored mail keeps no live link secret (issue 30): sealing takes every `token=` value out of a
// message's text, HTML and headers, and opening puts each back where it was.
describe("link secrets in queued mail", () => {
  const mail = {
    text: [
      "Accept: https://site.example/intake-offer?token=AAA111-_x&answer=accept",
      "Decline: https://site.example/intake-offer?token=AAA111-_x&answer=decline",
      "Reset: https://site.example/admin/reset-password?email=a%40b.c&token=BBB222",
    ].join("\n"),
    html: '<a href="https://site.example/admin/reset-password?email=a%40b.c&amp;token=BBB222">Reset</a>',
    headers: { "List-Unsubscribe": "<https://site.example/api/newsletter/unsubscribe?token=CCC333>" },
  };

  it("keeps no secret in the stored message and opens it back to the original", () => {
    const { mail: sealed, secrets } = sealLinkSecrets(mail);
    expect(secrets).toEqual(["AAA111-_x", "BBB222", "CCC333"]);
    const stored = JSON.stringify(sealed);
    for (const secret of secrets) expect(stored).not.toContain(secret);
    expect(sealed.text).toContain("token=⟦link secret 1⟧&answer=accept");
    expect(openLinkSecrets(sealed, secrets)).toEqual(mail);
  });

  it("leaves a message without links as it is", () => {
    const plain = { text: "Thank you for your enquiry.", html: null, headers: null };
    expect(sealLinkSecrets(plain)).toEqual({ mail: plain, secrets: [] });
  });

  it("does not let text from a visitor forge a placeholder that a secret would fill", () => {
    const forged = { text: "My name is ⟦link secret 1⟧ https://x.example/?token=REAL" };
    const { mail: sealed, secrets } = sealLinkSecrets(forged);
    const opened = openLinkSecrets(sealed, secrets).text;
    expect(opened.match(/REAL/g)).toHaveLength(1);
  });

  it("redacts delivered mail for display, placeholders included", () => {
    expect(redactLinkSecrets(mail.text)).not.toMatch(/AAA111|BBB222/);
    expect(redactLinkSecrets("https://x.example/?token=⟦link secret 1⟧")).toBe(
      "https://x.example/?token=⟦link secret 1⟧",
    );
  });

  it("seals a calendar invitation's manage link even where the line folding cuts the token, and folds it again on the way out", () => {
    const secret = "DDD444-calendar-token-long-enough-to-cross-a-fold";
    const url = `https://site.example/consultation/reschedule?token=${secret}`;
    // Folded at 75 octets as RFC 5545 writes it: the URL line is cut inside the token.
    const lines = ["BEGIN:VCALENDAR", `URL;VALUE=URI:${url}`, "SUMMARY:Café chat ✓", "END:VCALENDAR"];
    const folded = lines.map((l) => l.replace(/(.{75})(?=.)/gu, "$1\r\n ")).join("\r\n");
    expect(folded).not.toContain(secret);
    const calendar = { filename: "invite.ics", contentType: "text/calendar; method=REQUEST", content: "" };
    const pdf = { filename: "outline.pdf", contentType: "application/pdf", content: "JVBERi0x" };
    calendar.content = Buffer.from(folded).toString("base64");
    const { mail: sealed, secrets } = sealLinkSecrets({
      text: `Reschedule: ${url}`,
      attachments: [calendar, pdf],
    });
    expect(secrets).toEqual([secret]);
    const stored = Buffer.from(sealed.attachments![0]!.content, "base64").toString("utf8");
    expect(stored).not.toContain(secret.slice(0, 20));
    expect(stored).toContain("token=⟦link secret 1⟧");
    expect(sealed.attachments![1]).toEqual(pdf);

    const out = openLinkSecrets(sealed, secrets).attachments![0]!;
    const sent = Buffer.from(out.content, "base64").toString("utf8");
    for (const line of sent.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(sent.replace(/\r\n[ \t]/g, "")).toBe(lines.join("\r\n"));
  });
});
