import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let other: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("md");
  other = await t.owner("md-other");
  acc = await accountIds(t, owner.token);
});
afterAll(() => t.close());

const req = (method: string, url: string, body?: unknown, token = owner.token) => t.request(method, `/api/master-data/${url}`, { token, body });
const upload = (url: string, csv: string, token = owner.token) =>
  t.app.inject({ method: "POST", url: `/api/master-data/${url}`, headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" }, payload: csv });

/** Every simple list: create, read, update, delete, duplicate code, another company's id. */
const simple: [string, Record<string, unknown>][] = [
  ["unit", { code: "SAK", name: "Sak" }],
  ["product-brand", { code: "ACME", name: "Acme" }],
  ["product-category", { code: "SPR", name: "Spare parts" }],
  ["seaport", { code: "IDXXX", name: "Test port", city: "Kupang", country: "Indonesia" }],
  ["airport", { code: "KOE", name: "El Tari", city: "Kupang", country: "Indonesia" }],
  ["integration-category", { code: "POS", name: "Point of sale" }],
  ["intergration", { code: "MOKA", name: "Moka POS" }],
  ["employee", { code: "EMP-001", name: "Sari Wulandari", email: "sari@example.com" }],
];

describe("master data lists", () => {
  it.each(simple)("%s: create, read, update, delete, duplicate code, another company's id", async (path, body) => {
    const created = await req("POST", path, body);
    expect([path, created.status]).toEqual([path, 201]);
    const id = created.body.data.id;
    expect((await req("GET", `${path}/${id}`)).body.data).toMatchObject({ code: String(body.code).toUpperCase() === body.code ? body.code : body.code });
    const dup = await req("POST", path, { ...body, code: String(body.code).toLowerCase() });
    expect([path, dup.status, dup.body.errors?.code]).toEqual([path, 422, ["The code has already been taken"]]);
    const updated = await req("PUT", `${path}/${id}`, { ...body, name: "Renamed" });
    expect(updated.body.data.name).toBe("Renamed");
    const list = await req("GET", `${path}?q=Renamed`);
    expect(list.body.data.map((r: { id: string }) => r.id)).toContain(id);
    for (const [method, b] of [["GET", undefined], ["PUT", body], ["DELETE", undefined]] as const) {
      const res = await req(method, `${path}/${id}`, b, other.token);
      expect([path, method, res.status]).toEqual([path, method, 404]);
    }
    expect((await req("DELETE", `${path}/${id}`)).status).toBe(200);
    expect((await req("GET", `${path}/${id}`)).status).toBe(404);
  });

  it("seeds Indonesian taxes and ports for a new company", async () => {
    const taxes = await req("GET", "tax?per_page=100");
    const byCode = Object.fromEntries(taxes.body.data.map((x: { code: string; effective_rate: string }) => [x.code, x.effective_rate]));
    expect(byCode).toMatchObject({ PPN11: "11.0000", PPN12: "12.0000", "PPN1.1": "1.1000", PPH23: "2.0000" });
    const ports = await req("GET", "seaport?q=priok");
    expect(ports.body.data[0]).toMatchObject({ code: "IDTPP", name: "Tanjung Priok" });
    const airports = await req("GET", "airport?q=CGK");
    expect(airports.body.meta.total).toBe(1);
  });
});

describe("the user's office", () => {
  it("is the office of the employee the user is, else the head office: new documents start with it (the session's office_id)", async () => {
    const fresh = await t.owner("md-office");
    const me = async (token: string) => (await t.request("GET", "/api/auth/me", { token })).body.data.user;
    const offices = await t.request("GET", "/api/master-data/office", { token: fresh.token });
    const head = offices.body.data[0].id;
    expect((await me(fresh.token)).office_id).toBe(head);
    const branch = await t.request("POST", "/api/master-data/office", { token: fresh.token, body: { code: "SBY", name: "Cabang Surabaya" } });
    const employee = await t.request("POST", "/api/master-data/employee", {
      token: fresh.token,
      body: { code: "EMP-1", name: "Pemilik", user_id: fresh.userId, office_id: branch.body.data.id },
    });
    expect(employee.status, JSON.stringify(employee.body)).toBe(201);
    expect((await me(fresh.token)).office_id).toBe(branch.body.data.id);
  });
});

describe("contacts", () => {
  const contact = (extra: Record<string, unknown> = {}) => ({ code: "C-001", name: "PT Pelanggan Setia", contact_types: ["customer"], ...extra });

  it("validates NPWP (15 and 16 digits), email, postal code, term of payment and types", async () => {
    const bad = await req("POST", "contact", contact({ npwp: "12.345", email: "nope", postal_code: "12", term_of_payment: -1, contact_types: [] }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      npwp: ["The NPWP field must be a valid NPWP, e.g. 01.250.290.9-801.000"],
      email: ["The email field must be a valid email address"],
      postal_code: ["The postal code field must be 5 digits"],
      term_of_payment: ["The term of payment field must be at least 0"],
      contact_types: ["The contact types field must have at least 1 items"],
    });
    const missing = await req("POST", "contact", {});
    expect(missing.body.errors).toMatchObject({ name: ["The name field is required"] });
    expect(missing.body.errors.code).toBeUndefined();
    for (const [code, npwp] of [["C-15", "01.250.290.9-801.000"], ["C-16", "3171012345678901"]]) {
      const ok = await req("POST", "contact", contact({ code, npwp, email: "ap@setia.co.id", receivable_account_id: acc["1103.01"], term_of_payment: 30 }));
      expect([code, ok.status]).toEqual([code, 201]);
    }
  });

  it("numbers a contact left without a code by its first type (C-0001, V-0001…), skipping codes taken by hand, distinct at once", async () => {
    const fresh = await t.owner("md-codes");
    const create = (body: Record<string, unknown>) => req("POST", "contact", { name: "Kontak", ...body }, fresh.token);
    const first = await create({ contact_types: ["customer"], code: "" });
    expect(first.status).toBe(201);
    expect(first.body.data.code).toBe("C-0001");
    expect((await create({ contact_types: ["vendor", "customer"] })).body.data.code).toBe("C-0002");
    expect((await create({ contact_types: ["vendor"], code: null })).body.data.code).toBe("V-0001");
    expect((await create({ contact_types: ["employee"] })).body.data.code).toBe("E-0001");
    expect((await create({ contact_types: ["customer"], code: "c-0003" })).body.data.code).toBe("c-0003");
    expect((await create({ contact_types: ["customer"] })).body.data.code).toBe("C-0004");
    // Two (five) creations at once get distinct codes (PostgreSQL runs them truly at once).
    const together = await Promise.all([1, 2, 3, 4, 5].map(() => create({ contact_types: ["vendor"] })));
    expect(together.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(together.map((r) => r.body.data.code).sort()).toEqual(["V-0002", "V-0003", "V-0004", "V-0005", "V-0006"]);
    // Editing with the code emptied keeps the code; a code typed by hand replaces it.
    const edited = await req("PUT", `contact/${first.body.data.id}`, { name: "Kontak Baru", contact_types: ["customer"], code: "" }, fresh.token);
    expect(edited.body.data).toMatchObject({ code: "C-0001", name: "Kontak Baru" });
    const renamed = await req("PUT", `contact/${first.body.data.id}`, { name: "Kontak Baru", contact_types: ["customer"], code: "PLG-01" }, fresh.token);
    expect(renamed.body.data.code).toBe("PLG-01");
  });

  it("filters by type and group, refuses header accounts, and refuses deleting a contact in use", async () => {
    const group = await req("POST", "contact", contact({ code: "GRP", name: "Grup Setia", is_group: true }));
    const vendor = await req("POST", "contact", contact({ code: "V-001", name: "CV Pemasok", contact_types: ["vendor", "agent"], group_contact_id: group.body.data.id }));
    expect(vendor.status).toBe(201);
    const vendors = await req("GET", "contact?type=vendor");
    expect(vendors.body.data.map((c: { code: string }) => c.code)).toEqual(["V-001"]);
    const members = await req("GET", `contact?group_contact_id=${group.body.data.id}`);
    expect(members.body.meta.total).toBe(1);
    const header = await req("POST", "contact", contact({ code: "X", payable_account_id: acc["2102"] }));
    expect(header.body.errors.payable_account_id).toEqual(["The selected payable account is invalid"]);
    await postJournal(t, owner.token, "2026-04-01", [line(acc["6102"]!, 5, 0, { contact_id: vendor.body.data.id }), line(acc["1101.01"]!, 0, 5)]);
    const inUse = await req("DELETE", `contact/${vendor.body.data.id}`);
    expect(inUse.status).toBe(409);
    const groupInUse = await req("DELETE", `contact/${group.body.data.id}`);
    expect(groupInUse.status).toBe(409);
  });

  it("an import's rows without a code get codes its other rows did not type", async () => {
    const first = await req("POST", "contact", { name: "Pelanggan berkode otomatis", contact_types: ["customer"] });
    expect(first.status).toBe(201);
    const given = Number(String(first.body.data.code).replace(/^C-/, ""));
    const typed = `C-${String(given + 1).padStart(4, "0")}`;
    const file = ["code,name,contact_types", ",Tanpa kode,customer", `${typed},Kode diketik,customer`];
    const res = await upload("contact/import", file.join("\n"));
    expect(res.statusCode).toBe(201);
    const codes = (await req("GET", "contact?q=kode&per_page=50")).body.data.map((c: { name: string; code: string }) => [c.name, c.code]);
    expect(Object.fromEntries(codes)).toMatchObject({ "Tanpa kode": `C-${String(given + 2).padStart(4, "0")}`, "Kode diketik": typed });
  });

  it("imports 500 contacts, all or nothing, naming the bad row", async () => {
    const rows = ["code,name,contact_types,email,npwp,receivable_account_id,term_of_payment,is_group"];
    for (let i = 1; i <= 500; i++) rows.push(`IMP-${i},Kontak ${i},customer;vendor,k${i}@example.com,,1103.01,30,no`);
    const bad = [...rows];
    bad[321] = "IMP-321,Kontak 321,customer,not-an-email,123,9999,x,no";
    const refused = await upload("contact/import", bad.join("\n"));
    expect(refused.statusCode).toBe(422);
    const errors = refused.json().errors;
    expect(errors["rows.322.email"]).toEqual(["The email field must be a valid email address"]);
    expect(errors["rows.322.receivable_account_id"]).toEqual(["The selected receivable account is invalid"]);
    expect((await req("GET", "contact?q=IMP-")).body.meta.total).toBe(0);
    const ok = await upload("contact/import", rows.join("\n"));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.imported).toBe(500);
    const imported = await req("GET", "contact?q=IMP-499");
    expect(imported.body.data[0]).toMatchObject({ contact_types: ["customer", "vendor"], receivable_account_id: acc["1103.01"], term_of_payment: 30 });
    const again = await upload("contact/import", [rows[0], "IMP-1,Kontak,customer,bad-email,,,,no"].join("\n"));
    expect(again.json().errors["rows.2.code"]).toEqual(["The code has already been taken"]);
    expect(again.json().errors["rows.2.email"]).toEqual(["The email field must be a valid email address"]);
    const file = await t.app.inject({ method: "GET", url: "/api/master-data/contact/export?format=xlsx", headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const template = await t.app.inject({ method: "GET", url: "/api/master-data/contact/import/template?format=csv", headers: { authorization: `Bearer ${owner.token}` } });
    expect(template.body.split(",")[0]).toBe("code");
  });
});

describe("products", () => {
  it("checks the sub category belongs to the category, prices and accounts", async () => {
    const unit = await req("POST", "unit", { code: "BTL", name: "Botol" });
    const category = await req("POST", "product-category", { code: "ELC", name: "Elektronik" });
    const otherCategory = await req("POST", "product-category", { code: "FRN", name: "Furnitur" });
    const sub = await req("POST", "product-sub-category", { code: "LPT", name: "Laptop", parent_id: category.body.data.id });
    expect(sub.status).toBe(201);
    const orphan = await req("POST", "product-sub-category", { code: "X", name: "X" });
    expect(orphan.status).toBe(422);
    const base = { code: "P-001", name: "Laptop 14", product_type: "goods", unit_id: unit.body.data.id, category_id: category.body.data.id, sub_category_id: sub.body.data.id, selling_price: "12500000.50", buying_price: 10000000, sales_account_id: acc["4101"], is_inventory: true };
    const ok = await req("POST", "product", base);
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ selling_price: "12500000.50", buying_price: "10000000.00" });
    const mismatch = await req("POST", "product", { ...base, code: "P-002", category_id: otherCategory.body.data.id });
    expect(mismatch.body.errors.sub_category_id).toEqual(["The selected sub category is invalid"]);
    const negative = await req("POST", "product", { ...base, code: "P-003", selling_price: "-5" });
    expect(negative.body.errors.selling_price).toEqual(["The selling price field must be at least 0"]);
    const service = await req("POST", "product", { ...base, code: "P-004", product_type: "service", is_inventory: true });
    expect(service.status).toBe(422);
    const unitInUse = await req("DELETE", `unit/${unit.body.data.id}`);
    expect(unitInUse.status).toBe(409);
  });
});

describe("taxes, cash and bank, mapping, tokens", () => {
  it("computes the effective rate exactly and validates the rate", async () => {
    const res = await req("POST", "tax", { code: "T1", name: "Test", kind: "vat", rate: "12", base_numerator: 11, base_denominator: 12, sell_account_id: acc["2102.01"] });
    expect(res.body.data.effective_rate).toBe("11.0000");
    const bad = await req("POST", "tax", { code: "T2", name: "Bad", kind: "vat", rate: "150" });
    expect(bad.body.errors.rate).toEqual(["The rate field must be between 0 and 100"]);
  });

  it("posts cash and bank accounts only to cash or bank ledger accounts; maps users with confirmation-worthy actions", async () => {
    const wrong = await req("POST", "cashbank", { code: "KAS", name: "Kas", account_id: acc["6102"] });
    expect(wrong.body.errors.account_id).toEqual(["The selected account is invalid"]);
    const bank = await req("POST", "cashbank", { code: "BCA1", name: "BCA Operasional", bank_name: "BCA", account_number: "1234567890", account_id: acc["1102.02"] });
    expect(bank.status).toBe(201);
    const cashier = await t.member(owner.token, [{ action: "read", resource: "MdCashbank" }], "cashier");
    const clerk = await t.member(owner.token, [{ action: "read", resource: "MdCashbank" }], "clerk");
    expect((await req("GET", "cashbank/available", undefined, cashier.token)).body.data).toEqual([]);
    const mapped = await req("POST", `cashbank/${bank.body.data.id}/users`, { user_ids: [cashier.userId, clerk.userId] });
    expect(mapped.body.message).toBe("2 user(s) mapped to this cashbank.");
    expect((await req("GET", "cashbank/available", undefined, cashier.token)).body.data.map((c: { code: string }) => c.code)).toEqual(["BCA1"]);
    const users = await req("GET", `cashbank/${bank.body.data.id}/users`);
    expect(users.body.data).toHaveLength(2);
    expect((await req("DELETE", `cashbank/${bank.body.data.id}/users/${clerk.userId}`)).status).toBe(200);
    expect((await req("GET", "cashbank/available", undefined, clerk.token)).body.data).toEqual([]);
    const stranger = await req("POST", `cashbank/${bank.body.data.id}/users`, { user_ids: [other.userId] });
    expect(stranger.status).toBe(422);
    const all = await req("GET", "cashbank/available");
    expect(all.body.data.map((c: { code: string }) => c.code)).toContain("BCA1");
    const setDefault = await t.request("PUT", "/api/setting/default-bank", { token: owner.token, body: { cashbank_id: bank.body.data.id } });
    expect(setDefault.status).toBe(200);
    expect((await t.request("GET", "/api/setting/default-bank", { token: owner.token })).body.data.cashbank.code).toBe("BCA1");
  });

  it("integration tokens: shown once, act with their roles, revoked at once", async () => {
    const role = await t.request("POST", "/api/setting/role", { token: owner.token, body: { name: "Integrasi", permissions: [{ action: "read", resource: "MdContact" }, { action: "create", resource: "MdContact" }] } });
    const created = await t.request("POST", "/api/setting/integration-token", { token: owner.token, body: { name: "POS", role_ids: [role.body.data.id] } });
    expect(created.status).toBe(201);
    const token = created.body.data.token as string;
    expect(token).toMatch(/^nrc_/);
    const list = await t.request("GET", "/api/setting/integration-token", { token: owner.token });
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(list.body.data[0]).toMatchObject({ name: "POS", status: "active", hint: `nrc_…${token.slice(-4)}` });
    const read = await t.request("GET", "/api/master-data/contact", { token });
    expect(read.status).toBe(200);
    expect((await t.request("POST", "/api/master-data/contact", { token, body: { code: "API-1", name: "Via API", contact_types: ["customer"] } })).status).toBe(201);
    expect((await t.request("GET", "/api/master-data/product", { token })).status).toBe(403);
    expect((await t.request("GET", "/api/auth/me", { token })).status).toBe(403);
    expect((await t.request("DELETE", `/api/setting/integration-token/${created.body.data.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.request("GET", "/api/master-data/contact", { token })).status).toBe(401);
  });
});

describe("contacts on journal lines", () => {
  it("refuses another company's contact on a line with 422, and the ledger report filters by contact", async () => {
    const foreign = await req("POST", "contact", { code: "FOREIGN", name: "Other company", contact_types: ["customer"] }, other.token);
    const res = await postJournal(t, owner.token, "2026-05-05", [line(acc["6102"]!, 7, 0, { contact_id: foreign.body.data.id }), line(acc["1101.01"]!, 0, 7)]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ "details.0.contact_id": ["The selected contact is invalid"] });
    const mine = await req("POST", "contact", { code: "MINE", name: "Pelanggan", contact_types: ["customer"] });
    await postJournal(t, owner.token, "2026-05-05", [line(acc["1103.01"]!, 9, 0, { contact_id: mine.body.data.id }), line(acc["4101"]!, 0, 9)]);
    const tb = await t.request("GET", `/api/report/trial-balance?date_from=2026-05-01&date_to=2026-05-31&contact_ids=${mine.body.data.id}`, { token: owner.token });
    expect(tb.body.data.totals.debit).toBe("9.00");
  });
});
