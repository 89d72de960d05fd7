import { buildAbility, manageAll } from "@neraca/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Form, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AbilityProvider } from "../../lib/ability";
import { showFieldErrors } from "../../lib/forms";
import { i18n, initI18n, type UiLanguage } from "../../lib/i18n";
import { lineRules } from "../../lib/journal-lines";
import { lookupApi } from "../../lib/ledger";
import { LineEditor } from "../ledger/LineEditor";
import { oneKey } from "../ledger/RecordSelect";
import type { LineItem, LineItemsConfig } from "./columns";
import { LineItemsEditor } from "./LineItemsEditor";

// Two cores shared with other work: a whole editor renders in well under a second alone, several under load.
vi.setConfig({ testTimeout: 30_000 });

const PPN = "0190a8f0-0000-7000-8000-000000000011";
const PRODUCT = "0190a8f0-0000-7000-8000-000000000022";
const UNIT = "0190a8f0-0000-7000-8000-000000000033";
const taxRecord = { id: PPN, code: "PPN", name: "PPN 12% (11/12)", effective_rate: "11.0000" };
const productRecord = { id: PRODUCT, code: "SRV-1", name: "Trucking Jakarta–Surabaya", unit_id: UNIT, selling_price: "33333.33" };

const invoiceConfig: LineItemsConfig = {
  columns: [
    {
      key: "product",
      onPick: (record, line) => ({ description: line.description || record.name, unit_id: record.unit_id, price: record.selling_price }),
    },
    "description",
    "quantity",
    "unit",
    "price",
    "discount",
    "tax",
    "amount",
    "account",
  ],
};
const emptyInvoiceLine = (): LineItem => ({ product_id: null, description: "", quantity: "1", unit_id: null, price: "", discount_percent: "", tax_id: null, account_id: null });

let form: FormInstance | null = null;
let queryClient: QueryClient;

function Harness({ initial, children }: { initial: LineItem[]; children: (form: FormInstance) => ReactNode }) {
  const [instance] = Form.useForm();
  form = instance;
  return (
    <QueryClientProvider client={queryClient}>
      <AbilityProvider value={buildAbility(manageAll)}>
        <Form form={instance} initialValues={{ details: initial }}>
          {children(instance)}
        </Form>
      </AbilityProvider>
    </QueryClientProvider>
  );
}

async function mount(language: UiLanguage, initial: LineItem[], editor: (form: FormInstance) => ReactNode) {
  initI18n(language);
  await act(() => i18n.changeLanguage(language));
  render(<Harness initial={initial}>{editor}</Harness>);
  await act(async () => {});
}

const text = (testId: string) => screen.getByTestId(testId).textContent?.trim();
const cellInput = (line: number, label: string) => within(screen.getByTestId(`line-${line}`)).getByLabelText(label) as HTMLInputElement;
const type = async (input: HTMLInputElement, value: string) => {
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  });
};

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The tax picker has already read the tax (its rate is what the amounts need).
  queryClient.setQueryData(oneKey("master-data/tax", PPN), { data: taxRecord });
  vi.spyOn(lookupApi, "list").mockImplementation(async (path) => ({
    data: path === "master-data/product" ? [productRecord] : path === "master-data/tax" ? [taxRecord] : [],
    meta: { page: 1, per_page: 50, total: 0 },
  }));
  vi.spyOn(lookupApi, "get").mockImplementation(async (path, id) => ({ data: path === "master-data/tax" ? taxRecord : { id, name: id } }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the line-items editor, configured for an invoice", () => {
  const editor = () => (f: FormInstance) => <LineItemsEditor form={f} config={invoiceConfig} emptyLine={emptyInvoiceLine} />;

  it("computes each line's amount and the totals exactly: 3 × 33 333.33 less 10%, tax at 11%", async () => {
    await mount("en", [
      { ...emptyInvoiceLine(), quantity: "3", price: "33333.33", discount_percent: "10", tax_id: PPN },
      { ...emptyInvoiceLine(), quantity: "1.5", price: "0.67" },
    ], editor());
    expect(screen.getAllByText("Discount %").length).toBeGreaterThan(0);
    // 99 999.99 less 9 999.999 → 10 000.00 = 89 999.99; tax 9 899.9989 → 9 900.00.
    expect(text("line-amount-0")).toBe("89,999.99");
    expect(text("line-tax-0")).toBe("9,900.00");
    // 1.5 × 0.67 = 1.005 → 1.01 (a float gives 1.0050000000000001 or 1.00499…).
    expect(text("line-amount-1")).toBe("1.01");
    expect(text("total-amount")).toBe("Amount90,001.00");
    expect(text("total-tax")).toBe("Tax9,900.00");
    expect(within(screen.getByTestId("total-grand")).getByText("99,901.00")).toBeTruthy();

    await type(cellInput(1, "Quantity"), "abc");
    expect(text("line-amount-1")).toBe("0.00");
    await type(cellInput(1, "Quantity"), "0.1");
    await type(cellInput(1, "Price"), "3");
    expect(text("line-amount-1")).toBe("0.30");
    expect(text("total-amount")).toBe("Amount90,000.29");
  });

  it("adds, copies and removes lines, and fills a line from the product picked", async () => {
    await mount("en", [{ ...emptyInvoiceLine(), quantity: "3", price: "33333.33", discount_percent: "10", tax_id: PPN }], editor());
    expect(screen.getByTestId("line-remove-0")).toHaveProperty("disabled", true);
    await act(async () => fireEvent.click(screen.getByTestId("line-copy-0")));
    expect(form?.getFieldValue("details")).toHaveLength(2);
    expect(text("line-amount-1")).toBe("89,999.99");
    expect(text("total-amount")).toBe("Amount179,999.98");
    expect(text("total-tax")).toBe("Tax19,800.00");
    // A copy is a line of its own: changing it leaves the original as it was.
    await type(cellInput(1, "Discount %"), "0");
    expect(text("line-amount-1")).toBe("99,999.99");
    expect(text("line-amount-0")).toBe("89,999.99");
    await act(async () => fireEvent.click(screen.getByTestId("line-remove-0")));
    expect(form?.getFieldValue("details")).toHaveLength(1);
    expect(text("total-amount")).toBe("Amount99,999.99");

    await act(async () => fireEvent.click(screen.getByTestId("line-add")));
    expect(form?.getFieldValue(["details", 1])).toMatchObject({ quantity: "1", tax_id: null });
    // Picking a product fills in its name, unit and price.
    await act(async () => {
      queryClient.setQueryData(oneKey("master-data/product", PRODUCT), { data: productRecord });
    });
    const select = within(screen.getByTestId("line-1")).getAllByRole("combobox")[0] as HTMLElement;
    await act(async () => fireEvent.mouseDown(select));
    await act(async () => fireEvent.click(await screen.findByTitle("SRV-1 · Trucking Jakarta–Surabaya")));
    expect(form?.getFieldValue(["details", 1])).toMatchObject({ product_id: PRODUCT, unit_id: UNIT, price: "33333.33", description: productRecord.name });
    expect(text("line-amount-1")).toBe("33,333.33");
  });

  it("reads decimals typed in Indonesian and shows the server's errors under their cells", async () => {
    await mount("id", [{ ...emptyInvoiceLine(), price: "1000" }, emptyInvoiceLine()], editor());
    await type(cellInput(0, "Kuantitas"), "2,5");
    expect(form?.getFieldValue(["details", 0, "quantity"])).toBe("2.5");
    expect(text("line-amount-0")).toBe("2.500,00");
    await act(async () => {
      if (form) showFieldErrors(form, { "details.1.account_id": ["The selected account is invalid"], "details.0.quantity": ["The quantity field must be at least 0"] });
    });
    expect(await within(screen.getByTestId("line-1")).findByText("The selected account is invalid")).toBeTruthy();
    expect(await within(screen.getByTestId("line-0")).findByText("The quantity field must be at least 0")).toBeTruthy();
    expect(within(screen.getByTestId("line-0")).queryByText("The selected account is invalid")).toBeNull();
  });
});

describe("the line-items editor, configured for a journal", () => {
  const journal = (f: FormInstance) => <LineEditor form={f} rules={lineRules.journal} />;
  const journalLine = (debit: string, credit: string): LineItem => ({ account_id: null, description: "", debit, credit, tag_ids: [] });

  it("sums debits and credits exactly, shows the difference, and adds the balancing line", async () => {
    await mount("en", [journalLine("0.1", ""), journalLine("0.2", ""), journalLine("", "0.3")], journal);
    expect(text("total-debit")).toBe("Debit0.30");
    expect(text("total-credit")).toBe("Credit0.30");
    expect(screen.queryByTestId("line-unbalanced")).toBeNull();
    // Every line dimension the user may read has its picker on each line.
    for (const label of ["Office", "Work unit", "Activity", "Element", "Contact", "Tags"]) expect(cellInput(0, label)).toBeTruthy();

    await type(cellInput(2, "Credit"), "1,000,000.31");
    expect(text("total-credit")).toBe("Credit1,000,000.31");
    expect(screen.getByTestId("line-unbalanced").textContent).toContain("1,000,000.01");
    await act(async () => fireEvent.click(screen.getByTestId("line-balance")));
    expect(form?.getFieldValue(["details", 3])).toMatchObject({ debit: "1000000.01", credit: "" });
    expect(text("total-debit")).toBe("Debit1,000,000.31");
    expect(screen.queryByTestId("line-unbalanced")).toBeNull();
  });
});
