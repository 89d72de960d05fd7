import { accountingReports, columnTitles, type Language, REPORT_RANGE_YEARS_MAX, type ReportDefinition, translate } from "@neraca/core";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { accountIds, line, postJournal } from "../../test/ledger-helpers.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["owner"]>>;
let acc: Record<string, string>;

/** Each accounting report with a query that has figures in it. */
const queries: Record<keyof typeof accountingReports, string> = {
  "trial-balance": "date_from=2026-01-01&date_to=2026-12-31",
  ledger: "date_from=2026-01-01&date_to=2026-12-31",
  journal: "date_from=2026-01-01&date_to=2026-12-31",
  journalreport: "date_from=2026-01-01&date_to=2026-12-31",
  "work-sheet": "date_from=2026-01-01&date_to=2026-12-31",
  "balance-sheet": "date=2026-12-31&per_office=true",
  "balance-sheet-comparison": "date_a=2026-01-31&date_b=2026-12-31",
  "profit-loss": "date_from=2026-01-01&date_to=2026-12-31&columns=month",
  "monthly-mutation": "year=2026",
  audit: "date_from=2026-01-01&date_to=2026-12-31",
};
const names = Object.keys(queries) as (keyof typeof accountingReports)[];

const get = (url: string, token: string, language: Language = "en") =>
  t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}`, "accept-language": language } });

/** CSV text → rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

beforeAll(async () => {
  t = await TestApp.start();
  owner = await t.owner("framework");
  acc = await accountIds(t, owner.token);
  await postJournal(t, owner.token, "2026-02-10", [line(acc["1103.01"]!, "1234567.89", 0), line(acc["4101"]!, 0, "1234567.89")], {
    description: '=HYPERLINK("http://evil.example", "Tagihan, "Maret")',
  });
  await postJournal(t, owner.token, "2026-03-05", [line(acc["6102"]!, "500000", 0), line(acc["1102.01"]!, 0, "500000")]);
});
afterAll(() => t.close());

describe("one report framework", () => {
  it("answers every report as its definition's response schema says", async () => {
    for (const name of names) {
      const res = await get(`/api/report/${name}?${queries[name]}`, owner.token);
      expect([name, res.statusCode]).toEqual([name, 200]);
      const parsed = (accountingReports[name].response as ReportDefinition["response"]).safeParse(res.json().data);
      expect([name, parsed.success ? "ok" : JSON.stringify(parsed.error.issues.slice(0, 2))]).toEqual([name, "ok"]);
    }
  });

  it("exports every report to CSV, Excel and PDF from the definition's columns, titled in the request's language", async () => {
    for (const language of ["id", "en"] as const) {
      for (const name of names) {
        const definition = accountingReports[name] as unknown as ReportDefinition;
        const url = `/api/report/${name}?${queries[name]}`;
        const json = (await get(url, owner.token, language)).json().data;
        const query = definition.query.parse(Object.fromEntries(new URLSearchParams(queries[name])));
        const table = definition.table(json, query, language);
        const titles = columnTitles(table, language);

        const csv = await get(`${url}&format=csv`, owner.token, language);
        expect([name, csv.statusCode, csv.headers["content-type"]]).toEqual([name, 200, "text/csv; charset=utf-8"]);
        expect(csv.headers["content-disposition"]).toBe(`attachment; filename="${definition.fileName(query)}.csv"`);
        const text = csv.body;
        expect(text.startsWith("\uFEFF")).toBe(true);
        const rows = parseCsv(text.slice(1));
        expect([name, rows[0]]).toEqual([name, titles]);
        expect([name, rows.length - 1]).toEqual([name, table.rows.length]);

        const xlsx = await get(`${url}&format=xlsx`, owner.token, language);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0]!;
        const headerRow = sheet.getRows(1, sheet.rowCount)!.find((r) => r.getCell(1).value === titles[0] && r.getCell(2).value === titles[1]);
        expect([name, headerRow && (headerRow.values as unknown[]).slice(1)]).toEqual([name, titles]);

        const pdf = await get(`${url}&format=pdf`, owner.token, language);
        expect([name, pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString()]).toEqual([name, 200, "%PDF-"]);
      }
    }
  });

  it("writes CSV amounts as exact decimals and defuses text a spreadsheet would run as a formula", async () => {
    const csv = await get(`/api/report/ledger?date_from=2026-01-01&date_to=2026-12-31&account_ids=${acc["1103.01"]}&format=csv`, owner.token, "id");
    const rows = parseCsv(csv.body.slice(1));
    expect(rows[0]).toEqual(["Tanggal", "Jurnal", "Keterangan", "Debit", "Kredit", "Saldo"]);
    const line = rows.find((r) => r[0] === "2026-02-10")!;
    expect(line[2]).toBe(`'=HYPERLINK("http://evil.example", "Tagihan, "Maret")`);
    expect(line.slice(3)).toEqual(["1234567.89", "", "1234567.89"]);
  });

  it("heads the files with the company, the title, the period and the offices in the request's language", async () => {
    const csv = await get("/api/report/trial-balance?date_from=2026-01-01&date_to=2026-12-31&format=csv", owner.token, "id");
    expect(parseCsv(csv.body.slice(1)).some((r) => r.includes("1234567.89"))).toBe(true);
    const xlsx = await get("/api/report/trial-balance?date_from=2026-01-01&date_to=2026-12-31&format=xlsx", owner.token, "id");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("PT Contoh Sejahtera");
    expect(sheet.getRow(2).getCell(1).value).toBe("Neraca saldo");
    expect(sheet.getRow(3).getCell(1).value).toBe("Periode: 2026-01-01 – 2026-12-31");
    expect(sheet.getRow(4).getCell(1).value).toBe("Semua kantor");
  });

  it("refuses bad filters with 422 and the field's message, never a 500", async () => {
    const cases = [
      "/api/report/trial-balance?date_from=2026-01-01&date_to=2026-13-01",
      "/api/report/trial-balance?date_from=2026-01-01&date_to=2026-12-31&office_ids=not-an-id",
      "/api/report/trial-balance?date_from=2026-01-01&date_to=2026-12-31&format=docx",
      "/api/report/trial-balance?date_from=2026-01-01&date_to=2026-12-31&include_zero=yes",
      `/api/report/journal?date_from=2026-01-01&date_to=2026-12-31&work_unit_ids=${acc["4101"]}`,
      "/api/report/journal?date_from=2026-01-01&date_to=2026-12-31&per_page=101",
      "/api/report/monthly-mutation?year=99999",
      "/api/report/balance-sheet",
      "/api/report/profit-loss?date_from=2026-01-01&date_to=2026-12-31&columns=week",
      "/api/report/ledger?date_from=2026-01-01&date_to=2026-12-31&surprise=1",
    ];
    for (const url of cases) {
      const res = await get(url, owner.token);
      expect([url, res.statusCode]).toEqual([url, 422]);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("bounds every report's period", async () => {
    const message = translate("report_range_too_long", "id", { years: REPORT_RANGE_YEARS_MAX });
    for (const url of [
      "/api/report/trial-balance?date_from=2015-01-01&date_to=2026-12-31",
      "/api/report/journal?date_from=2015-01-01&date_to=2026-12-31",
      "/api/report/audit?date_from=2015-01-01&date_to=2026-12-31&format=csv",
      "/api/report/balance-sheet-comparison?date_a=2026-12-31&date_b=2015-01-01",
    ]) {
      const res = await get(url, owner.token, "id");
      expect([url, res.statusCode, res.json().message]).toEqual([url, 422, message]);
    }
    const longest = await get("/api/report/trial-balance?date_from=2016-01-01&date_to=2026-12-31", owner.token);
    expect(longest.statusCode).toBe(200);
  });

  it("asks for read permission on the definition's resource, JSON and files alike", async () => {
    const outsider = await t.member(owner.token, [{ action: "read", resource: "Dashboard" }], "outsider");
    const reader = await t.member(owner.token, [{ action: "read", resource: "ReportAccounting" }], "reader");
    for (const name of names) {
      for (const format of ["json", "csv"]) {
        const url = `/api/report/${name}?${queries[name]}&format=${format}`;
        expect([url, (await get(url, outsider.token)).statusCode]).toEqual([url, 403]);
        expect([url, (await get(url, reader.token)).statusCode]).toEqual([url, 200]);
      }
    }
  });
});
