import { listAddDetail, type MenuEntry, type MenuKey, mainScreen, type Screen, type ScreenDomain } from "../screen.js";

const freight = (key: MenuKey, icon: string, order: number): MenuEntry => ({ key, icon, group: "freight", order });
const CH = "/transactions/ch-bacc/ch";
const BACC = "/transactions/ch-bacc/bacc";
const RECEIVE = "/transactions/ch-bacc/receive-payment";
const PAY = "/transactions/ch-bacc/create-payment";

/** Freight forwarding, CH (issue 30): charge codes, rate cards, jobs, generation batches, monitors and reports. */
export const freightScreens: ScreenDomain = {
  name: "freight",
  titles: {
    freight: { en: "Freight (CH)", id: "Freight (CH)" },
    charge_code: { en: "Charge codes", id: "Kode biaya" },
    ch_rate: { en: "Rate cards", id: "Kartu tarif" },
    ch_job: { en: "Jobs (CH)", id: "Job (CH)" },
    ch_generate: { en: "CH generation", id: "Pembuatan CH" },
    ch_accrual: { en: "Job accruals", id: "Akrual job" },
    monitoring_ch: { en: "Jobs not fully billed", id: "Job belum ditagih penuh" },
    monitoring_ch_all: { en: "All jobs", id: "Semua job" },
    monitoring_ch_rate: { en: "Rate monitor", id: "Pemantauan tarif" },
    report_ch_bacc_detail: { en: "CH BACC detail", id: "Rincian CH BACC" },
    report_chbacc_summary: { en: "Job profit summary", id: "Ringkasan laba job" },
    report_chbacc_billing: { en: "Job billing summary", id: "Ringkasan penagihan job" },
    bacc: { en: "BACC invoices", id: "Faktur BACC" },
    bacc_ar: { en: "Our invoices (BACC AR)", id: "Faktur kita (BACC AR)" },
    bacc_receive_payment: { en: "BACC receipts", id: "Penerimaan BACC" },
    bacc_create_payment: { en: "BACC payments", id: "Pembayaran BACC" },
    bacc_netting: { en: "Nettings", id: "Netting" },
    agent_statement: { en: "Agent statements", id: "Rekening agen" },
  },
  groups: { freight: { icon: "global", order: 48 } },
  screens: [
    ...listAddDetail("/master-data/charge-code", "MdChargeCode", freight("charge_code", "tag", 2)),
    ...listAddDetail("/master-data/ch-rate", "MdChRate", freight("ch_rate", "table", 4)),
    mainScreen(CH, "read", "TxCh", freight("ch_job", "file", 10)),
    mainScreen(`${CH}/add`, "create", "TxCh"),
    mainScreen(`${CH}/edit/:id`, "read", "TxCh"),
    mainScreen(`${CH}/detail/:id`, "read", "TxCh"),
    mainScreen(`${CH}/generate`, "read", "TxChGenerate"),
    mainScreen("/transactions/chbacc/ch-generate", "read", "TxChGenerate", freight("ch_generate", "copy", 12)),
    mainScreen("/transactions/chbacc/ch-generate/:id", "read", "TxChGenerate"),
    // BACC (issue 31): invoices billing jobs' lines are sales (AR) and purchase (AP) invoices.
    mainScreen(BACC, "read", "TxBacc", freight("bacc", "audit", 16)),
    mainScreen(`${BACC}/add`, "create", "TxBacc"),
    mainScreen(`${BACC}/edit/:id`, "read", "TxBacc"),
    mainScreen("/transactions/ch-bacc/purchase-invoice/prints/:id", "read", "TxBacc"),
    mainScreen("/transactions/ch-bacc/sales-invoice/prints/:id", "read", "TxBacc"),
    mainScreen(`${BACC}-ar`, "read", "TxBacc", freight("bacc_ar", "file", 17)),
    mainScreen(`${BACC}-ar/add`, "create", "TxBacc"),
    mainScreen(`${BACC}-ar/receive`, "create", "TxBacc"),
    mainScreen(`${BACC}-ar/edit/:id`, "read", "TxBacc"),
    mainScreen(`${RECEIVE}/list`, "read", "TxChBaccReceivePayment", freight("bacc_receive_payment", "money", 18)),
    mainScreen(`${RECEIVE}/invoice`, "create", "TxChBaccReceivePayment"),
    mainScreen(`${RECEIVE}/detail/:id`, "read", "TxChBaccReceivePayment"),
    mainScreen(`${RECEIVE}/prints/:id`, "read", "TxChBaccReceivePayment"),
    mainScreen(`${PAY}/list`, "read", "TxBaccPayment", freight("bacc_create_payment", "money", 19)),
    mainScreen(`${PAY}/pay/invoice/detail/:id`, "read", "TxBaccPayment"),
    mainScreen(`${PAY}/pay/invoice/add`, "create", "TxBaccPayment"),
    mainScreen(`${PAY}/detail/:id`, "read", "TxBaccPayment"),
    mainScreen("/transactions/ch-bacc/payment-bacc/add", "create", "TxBaccPayment"),
    mainScreen("/transactions/ch-bacc/agent-statement", "read", "TxBacc", freight("agent_statement", "solution", 19.5)),
    ...listAddDetail("/transactions/ch-bacc/netting", "TxBacc", freight("bacc_netting", "transfer", 19.7)),
    ...listAddDetail("/transactions/ch-bacc/accrual", "TxCh", freight("ch_accrual", "calculator", 14)),
    mainScreen("/monitoring/ch", "read", "MonitoringCh", freight("monitoring_ch", "monitor", 20)),
    mainScreen("/monitoring/ch/all", "read", "MonitoringCh", freight("monitoring_ch_all", "table", 22)),
    mainScreen("/monitoring/ch-rate", "read", "MonitoringChRate", freight("monitoring_ch_rate", "calendar", 24)),
    mainScreen("/report/ch-bacc-detail", "read", "ReportChBacc", freight("report_ch_bacc_detail", "report", 30)),
    mainScreen("/report/chbacc/summary", "read", "ReportChBacc", freight("report_chbacc_summary", "rise", 32)),
    mainScreen("/report/chbacc-summary", "read", "ReportChBacc", freight("report_chbacc_billing", "table", 34)),
  ] satisfies Screen[],
};
