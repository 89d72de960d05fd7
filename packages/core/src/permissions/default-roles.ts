import { type CrudAction, actions, type Resource, resourceCatalogue, resources } from "./catalogue.js";

/**
 * The roles every new company starts with (editable and deletable like any other): a company can
 * invite its finance team on day one without building a permission matrix first. Names are in the
 * registering user's language; the spec's hint names the manager, "who sees only report menus".
 */
export interface DefaultRole {
  key: "owner" | "accountant" | "cashier" | "sales" | "purchasing" | "approver" | "manager";
  name: { en: string; id: string };
  description: { en: string; id: string };
  permissions: { action: CrudAction; resource: Resource }[];
}

const all = (list: readonly Resource[]) => list.flatMap((resource) => actions.map((action) => ({ action, resource })));
const read = (list: readonly Resource[]) => list.map((resource) => ({ action: "read" as const, resource }));
const ofGroup = (group: string) => resources.filter((r) => resourceCatalogue[r].group === group);
/** Each (action, resource) once: a role's lists overlap (reads of every transaction, all on a few). */
const distinct = (list: DefaultRole["permissions"]) => [...new Map(list.map((p) => [`${p.action}:${p.resource}`, p])).values()];

const ledgerWork: Resource[] = [
  "TxDraftJournal",
  "TxJournal",
  "TxBeginningBalance",
  "TxClosing",
  "TxReopen",
  "TxRekon",
  "TxApPosting",
  "TxBudgeting",
  "TxBudgetTransfer",
  "TxEvaluation",
];
const cashWork: Resource[] = ["TxCashbankRequest", "TxCashbank", "TxSalesPayment", "TxPurchasePayment", "TxFormPayment", "TxCashAdvance"];
const salesWork: Resource[] = ["TxSalesInvoice", "TxSalesPayment"];
const purchasingWork: Resource[] = ["TxPurchaseRequest", "TxPurchaseOrder", "TxGoodsRecipient", "TxPurchaseInvoice", "TxPaymentVoucher"];
const inventoryWork: Resource[] = ["TxStockAdjustment", "TxStockTransfer", "TxLandedCost"];
const catalogue: Resource[] = ["MdProduct", "MdUnit", "MdProductBrand", "MdProductCategory", "MdProductSubCategory", "MdWarehouse"];

/** A function, not a constant: the catalogue is composed from every domain after this module loads. */
export const defaultRoles = (): DefaultRole[] => {
  const reports = ofGroup("reports");
  return [
  {
    key: "owner",
    name: { en: "Owner", id: "Pemilik" },
    description: { en: "Everything, settings included", id: "Semua menu, termasuk pengaturan" },
    permissions: all(resources),
  },
  {
    key: "accountant",
    name: { en: "Accountant", id: "Akuntan" },
    description: {
      en: "Master data, journals, closing and every report; reads every transaction",
      id: "Data master, jurnal, tutup buku dan semua laporan; melihat semua transaksi",
    },
    permissions: distinct([
      ...read(["Dashboard", ...ofGroup("transactions"), ...ofGroup("monitoring")]),
      ...all(ofGroup("master_data").filter((r) => r !== "MdUser")),
      ...all(ledgerWork),
      ...read(reports),
    ]),
  },
  {
    key: "cashier",
    name: { en: "Cashier", id: "Kasir" },
    description: { en: "Cash and bank, receipts and payments", id: "Kas dan bank, penerimaan dan pembayaran" },
    permissions: distinct([
      ...read(["Dashboard", "MdContact", "MdCashbank", "MdEmployee", "TxSalesInvoice", "TxPurchaseInvoice", "TxCashAdvanceRequest"]),
      ...all(cashWork),
      ...read(["ReportCashBank", "ReportPayment", "ReportCashAdvance"]),
    ]),
  },
  {
    key: "sales",
    name: { en: "Sales", id: "Penjualan" },
    description: { en: "Customers, products and sales invoices", id: "Pelanggan, produk dan faktur penjualan" },
    permissions: distinct([
      ...read(["Dashboard", "MdTax", ...catalogue]),
      ...all(["MdContact", ...salesWork]),
      ...read(["ReportSales", "ReportPayment"]),
    ]),
  },
  {
    key: "purchasing",
    name: { en: "Purchasing", id: "Pembelian" },
    description: {
      en: "Vendors, products, purchase requests, orders, receipts, invoices and stock",
      id: "Pemasok, produk, permintaan, pesanan, penerimaan, faktur pembelian dan stok",
    },
    permissions: distinct([
      ...read(["Dashboard", "MdTax", "MonitoringTracking"]),
      ...all(["MdContact", ...catalogue, ...purchasingWork, ...inventoryWork]),
      ...read(["ReportPurchase", "ReportMasterPr", "ReportInventory"]),
    ]),
  },
  {
    key: "approver",
    name: { en: "Approver", id: "Penyetuju" },
    description: { en: "Approves what waits in the approval inbox", id: "Menyetujui dokumen di kotak persetujuan" },
    // Approving asks read on the document's type (and the inbox read on TxModuleApproval, a transaction too).
    permissions: read(["Dashboard", ...ofGroup("transactions")]),
  },
  {
    key: "manager",
    name: { en: "Manager", id: "Manajer" },
    description: { en: "Reads the reports only", id: "Hanya melihat laporan" },
    permissions: read(reports),
  },
];
};
