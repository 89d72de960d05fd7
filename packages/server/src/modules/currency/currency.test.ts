// Exchange rates (issue 29, item 1): entered by hand and imported with a row-by-row report, one per
// currency, kind and date; the rate of a day is the latest on or before it; the base currency has
// none; another company's rates are not reachable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds } from "../../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let other: Awaited<ReturnType<TestApp["owner"]>>;
const R = "/api/master-data/exchange-rate";

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("rates");
  other = await t.owner("rates-other", "PT Lain");
});
afterAll(() => t.close());

const upload = (csv: string, token = owner.token) =>
  t.app.inject({ method: "POST", url: `${R}/import`, headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" }, payload: csv });

describe("exchange rates", () => {
  it("are entered by currency, kind and date, six places, once per day; the base currency has none", async () => {
    const created = await t.request("POST", R, { token: owner.token, body: { currency: "usd", kind: "booking", date: "2026-01-02", rate: "15800.5", source: "BI JISDOR" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ currency: "USD", kind: "booking", date: "2026-01-02", rate: "15800.500000", source: "BI JISDOR" });
    const again = await t.request("POST", R, { token: owner.token, body: { currency: "USD", kind: "booking", date: "2026-01-02", rate: "15900" } });
    expect(again.status).toBe(422);
    expect(again.body.errors.date).toEqual(["The date has already been taken"]);
    // The same day's tax rate is another rate.
    const tax = await t.request("POST", R, { token: owner.token, body: { currency: "USD", kind: "tax", date: "2026-01-02", rate: "15750" } });
    expect(tax.status, JSON.stringify(tax.body)).toBe(201);
    const base = await t.request("POST", R, { token: owner.token, body: { currency: "IDR", kind: "booking", date: "2026-01-02", rate: "1" } });
    expect(base.status).toBe(422);
    expect(base.body.errors.currency).toEqual(["IDR is the company's base currency: its rate is always 1."]);
    const bad = await t.request("POST", R, { token: owner.token, body: { currency: "XYZ", kind: "daily", date: "2026-01-02", rate: "-1" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["currency", "kind", "rate"]);
    const precise = await t.request("POST", R, { token: owner.token, body: { currency: "JPY", kind: "booking", date: "2026-01-02", rate: "105.1234567" } });
    expect(precise.body.errors.rate).toEqual(["The rate field must be a valid decimal"]);
  });

  it("the rate of a day is the latest on or before it, with the date it was set on", async () => {
    await t.request("POST", R, { token: owner.token, body: { currency: "USD", kind: "booking", date: "2026-01-05", rate: "15825" } });
    const at = (currency: string, date: string, kind = "booking") => t.request("GET", `${R}/at?currency=${currency}&date=${date}&kind=${kind}`, { token: owner.token });
    expect((await at("USD", "2026-01-04")).body.data).toEqual({ currency: "USD", kind: "booking", date: "2026-01-02", rate: "15800.500000" });
    expect((await at("USD", "2026-01-05")).body.data.rate).toBe("15825.000000");
    expect((await at("USD", "2026-03-31")).body.data.rate).toBe("15825.000000");
    expect((await at("USD", "2026-01-03", "tax")).body.data.rate).toBe("15750.000000");
    expect((await at("IDR", "2026-01-03")).body.data.rate).toBe("1.000000");
    const none = await at("USD", "2026-01-01");
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("No booking rate of USD on or before 2026-01-01: enter it under Master data → Exchange rates.");
    const id = await t.request("GET", `${R}/at?currency=EUR&date=2026-01-01&kind=tax`, { token: owner.token, headers: { "accept-language": "id" } });
    expect(id.body.message).toBe("Belum ada kurs pajak (KMK) EUR pada atau sebelum 2026-01-01: isi di Data master → Kurs.");
    // Another company sees none of them.
    expect((await t.request("GET", `${R}/at?currency=USD&date=2026-03-31`, { token: other.token })).status).toBe(404);
    expect((await t.request("GET", R, { token: other.token })).body.meta.total).toBe(0);
  });

  it("imports a year of rates from CSV, all or nothing, naming each bad row; a day already there is taken", async () => {
    const rows = ["currency,kind,date,rate,source"];
    for (let m = 1; m <= 12; m++) rows.push(`SGD,booking,2026-${String(m).padStart(2, "0")}-01,${11800 + m},BI`);
    const bad = [...rows, "SGD,booking,2026-03-01,11900,BI", "ABC,booking,2026-04-01,1,BI", "USD,booking,2026-01-05,15830,BI"];
    const refused = await upload(bad.join("\n"));
    expect(refused.statusCode, refused.body).toBe(422);
    const errors = refused.json().errors;
    expect(errors["rows.14.date"]).toEqual(["The same currency, kind, date already appear on row 4 of the file."]);
    expect(errors["rows.15.currency"]).toEqual(["The selected currency is invalid"]);
    expect(errors["rows.16.date"]).toEqual(["The date has already been taken"]);
    expect((await t.request("GET", `${R}?currency=SGD`, { token: owner.token })).body.meta.total).toBe(0);
    const ok = await upload(rows.join("\n"));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.imported).toBe(12);
    const list = await t.request("GET", `${R}?currency=SGD&date_from=2026-06-01&date_to=2026-08-31&sort=-date`, { token: owner.token });
    expect(list.body.data.map((r: { date: string; rate: string }) => [r.date, r.rate])).toEqual([
      ["2026-08-01", "11808.000000"],
      ["2026-07-01", "11807.000000"],
      ["2026-06-01", "11806.000000"],
    ]);
    expect((await t.request("GET", `${R}/at?currency=SGD&date=2026-06-15`, { token: owner.token })).body.data.rate).toBe("11806.000000");
  });
});

describe("the base currency", () => {
  it("is chosen at registration (IDR by default) and fixed once anything is posted", async () => {
    const { token } = await t.user("base-currency");
    const body = { organization_name: "PT Ekspor", brand_name: "Ekspor", business_type: "trading", cut_off_date: "2026-01-01", pricing_plan: "starter", billing_cycle: "monthly" };
    const bad = await t.request("POST", "/api/company/register", { token, body: { ...body, base_currency: "XYZ" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.base_currency).toEqual(["The selected base currency is invalid"]);
    const created = await t.request("POST", "/api/company/register", { token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.company.base_currency).toBe("IDR");
    const company = created.body.token as string;
    // Nothing posted yet: it may still change, and back.
    const usd = await t.request("PUT", "/api/company/profile", { token: company, body: { base_currency: "usd" } });
    expect(usd.status, JSON.stringify(usd.body)).toBe(200);
    expect(usd.body.data.base_currency).toBe("USD");
    expect((await t.request("PUT", "/api/company/profile", { token: company, body: { base_currency: "IDR" } })).status).toBe(200);
    // A rate of the base currency is refused; once a journal is posted the base currency stays.
    const accounts = await accountIds(t, company);
    const id = (code: string) => accounts[code] as string;
    const journal = await t.request("POST", "/api/transactions/journal", {
      token: company,
      body: { date: "2026-01-05", description: "Setoran modal", details: [{ account_id: id("1101.01"), debit: "1000000" }, { account_id: id("3101"), credit: "1000000" }] },
    });
    expect(journal.status, JSON.stringify(journal.body)).toBe(201);
    const fixed = await t.request("PUT", "/api/company/profile", { token: company, body: { base_currency: "USD" } });
    expect(fixed.status).toBe(422);
    expect(fixed.body.errors.base_currency).toEqual(["Amounts are already posted in IDR: the base currency is fixed once anything is posted."]);
    // The same value again is no change.
    expect((await t.request("PUT", "/api/company/profile", { token: company, body: { base_currency: "IDR", address: "Jl. Ekspor 1" } })).status).toBe(200);
  });
});

describe("a contact's currency", () => {
  it("is the one its documents propose: a currency of the list, or none for the base currency", async () => {
    const body = { name: "Acme Trading Pte Ltd", contact_types: ["customer"] };
    const usd = await t.request("POST", "/api/master-data/contact", { token: owner.token, body: { ...body, currency: "sgd" } });
    expect(usd.status, JSON.stringify(usd.body)).toBe(201);
    expect(usd.body.data.currency).toBe("SGD");
    const none = await t.request("POST", "/api/master-data/contact", { token: owner.token, body: { ...body, name: "PT Lokal", currency: "" } });
    expect(none.body.data.currency).toBeNull();
    const bad = await t.request("POST", "/api/master-data/contact", { token: owner.token, body: { ...body, name: "Bad", currency: "XYZ" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.currency).toEqual(["The selected currency is invalid"]);
  });
});
