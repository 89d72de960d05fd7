import { accountingReports } from "@neraca/core";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../../lib/i18n";
import { DefinitionTable } from "./DefinitionTable";

const amounts = { opening_debit: "0.00", opening_credit: "0.00", debit: "1234567.89", credit: "0.00", closing_debit: "1234567.89", closing_credit: "0.00" };
const row = (over: Record<string, unknown>) => ({
  account_id: "0190d9a6-0000-7000-8000-000000000001",
  code: "1103.01",
  name: "Piutang usaha",
  type: "asset",
  normal_balance: "debit" as const,
  level: 1,
  is_header: false,
  ...amounts,
  ...over,
});
const data = {
  rows: [row({ account_id: "0190d9a6-0000-7000-8000-000000000000", code: "1", name: "Aset", level: 0, is_header: true }), row({})],
  totals: { ...amounts, credit: "-5.00" },
};

afterEach(() => cleanup());

describe("DefinitionTable", () => {
  it("renders a report from its core definition: titles, notation, indentation and drill-down", async () => {
    initI18n("id");
    await act(() => i18n.changeLanguage("id"));
    render(
      <MemoryRouter>
        <DefinitionTable
          report={accountingReports["trial-balance"]}
          data={data}
          params={{ date_from: "2026-01-01", date_to: "2026-12-31" }}
          link={(r) => (r._bold ? undefined : `/report/ledger?account_ids=${String(r.account_id)}`)}
        />
      </MemoryRouter>,
    );
    const table = screen.getByTestId("definition-table");
    const headers = within(table).getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Akun", "Saldo awal debit", "Saldo awal kredit", "Debit", "Kredit", "Saldo akhir debit", "Saldo akhir kredit"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain("1103.01  Piutang usaha");
    const links = within(rows[1] as HTMLElement).getAllByTestId("drill-down");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(Array(2).fill("/report/ledger?account_ids=0190d9a6-0000-7000-8000-000000000001"));
    expect(links[0]?.textContent).toBe("1.234.567,89");
    expect(within(rows[0] as HTMLElement).queryAllByTestId("drill-down")).toHaveLength(0);
    expect(rows[2]?.textContent).toContain("Total");
    expect(rows[2]?.textContent).toContain("(5,00)");
  });
});
