import { defineDomain } from "../manifest.js";

/** Freight forwarding, CH and BACC (DESIGN §9): the spec's resources, until the module is built. */
export const freightDomain = defineDomain({
  name: "freight",
  resources: {
    TxChGenerate: { group: "transactions", en: "CH generation", id: "Pembuatan CH" },
    TxCh: { group: "transactions", en: "CH (charge notes)", id: "CH (nota biaya)" },
    TxBacc: { group: "transactions", en: "BACC invoices", id: "Faktur BACC" },
    TxChBaccReceivePayment: {
      group: "transactions",
      en: "BACC receive payment",
      id: "Penerimaan pembayaran BACC",
    },
    TxBaccPayment: { group: "transactions", en: "BACC payment", id: "Pembayaran BACC" },
    ReportChBacc: { group: "reports", en: "CH BACC reports", id: "Laporan CH BACC" },
    ReportCheckpoint: { group: "reports", en: "Checkpoint reports", id: "Laporan checkpoint" },
    MonitoringAgent: { group: "monitoring", en: "Agent monitoring", id: "Pemantauan agen" },
    MonitoringCh: { group: "monitoring", en: "CH monitoring", id: "Pemantauan CH" },
    MonitoringChRate: { group: "monitoring", en: "CH rate monitoring", id: "Pemantauan tarif CH" },
  },
});
