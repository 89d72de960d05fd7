import { accountingReports, columnTitles, type Language, REPORT_RANGE_YEARS_MAX, type ReportDefinition, translate } from "@neraca/core";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../../test/harness.js";
import { pdfText } from "../../test/pdf-text.js";
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

describe("exports hold the whole report, whatever page the screen shows", () => {
  const JOURNALS = 520; // more than one page of the screen (25) and of an export's reading (500)
  let books: Awaited<ReturnType<TestApp["owner"]>>;
  let chart: Record<string, string>;
  let cashbookId: string;
  const number = (i: number) => `EXP-${String(i).padStart(4, "0")}`;

  beforeAll(async () => {
    books = await t.owner("exports");
    chart = await accountIds(t, books.token);
    const bank = await t.request("POST", "/api/master-data/cashbank", { token: books.token, body: { code: "BNK", name: "Bank ekspor", account_id: chart["1102.01"] } });
    expect(bank.status).toBe(201);
    cashbookId = bank.body.data.id;
    const journals = Array.from({ length: JOURNALS }, (_, i) => ({
      date: `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
      description: number(i + 1),
      details: [line(chart["1102.01"]!, `${1000 + i}`, 0, { description: number(i + 1) }), line(chart["4101"]!, 0, `${1000 + i}`, { description: number(i + 1) })],
    }));
    for (let i = 0; i < JOURNALS; i += 100) {
      const res = await t.request("POST", "/api/transactions/journal/batch", { token: books.token, body: { journals: journals.slice(i, i + 100) } });
      expect(res.status).toBe(201);
    }
  });

  const csvOf = async (url: string) => {
    const res = await get(`${url}&format=csv`, books.token);
    expect([url, res.statusCode]).toEqual([url, 200]);
    return parseCsv(res.body.slice(1));
  };
  const numbersIn = (cells: string[]) => cells.flatMap((cell) => cell.match(/EXP-\d{4}/g) ?? []);
  const all = Array.from({ length: JOURNALS }, (_, i) => number(i + 1));

  it("the journal report on its second page of 25 exports all its journals to CSV, Excel and PDF", async () => {
    const url = "/api/report/journal?date_from=2026-01-01&date_to=2026-12-31&page=2&per_page=25";
    const screen = (await get(url, books.token)).json().data;
    expect(screen.journals).toHaveLength(25);
    expect(screen.meta).toEqual({ page: 2, per_page: 25, total: JOURNALS });

    const csv = await csvOf(url);
    // Each journal: its title row and two lines; the titles name every journal once.
    expect(csv.length - 1).toBe(JOURNALS * 3);
    const titled = csv.slice(1).filter((r) => r[1] !== "").map((r) => r[2] as string);
    expect(titled.sort()).toEqual(all);

    const xlsx = await get(`${url}&format=xlsx`, books.token);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getColumn(3).values.map((v) => String(v ?? ""));
    expect(new Set(numbersIn(cells)).size).toBe(JOURNALS);

    const pdf = await get(`${url}&format=pdf`, books.token);
    const { text } = await pdfText(pdf.rawPayload);
    expect(new Set(text.match(/EXP-\d{4}/g)).size).toBe(JOURNALS);
  });

  it("the ledger pages by account and line, each account's figures from the balances, the running balance carried over", async () => {
    const base = `/api/report/ledger?date_from=2026-01-01&date_to=2026-12-31&per_page=200`;
    const first = (await get(base, books.token)).json().data;
    expect(first.index.map((a: { code: string }) => a.code)).toEqual(["1102.01", "4101"]);
    const total = (Array.from({ length: JOURNALS }, (_, i) => 1000 + i).reduce((a, b) => a + b, 0)).toFixed(2);
    expect(first.index[0]).toMatchObject({ opening_balance: "0.00", debit: total, credit: "0.00", closing_balance: total });
    expect(first.index[1]).toMatchObject({ debit: "0.00", credit: total, closing_balance: total });
    expect(first.totals).toEqual({ debit: total, credit: total });
    expect(first.accounts).toHaveLength(1);
    expect(first.accounts[0]).toMatchObject({ code: "1102.01", first_line: 0, continues: true, page_opening_balance: "0.00" });
    expect(first.accounts[0].lines).toHaveLength(200);
    expect(first.next).toEqual({ account_id: chart["1102.01"], line: 200 });

    // Page after page to the end: every line once, each page opening where the last one closed.
    const pages = [first];
    while (pages.at(-1).next) {
      const { account_id, line: from } = pages.at(-1).next;
      pages.push((await get(`${base}&start_account_id=${account_id}&start_line=${from}`, books.token)).json().data);
    }
    expect(pages).toHaveLength(Math.ceil((JOURNALS * 2) / 200));
    const pieces = pages.flatMap((p) => p.accounts);
    for (const code of ["1102.01", "4101"]) {
      const own = pieces.filter((a: { code: string }) => a.code === code);
      const lines = own.flatMap((a: { lines: { description: string }[] }) => a.lines);
      expect(lines.map((l: { description: string }) => l.description).sort()).toEqual(all);
      for (let i = 1; i < own.length; i++) expect(own[i].page_opening_balance).toBe(own[i - 1].lines.at(-1).balance);
      expect(lines.at(-1).balance).toBe(total);
      expect(own.at(-1).continues).toBe(false);
    }
    // An account to go to starts its page.
    const sales = (await get(`${base}&start_account_id=${chart["4101"]}`, books.token)).json().data;
    expect(sales.accounts[0]).toMatchObject({ code: "4101", first_line: 0, opening_balance: "0.00" });
  });

  it("the ledger shown from its last page exports every account and line", async () => {
    const url = `/api/report/ledger?date_from=2026-01-01&date_to=2026-12-31&start_account_id=${chart["4101"]}&start_line=500`;
    const csv = await csvOf(url);
    const rows = csv.slice(1);
    // Per account: its title, opening, lines and closing.
    expect(rows.length).toBe(2 * (JOURNALS + 3));
    expect(rows.filter((r) => r[2] === "Opening balance")).toHaveLength(2);
    expect(rows.filter((r) => r[2] === "Closing balance")).toHaveLength(2);
    expect(numbersIn(rows.map((r) => r[2] as string))).toHaveLength(JOURNALS * 2);
  });

  it("the cash book on its second page exports every line between one opening and one closing", async () => {
    const url = `/api/report/cash-bank?date_from=2026-01-01&date_to=2026-12-31&cashbank_id=${cashbookId}&page=2&per_page=2`;
    const rows = (await csvOf(url)).slice(1);
    expect(rows.length).toBe(JOURNALS + 3);
    expect(rows.filter((r) => r[2] === "Opening balance")).toHaveLength(1);
    expect(rows.at(-1)?.[2]).toBe("Closing balance");
    expect(new Set(numbersIn(rows.map((r) => r[2] as string))).size).toBe(JOURNALS);
  });
});
