import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { balancesToType, formatLabel, importRefusal } from "./statement-import";

describe("the balances a statement import asks to type", () => {
  it("none for the formats that state their own", () => {
    for (const format of ["mt940", "ofx", "camt053"] as const) expect(balancesToType(format, undefined)).toEqual({ opening: false, closing: false });
  });

  it("a CSV: none with a running balance, each one its summary row does not give, both otherwise", () => {
    expect(balancesToType("csv", { balance_column: "Saldo" })).toEqual({ opening: false, closing: false });
    expect(balancesToType("csv", { opening_label: "Saldo Awal", closing_label: " " })).toEqual({ opening: false, closing: true });
    expect(balancesToType("csv", { balance_column: null, opening_label: null })).toEqual({ opening: true, closing: true });
    expect(balancesToType("csv", undefined)).toEqual({ opening: true, closing: true });
  });
});

describe("why an import was refused", () => {
  const refused = (status: number, body: ConstructorParameters<typeof ApiError>[1]) => importRefusal(new ApiError(status, body, body?.message ?? "Error"));

  it("a file imported already: the server's message and the import that has its lines", () => {
    const earlier = { reconciliation_id: "r1", imported_at: "2026-03-31 10:00:00+00", file_name: "maret.sta", imported_by: "Hendra" };
    const message = "Every line of this file was imported already: maret.sta on 2026-03-31 17:00 by Hendra.";
    expect(refused(409, { message, data: earlier })).toEqual({ refusal: { kind: "imported_already", message, earlier }, fields: {} });
    expect(refused(409, { message }).refusal).toEqual({ kind: "imported_already", message, earlier: null });
  });

  it("a file of several accounts: the accounts to choose among, its field error left to the alert", () => {
    const accounts = [{ account: "78934567889", currency: "EUR", lines: 4, date_from: null, date_to: null, opening_balance: null, closing_balance: null }];
    const message = "This file holds the statements of several accounts …";
    expect(refused(422, { message, errors: { statement_account: [message] }, data: { accounts } })).toEqual({ refusal: { kind: "choose_account", message, accounts }, fields: {} });
  });

  it("a refusal of the file (its currency) above the form; one of the form's fields under it", () => {
    const message = "The statement is in EUR, but BCA is kept in IDR.";
    expect(refused(422, { message, errors: { content: [message] } })).toEqual({ refusal: { kind: "refused", message }, fields: {} });
    const typed = { opening_balance: ["The file states its opening balance itself (1,000.00); leave this empty."] };
    expect(refused(422, { message: "The given data was invalid.", errors: typed })).toEqual({ refusal: null, fields: typed });
  });

  it("a failure with nothing per field (the network, the server) above the form", () => {
    expect(importRefusal(new ApiError(0, null, "Error: Network Error"))).toEqual({ refusal: { kind: "refused", message: "Error: Network Error" }, fields: {} });
    expect(importRefusal(new Error("unreadable")).refusal).toEqual({ kind: "refused", message: "unreadable" });
  });

  it("names the formats as people write them", () => {
    expect(["csv", "camt053", "mt940"].map(formatLabel)).toEqual(["CSV", "CAMT.053", "MT940"]);
  });
});
