import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { pdfText } from "../../test/pdf-text.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let journal: { id: string; number: string };

const get = async (url: string, token: string, language = "en") => {
  const res = await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}`, "accept-language": language } });
  return { status: res.statusCode, headers: res.headers, pdf: res.rawPayload };
};

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("voucher", "PT Cetak Rapi");
  const profile = await t.request("PUT", "/api/company/profile", {
    token: owner.token,
    body: { address: "Jl. Gatot Subroto 12, Bandung", npwp: "01.234.567.8-901.000" },
  });
  expect(profile.status).toBe(200);
  const contact = await t.request("POST", "/api/master-data/contact", {
    token: owner.token,
    body: { code: "V-01", name: "CV Sumber Makmur", contact_types: ["vendor"] },
  });
  expect(contact.status).toBe(201);
  const acc = await accountIds(t, owner.token);
  const contactId = contact.body.data.id;
  const res = await postJournal(t, owner.token, "2026-03-10", [
    line(acc["6102"]!, "1234500.50", 0, { description: "Sewa gudang", contact_id: contactId }),
    line(acc["1101.01"]!, 0, "1234500.50", { contact_id: contactId }),
  ]);
  expect(res.status).toBe(201);
  journal = { id: res.body.data.id, number: res.body.data.number };
});
afterAll(() => t.close());

describe("journal voucher print", () => {
  it("GET ?format=pdf prints the voucher: number, party, total, terbilang and the English words", async () => {
    const res = await get(`/api/transactions/journal/${journal.id}?format=pdf`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${journal.number.replaceAll("/", "-")}.pdf"`);
    const { text } = await pdfText(res.pdf);
    for (const expected of [
      "PT Cetak Rapi",
      "Jl. Gatot Subroto 12, Bandung",
      "NPWP 01.234.567.8-901.000",
      "Journal voucher",
      `Number: ${journal.number}`,
      "Date: 10 March 2026",
      "Contact",
      "CV Sumber Makmur",
      "Sewa gudang",
      "1,234,500.50",
      "In words (Indonesian): Satu juta dua ratus tiga puluh empat ribu lima ratus rupiah lima puluh sen",
      "In words: One million two hundred thirty-four thousand five hundred rupiah and fifty sen",
      "Prepared by",
      "voucher name",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("GET /:id/print shows it inline, in Indonesian when asked", async () => {
    const res = await get(`/api/transactions/journal/${journal.id}/print`, owner.token, "id");
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename=".+\.pdf"$/);
    const { text } = await pdfText(res.pdf);
    expect(text).toContain("Bukti jurnal");
    expect(text).toContain("Tanggal: 10 Maret 2026");
    expect(text).toContain("Kontak");
    expect(text).toContain("1.234.500,50");
    expect(text).toContain("Terbilang: Satu juta dua ratus tiga puluh empat ribu lima ratus rupiah lima puluh sen");
    expect(text).toContain("Dibuat oleh");
  });

  it("keeps the Excel export and the JSON answer as they were", async () => {
    const xlsx = await get(`/api/transactions/journal/${journal.id}?format=xlsx`, owner.token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const json = await t.request("GET", `/api/transactions/journal/${journal.id}`, { token: owner.token });
    expect(json.body.data.number).toBe(journal.number);
  });

  it("answers 404 for another company's journal and 403 without read permission", async () => {
    const other = await t.owner("voucher-other");
    expect((await get(`/api/transactions/journal/${journal.id}/print`, other.token)).status).toBe(404);
    expect((await get(`/api/transactions/journal/${journal.id}?format=pdf`, other.token)).status).toBe(404);
    const nobody = await t.member(owner.token, [{ action: "read", resource: "MdOffice" }], "nobody");
    expect((await get(`/api/transactions/journal/${journal.id}/print`, nobody.token)).status).toBe(403);
  });
});
