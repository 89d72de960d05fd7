import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds, line } from "../../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("drafts");
  acc = await accountIds(t, owner.token);
});
afterAll(() => t.close());

const upload = (body: string | Buffer, type = "text/csv") =>
  t.app.inject({
    method: "POST",
    url: "/api/transactions/draft-journal/upload",
    headers: { authorization: `Bearer ${owner.token}`, "content-type": type },
    payload: body,
  });

function csvOf(journals: number, bad?: { row: number; column: "account_code" | "debit" }) {
  const rows = ["journal_ref,date,description,office_code,account_code,debit,credit,line_description,work_unit_code,activity_code,element_code,tags"];
  for (let j = 0; j < journals; j++) {
    rows.push(`J${j},2026-02-${String((j % 28) + 1).padStart(2, "0")},Batch ${j},HO,6102,${j + 1}.25,,,,,,`);
    rows.push(`J${j},2026-02-${String((j % 28) + 1).padStart(2, "0")},Batch ${j},HO,1101.01,,${j + 1}.25,,,,,`);
  }
  if (bad) {
    const cells = (rows[bad.row - 1] as string).split(",");
    if (bad.column === "account_code") cells[4] = "NOPE";
    else cells[5] = "12,x".replace(",", "");
    rows[bad.row - 1] = cells.join(",");
  }
  return rows.join("\n");
}

describe("draft journals", () => {
  it("saves an unbalanced draft, edits it, and posts it only once balanced", async () => {
    const draft = await t.request("POST", "/api/transactions/draft-journal", {
      token: owner.token,
      body: { date: "2026-02-03", description: "Listrik", details: [line(acc["6103"]!, "1250000", 0)] },
    });
    expect(draft.status).toBe(201);
    expect(draft.body.data).toMatchObject({ total_debit: "1250000.00", total_credit: "0.00", balanced: false, status: "draft" });
    // The line's amounts as its totals show money, not as typed.
    expect(draft.body.data.details[0]).toMatchObject({ debit: "1250000.00", credit: "0.00" });
    const early = await t.request("POST", `/api/transactions/draft-journal/${draft.body.data.id}/post`, { token: owner.token });
    expect(early.status).toBe(422);
    const edited = await t.request("PUT", `/api/transactions/draft-journal/${draft.body.data.id}`, {
      token: owner.token,
      body: { version: draft.body.data.version, date: "2026-02-03", description: "Listrik", details: [line(acc["6103"]!, "1250000", 0), line(acc["1101.01"]!, 0, "1250000")] },
    });
    expect(edited.body.data.balanced).toBe(true);
    const posted = await t.request("POST", `/api/transactions/draft-journal/${draft.body.data.id}/post`, { token: owner.token });
    expect(posted.status).toBe(201);
    expect(posted.body.data).toMatchObject({ status: "approved", number: "DJ/2026/02/0001" });
    const journal = await t.request("GET", `/api/transactions/journal/${posted.body.data.journal_ids[0]}`, { token: owner.token });
    expect(journal.body.data).toMatchObject({ number: "JU/2026/02/0001", source_type: "draft_journal", source_id: draft.body.data.id });
    const again = await t.request("POST", `/api/transactions/draft-journal/${draft.body.data.id}/post`, { token: owner.token });
    expect(again.status).toBe(409);
    expect((await t.request("DELETE", `/api/transactions/draft-journal/${draft.body.data.id}`, { token: owner.token })).status).toBe(409);
  });

  it("imports nothing when one row among 1 000 is bad, and names the row and the field", async () => {
    const before = await t.request("GET", "/api/transactions/draft-journal", { token: owner.token });
    const res = await upload(csvOf(500, { row: 734, column: "account_code" }));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe("Nothing was imported: 1 problem(s) found. Fix the rows listed and upload again.");
    expect(Object.keys(body.errors)).toEqual(["rows.734.account_code"]);
    expect(body.errors["rows.734.account_code"]).toEqual(["The selected account code is invalid"]);
    const after = await t.request("GET", "/api/transactions/draft-journal", { token: owner.token });
    expect(after.body.meta.total).toBe(before.body.meta.total);
  });

  it("takes contacts by code", async () => {
    await t.request("POST", "/api/master-data/contact", { token: owner.token, body: { code: "CUST-9", name: "Pelanggan", contact_types: ["customer"] } });
    const csv = ["journal_ref,date,account_code,debit,credit,contact_code", "K,2026-02-11,1103.01,10,,CUST-9", "K,2026-02-11,4101,,10,", "L,2026-02-11,1103.01,5,,NOPE", "L,2026-02-11,4101,,5,"].join("\n");
    const bad = await upload(csv);
    expect(bad.json().errors).toEqual({ "rows.4.contact_code": ["The selected contact code is invalid"] });
    const ok = await upload(csv.split("\n").slice(0, 3).join("\n"));
    expect(ok.statusCode).toBe(201);
    const drafts = await t.request("GET", `/api/transactions/draft-journal?upload_batch=${ok.json().data.upload_batch}`, { token: owner.token });
    expect(drafts.body.data[0].details[0].contact_id).toBeTruthy();
  });

  it("reports every bad row: amounts, unbalanced journals, unknown codes", async () => {
    const csv = [
      "journal_ref,date,account_code,debit,credit,office_code",
      "A,2026-02-10,6102,100,,HO",
      "A,2026-02-10,1101.01,,99.99,HO",
      "B,2026-13-01,6102,abc,,XX",
      "B,2026-13-01,1101,,5,HO",
    ].join("\n");
    const res = await upload(csv);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors["rows.2.journal_ref"]).toEqual(["A: Total debit (100.00) must equal total credit (99.99)."]);
    expect(errors["rows.4.date"]).toEqual(["The date field is not a valid date (YYYY-MM-DD)"]);
    expect(errors["rows.4.debit"]).toEqual(["The debit field must be a valid decimal"]);
    expect(errors["rows.4.office_code"]).toEqual(["The selected office code is invalid"]);
    expect(errors["rows.5.account_code"]).toEqual(["Account 1101 has sub-accounts; post to one of them."]);
  });

  it("imports 1 000 good rows as 500 drafts and posts them together", async () => {
    const res = await upload(csvOf(500));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ journals: 500, lines: 1000 });
    const batch = res.json().data.upload_batch;
    const ids: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const list = await t.request("GET", `/api/transactions/draft-journal?upload_batch=${batch}&per_page=100&page=${page}`, { token: owner.token });
      ids.push(...list.body.data.map((d: { id: string }) => d.id));
    }
    expect(ids).toHaveLength(500);
    const posted = await t.request("POST", "/api/transactions/draft-journal/post", { token: owner.token, body: { ids } });
    expect(posted.status).toBe(201);
    expect(posted.body.message).toBe("500 draft(s) posted.");
    const verify = await t.request("GET", "/api/ledger/verify", { token: owner.token });
    expect(verify.body.data.ok).toBe(true);
  });

  it("accepts the XLSX template and serves it", async () => {
    const template = await t.app.inject({
      method: "GET",
      url: "/api/transactions/draft-journal/upload/template?format=xlsx",
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(template.statusCode).toBe(200);
    const res = await upload(template.rawPayload, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ journals: 2, lines: 4 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as never);
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe("journal_ref");
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/transactions/draft-journal/upload/template?format=csv",
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.body.split("\n")[0]).toBe("journal_ref,date,description,office_code,account_code,debit,credit,line_description,work_unit_code,activity_code,element_code,contact_code,job_code,tags");
    const wrongType = await upload("x", "application/pdf");
    expect(wrongType.statusCode).toBe(415);
  });
});

describe("journal templates", () => {
  it("keeps reusable lines and exports them", async () => {
    const res = await t.request("POST", "/api/master-data/journal-template", {
      token: owner.token,
      body: { code: "SEWA", name: "Sewa kantor", details: [line(acc["6102"]!, 0, 0), line(acc["1102.01"]!, 0, 0)] },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.details).toHaveLength(2);
    const dup = await t.request("POST", "/api/master-data/journal-template", {
      token: owner.token,
      body: { code: "sewa", name: "Again", details: [line(acc["6102"]!, 0, 0)] },
    });
    expect(dup.status).toBe(422);
    const file = await t.app.inject({ method: "GET", url: "/api/master-data/journal-template/export?format=xlsx", headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});
