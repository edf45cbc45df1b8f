import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";
import { adminResetFormSchema, changePasswordSchema, signInSchema, signUpSchema } from "#forms/auth.ts";
import { fieldMessages } from "#forms/field-messages.ts";

const errorsOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldMessages(result.error as never);
};

describe("auth form schemas", () => {
  it("use the spec's messages and the 8-character rule for every new password", () => {
    expect(errorsOf(signInSchema, { email: "  ", password: "" })).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(
      errorsOf(signUpSchema, { firstName: "A", lastName: "B", email: "not-an-email", password: "1234567" }),
    ).toEqual({
      email: "Email should be a valid email address",
      password: "Password must be at least 8 characters",
    });
    expect(
      errorsOf(adminResetFormSchema, {
        email: "a@b.co",
        passwordResetToken: "",
        password: "",
        confirmPassword: "",
      }),
    ).toEqual({
      passwordResetToken: "Token is required",
      password: "New password is required",
      confirmPassword: "Please confirm your password",
    });
    expect(
      errorsOf(adminResetFormSchema, {
        email: "a@b.co",
        passwordResetToken: "t",
        password: "12345678",
        confirmPassword: "12345679",
      }),
    ).toEqual({ confirmPassword: "Passwords must match" });
    expect(errorsOf(changePasswordSchema, {})).toEqual({
      oldPassword: "Old password is required",
      newPassword: "New password is required",
      confirmNewPassword: "Please confirm your new password",
    });
  });

  it("read 'Remember me' from a form checkbox or JSON and lower-case the e-mail", () => {
    expect(signInSchema.parse({ email: " A@B.co ", password: "x", remember: "true" })).toEqual({
      email: "a@b.co",
      password: "x",
      remember: true,
    });
    expect(signInSchema.parse({ email: "a@b.co", password: "x" }).remember).toBe(false);
  });
});

describe("safeRedirectPath", () => {
  it("keeps same-site paths under the prefix and refuses everything else", () => {
    expect(safeRedirectPath("/portal/applications?x=1", "/portal", "/portal")).toBe(
      "/portal/applications?x=1",
    );
    expect(safeRedirectPath("/portal", "/f", "/portal")).toBe("/portal");
    for (const bad of [
      "//evil.example",
      "https://evil.example/portal",
      "/\\evil.example",
      "/\t/evil.example",
      "/portalx",
      "/admin",
      "",
      undefined,
    ])
      expect(safeRedirectPath(bad, "/f", "/portal")).toBe("/f");
  });
});
