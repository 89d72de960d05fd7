import { describe, expect, it } from "vitest";
import { StatementError } from "./statement-file.js";
import { parseStatement } from "./statement-import.js";
import { readCamtAccounts } from "./statement-camt.js";

const refusal = (format: "mt940" | "ofx" | "camt053", content: string) => {
  try {
    parseStatement(format, content, null);
  } catch (error) {
    if (error instanceof StatementError) return { line: error.line, en: error.toAppError("en").errors?.content?.[0], id: error.toAppError("id").errors?.content?.[0] };
    throw error;
  }
  throw new Error("not refused");
};

const page = (number: number, opening: string, closing: string, lines: string[]) =>
  [`:20:STMT${number}`, ":25:NL53ASNB0781269733", `:28C:${number}/1`, `:60${number === 1 ? "F" : "M"}:${opening}`, ...lines, `:62${number === 2 ? "F" : "M"}:${closing}`].join("\r\n");

describe("MT940 as banks send it", () => {
  const first = page(1, "C260228IDR1000,00", "C260301IDR284,30", [
    ":61:2603010301D715,70NTRFINV-9//B1",
    ":86:SEWA KANTOR",
    "MARET 2026 LANJUTAN",
  ]);
  const second = page(2, "C260301IDR284,30", "C260302IDR1284,30", [":61:260302C1000,NTRFNONREF//B2", ":86:SETORAN"]);

  it("reads the SWIFT envelope, SOH/ETX, a header line, :86: over lines, two pages and a :61: without its entry date", () => {
    const file = `\u0001{1:F01BANKIDJAXXX0000000000}{2:O940BANKIDJAXXXXN}{4:\r\n:940:\r\n${first}\r\n-}\u0003\u0001{1:F01BANKIDJAXXX0000000000}{2:O940BANKIDJAXXXXN}{4:\r\n${second}\r\n-}\u0003`;
    const parsed = parseStatement("mt940", file, null);
    expect(parsed).toMatchObject({ opening_balance: "1000.00", closing_balance: "1284.30", statement_date: "2026-03-02", currency: "IDR", account: "NL53ASNB0781269733" });
    expect(parsed.lines).toEqual([
      { line_no: 1, date: "2026-03-01", description: "SEWA KANTOR MARET 2026 LANJUTAN", reference: "INV-9", bank_reference: "B1", amount: "-715.70" },
      { line_no: 2, date: "2026-03-02", description: "SETORAN", reference: "B2", bank_reference: "B2", amount: "1000.00" },
    ]);
  });

  it("names the line and the figures of a statement that does not add up, in both languages", () => {
    const bad = first.replace("C260301IDR284,30", "C260301IDR300,00");
    expect(refusal("mt940", bad)).toEqual({
      line: 8,
      en: "Line 8 of the file cannot be read: statement 1 does not add up: opening 1,000.00 + lines -715.70 = 284.30, but its closing balance is 300.00.",
      id: "Baris 8 berkas tidak dapat dibaca: rekening koran 1 tidak cocok: saldo awal 1.000,00 + mutasi -715,70 = 284,30, tetapi saldo akhirnya 300,00.",
    });
  });

  it("refuses a second page that does not open where the first closed, a missing closing balance, an unknown tag and a cut-off file", () => {
    expect(refusal("mt940", `${first}\r\n${second.replace("C260301IDR284,30", "C260301IDR290,00")}`).en).toContain("statement 2 opens with 290.00, but the statement before it closed with 284.30");
    expect(refusal("mt940", `${first.replace(/\r\n:62M:.*$/, "")}\r\n${second}`).en).toBe("Line 8 of the file cannot be read: statement 1 has no closing balance.");
    expect(refusal("mt940", first.replace(":86:SEWA", ":99:SEWA")).en).toBe("Line 6 of the file cannot be read: :99: is not an MT940 tag.");
    const cut = `{1:F01BANKIDJAXXX0000000000}{4:\r\n${first}\r\n-}\r\n{1:F01BANKIDJAXXX0000000000}{4:\r\n${second.split("\r\n").slice(0, 5).join("\r\n")}`;
    expect(refusal("mt940", cut).en).toBe("Line 16 of the file cannot be read: the file ends inside statement 2: it has been cut off.");
    expect(refusal("mt940", "Dear customer,\nno statement today.").en).toBe("Line 1 of the file cannot be read: this is not a MT940 statement.");
  });

  it("takes the entry date's year across the new year, and a reversal's side", () => {
    const file = page(2, "C251231EUR100,00", "C260102EUR90,00", [":61:2512310102RC10,NTRFNONREF"]);
    expect(parseStatement("mt940", file, null).lines[0]).toMatchObject({ date: "2026-01-02", amount: "-10.00" });
  });
});

describe("OFX", () => {
  const statement = (account: string, amount: string, balance: string, kind = "STMTRS") =>
    `<${kind}><CURDEF>EUR<${kind === "STMTRS" ? "BANKACCTFROM" : "CCACCTFROM"}><ACCTID>${account}</${kind === "STMTRS" ? "BANKACCTFROM" : "CCACCTFROM"}><BANKTRANLIST>` +
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260305120000[-5:EST]<TRNAMT>${amount}<FITID>F-${account}<NAME><![CDATA[Caf\u00e9 & Co <Nord>]]><MEMO>M&amp;M</STMTTRN>` +
    `</BANKTRANLIST><LEDGERBAL><BALAMT>${balance}<DTASOF>20260331</LEDGERBAL></${kind}>`;

  it("reads the decimal comma, CDATA, CURDEF and FITID", () => {
    const parsed = parseStatement("ofx", `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS>${statement("123", "-200,00", "1000,50")}</STMTTRNRS></BANKMSGSRSV1></OFX>`, null);
    expect(parsed).toMatchObject({ opening_balance: "1200.50", closing_balance: "1000.50", currency: "EUR", account: "123", statement_date: "2026-03-31" });
    expect(parsed.lines[0]).toMatchObject({ date: "2026-03-05", amount: "-200.00", bank_reference: "F-123", description: "Café & Co <Nord> · M&M" });
  });

  it("refuses a second account (a card statement beside the bank's) and a cut-off file", () => {
    const two = `<OFX><BANKMSGSRSV1><STMTTRNRS>${statement("123", "-1.00", "9.00")}</STMTTRNRS></BANKMSGSRSV1>\n<CREDITCARDMSGSRSV1><CCSTMTTRNRS>${statement("4111", "-2.00", "-2.00", "CCSTMTRS")}</CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    expect(refusal("ofx", two).en).toBe("Line 2 of the file cannot be read: statement 2 is of another account (4111 EUR) than the first (123 EUR); import one account at a time.");
    expect(refusal("ofx", two.slice(0, two.indexOf("<CREDITCARDMSGSRSV1>") + 60)).en).toContain("the file ends inside statement 2");
  });
});

describe("camt.052, camt.053 and camt.054", () => {
  const entry = (amount: string, side: string, booked: string, details = "") =>
    `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${side}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt>${booked}</BookgDt><AcctSvcrRef>R${amount}</AcctSvcrRef>${details}</Ntry>`;
  const balance = (code: string, amount: string, date: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
  const stmt = (iban: string, opening: string, closing: string, entries: string) =>
    `<Stmt>\n<Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>\n${balance("OPBD", opening, "2026-03-01")}\n${balance("CLBD", closing, "2026-03-02")}\n${entries}\n</Stmt>`;
  const file = (message: string, statements: string) =>
    `<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><${message}><GrpHdr><MsgId>1</MsgId></GrpHdr>\n${statements}\n</${message}></Document>\n`;
  const batch =
    "<NtryDtls><Btch><PmtInfId>PAYROLL-03</PmtInfId><NbOfTxs>2</NbOfTxs></Btch>" +
    "<TxDtls><RltdPties><Cdtr><Nm>Ani</Nm></Cdtr></RltdPties><RmtInf><Ustrd>Gaji</Ustrd></RmtInf></TxDtls>" +
    "<TxDtls><RltdPties><Cdtr><Nm>Budi</Nm></Cdtr></RltdPties><RmtInf><Ustrd>Gaji</Ustrd></RmtInf></TxDtls></NtryDtls><AddtlNtryInf>SALARIES</AddtlNtryInf>";
  const day1 = stmt("ID01", "1000.00", "700.00", entry("300.00", "DBIT", "<DtTm>2026-03-01T23:30:00-05:00</DtTm>", batch));
  const day2 = stmt("ID01", "700.00", "750.00", entry("50.00", "CRDT", "<Dt>2026-03-02</Dt>"));

  it("joins every statement of the account, booking dates as written, a batch as one line", () => {
    const parsed = parseStatement("camt053", file("BkToCstmrStmt", `${day1}\n${day2}`), null);
    expect(parsed).toMatchObject({ opening_balance: "1000.00", closing_balance: "750.00", currency: "EUR", account: "ID01" });
    expect(parsed.lines).toEqual([
      { line_no: 1, date: "2026-03-01", description: "SALARIES 2× Ani Gaji; Budi Gaji", reference: "PAYROLL-03", bank_reference: "R300.00", amount: "-300.00" },
      { line_no: 2, date: "2026-03-02", description: null, reference: "R50.00", bank_reference: "R50.00", amount: "50.00" },
    ]);
  });

  it("reads camt.052 reports and camt.054 notifications", () => {
    const report = file("BkToCstmrAcctRpt", day1.replaceAll("Stmt>", "Rpt>"));
    expect(readCamtAccounts(report)[0]?.closing_balance).toBe("700.00");
    const notification = file("BkToCstmrDbtCdtNtfctn", `<Ntfctn><Acct><Id><Othr><Id>777</Id></Othr></Id></Acct>${entry("5.00", "CRDT", "<Dt>2026-03-03</Dt>")}</Ntfctn>`);
    expect(parseStatement("camt053", notification, null)).toMatchObject({ opening_balance: null, closing_balance: null, account: "777", lines: [{ amount: "5.00" }] });
  });

  it("refuses a broken chain, another account and a cut-off file", () => {
    expect(refusal("camt053", file("BkToCstmrStmt", `${day1}\n${day2.replace("<Amt Ccy=\"EUR\">700.00", "<Amt Ccy=\"EUR\">710.00")}`)).en).toContain(
      "statement 2 opens with 710.00, but the statement before it closed with 700.00",
    );
    expect(refusal("camt053", file("BkToCstmrStmt", `${day1}\n${day2.replace("ID01", "ID02")}`)).en).toBe(
      "Line 9 of the file cannot be read: statement 2 is of another account (ID02 EUR) than the first (ID01 EUR); import one account at a time.",
    );
    const whole = file("BkToCstmrStmt", `${day1}\n${day2}`);
    expect(refusal("camt053", whole.slice(0, whole.lastIndexOf("<Ntry>"))).en).toContain("the file ends inside statement 2");
  });
});
