import { describe, expect, it } from "vitest";
import { companyRegisterBody, signupBody } from "../schemas/index.js";
import { cashBookReport } from "../cashbank/reports.js";
import { formatIssues } from "./issues.js";

const errorsOf = (schema: typeof signupBody | typeof companyRegisterBody, input: unknown, language: "en" | "id" = "en") => {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error("expected failure");
  return formatIssues(result.error.issues, language);
};

describe("validation messages", () => {
  it("uses the spec's required template with field display names", () => {
    const errors = errorsOf(signupBody, {});
    expect(errors.user_name).toEqual(["The username field is required"]);
    expect(errors.email).toEqual(["The email field is required"]);
    expect(errors.password_confirmation).toEqual(["The password confirmation field is required"]);
  });

  it("speaks Indonesian", () => {
    const errors = errorsOf(signupBody, {}, "id");
    expect(errors.user_name).toEqual(["Kolom nama pengguna wajib diisi"]);
    expect(errors.agreement).toEqual(["Kolom persetujuan wajib diisi"]);
  });

  it("treats an empty or blank string as missing", () => {
    const errors = errorsOf(signupBody, { user_name: "   " });
    expect(errors.user_name).toEqual(["The username field is required"]);
  });

  it("renders the agreement, email, confirmed, min and max rules", () => {
    const errors = errorsOf(signupBody, {
      user_name: "x".repeat(10_000),
      email: "not-an-email",
      password: "abc",
      password_confirmation: "abd",
      agreement: false,
    });
    expect(errors.agreement).toEqual(["You must agree to the terms and conditions"]);
    expect(errors.email).toEqual(["The email field must be a valid email address"]);
    expect(errors.user_name).toEqual(["The username field may not be greater than 150 characters"]);
    expect(errors.password).toContain("The password field must be at least 8 characters");
  });

  it("reports the confirmation mismatch on the password", () => {
    const errors = errorsOf(signupBody, {
      user_name: "Ani",
      email: "ani@example.com",
      password: "secret123",
      password_confirmation: "secret124",
      agreement: true,
    });
    expect(errors).toEqual({ password: ["The password field confirmation does not match"] });
  });

  it("names unknown fields and wrong types and enum values", () => {
    const errors = errorsOf(companyRegisterBody, {
      organization_name: 42,
      brand_name: "B",
      business_type: "trading",
      cut_off_date: "2026-02-30",
      pricing_plan: "gold",
      billing_cycle: "monthly",
      company_id: "x",
    });
    expect(errors.organization_name).toEqual(["The organization name field must be text"]);
    expect(errors.cut_off_date).toEqual(["The cut off date field is not a valid date (YYYY-MM-DD)"]);
    expect(errors.pricing_plan).toEqual(["The selected pricing plan is invalid"]);
    expect(errors.company_id).toEqual(["The company field is not allowed"]);
  });

  it("says a report's period ends before it starts, in both languages", () => {
    const parsed = cashBookReport.query.safeParse({ cashbank_id: "01a1ffa0-9071-77f6-96b6-d1dc641d821d", date_from: "2026-12-01", date_to: "2026-11-30" });
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues ?? [];
    expect(formatIssues(issues, "en").date_to).toEqual(["The end date field may not be before the start date"]);
    expect(formatIssues(issues, "id").date_to).toEqual(["Kolom tanggal akhir tidak boleh sebelum tanggal awal"]);
  });
});
