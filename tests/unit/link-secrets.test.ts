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
});
