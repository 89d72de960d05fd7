import { describe, expect, it } from "vitest";
import { snakeCaseBody, toSnakeCase } from "./case";

describe("toSnakeCase", () => {
  it.each([
    ["cutOffDate", "cut_off_date"],
    ["organizationName", "organization_name"],
    ["already_snake", "already_snake"],
    ["id", "id"],
    ["bankAccountNumber2", "bank_account_number2"],
    ["userID", "user_id"],
  ])("%s → %s", (input, output) => expect(toSnakeCase(input)).toBe(output));
});

describe("snakeCaseBody (spec §7)", () => {
  it("converts top-level keys and the items of details and approvers", () => {
    const body = {
      transactionDate: "2025-01-31",
      officeId: "o1",
      details: [{ accountId: "a1", debitAmount: "10.00", tagIds: ["t1"] }],
      approvers: [{ userId: "u1", limitType: "amount" }],
    };
    expect(snakeCaseBody(body)).toEqual({
      transaction_date: "2025-01-31",
      office_id: "o1",
      details: [{ account_id: "a1", debit_amount: "10.00", tag_ids: ["t1"] }],
      approvers: [{ user_id: "u1", limit_type: "amount" }],
    });
  });

  it("leaves other nested objects and lists as they are", () => {
    const body = { metaData: { innerKey: 1 }, lines: [{ accountId: "a" }] };
    expect(snakeCaseBody(body)).toEqual({ meta_data: { innerKey: 1 }, lines: [{ accountId: "a" }] });
  });

  it("does not touch FormData, arrays or primitives", () => {
    const form = new FormData();
    form.append("fileName", "x.csv");
    expect(snakeCaseBody(form)).toBe(form);
    expect([...(snakeCaseBody(form) as FormData).keys()]).toEqual(["fileName"]);
    const list = [{ someKey: 1 }];
    expect(snakeCaseBody(list)).toBe(list);
    expect(snakeCaseBody("text")).toBe("text");
  });

  it("does not change the caller's object", () => {
    const body = { someKey: 1, details: [{ innerKey: 2 }] };
    snakeCaseBody(body);
    expect(body).toEqual({ someKey: 1, details: [{ innerKey: 2 }] });
  });
});
