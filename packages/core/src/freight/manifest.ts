import { defineDomain } from "../manifest.js";
import { freightScreens } from "../screens/domains/freight.js";
import { freightWidgets } from "./widgets.js";

/** Server messages of the freight module (issue 30), English and Indonesian. */
export const freightMessages = {
  ch_line_billed: {
    en: "Charge line {line} is billed by {number}: it cannot change or be removed.",
    id: "Baris biaya {line} sudah ditagih dengan {number}: tidak dapat diubah atau dihapus.",
  },
  ch_line_party_missing: {
    en: "Charge line {line} has no party: choose the agent or vendor who bills it.",
    id: "Baris biaya {line} belum memiliki pihak: pilih agen atau vendor yang menagihnya.",
  },
  ch_charge_inactive: {
    en: "Charge code {code} is inactive.",
    id: "Kode biaya {code} tidak aktif.",
  },
  ch_close_unbilled: {
    en: "Only a job whose every charge is billed by an approved invoice can be closed: {count} line(s) are not yet.",
    id: "Hanya job yang seluruh biayanya sudah ditagih dengan faktur yang disetujui yang dapat ditutup: {count} baris belum.",
  },
  ch_not_confirmed: {
    en: "Only a confirmed job can be closed.",
    id: "Hanya job yang sudah dikonfirmasi yang dapat ditutup.",
  },
  ch_closed: {
    en: "This job is closed: reopen it first.",
    id: "Job ini sudah ditutup: buka kembali terlebih dahulu.",
  },
  ch_generate_batch_done: {
    en: "Nothing is left to build in this batch: every job in it is built.",
    id: "Tidak ada lagi yang perlu dibuat dalam batch ini: semua job sudah dibuat.",
  },
  ch_accrual_off: {
    en: "The company books job profit when it invoices: choose month-end accrual in the freight settings first.",
    id: "Perusahaan mencatat laba job saat menagih: pilih akrual akhir bulan di pengaturan freight terlebih dahulu.",
  },
  ch_accrual_posted: {
    en: "The accrual of {month} is posted already ({number}): cancel it to post it again.",
    id: "Akrual {month} sudah diposting ({number}): batalkan untuk memposting ulang.",
  },
  ch_accrual_accounts: {
    en: "Set the unbilled receivable and accrued cost accounts in Default accounts first.",
    id: "Atur akun piutang belum ditagih dan biaya akrual di Akun bawaan terlebih dahulu.",
  },
  ch_reapproval: {
    en: "This job was confirmed at {approved}; {amount} needs a higher approval level. Put the extra charges on a new job, or cancel this one and submit it again.",
    id: "Job ini dikonfirmasi sebesar {approved}; {amount} memerlukan tingkat persetujuan yang lebih tinggi. Masukkan biaya tambahan ke job baru, atau batalkan job ini dan ajukan ulang.",
  },
  ch_accrual_month_open: {
    en: "{month} has not ended yet: its accrual is posted once the month is over.",
    id: "{month} belum berakhir: akrualnya diposting setelah bulan selesai.",
  },
  ch_rate_currency: {
    en: "Rate card currency {currency} has no rate on {date}: enter it in Exchange rates.",
    id: "Mata uang kartu tarif {currency} belum memiliki kurs pada {date}: isi di Kurs.",
  },
  ch_billing_unavailable: {
    en: "Freight billing is not available in this installation.",
    id: "Penagihan freight tidak tersedia di instalasi ini.",
  },
  ch_bill_not_confirmed: {
    en: "A job's charges are billed once the job is confirmed.",
    id: "Biaya job ditagih setelah job dikonfirmasi.",
  },
  ch_bill_side_sell: {
    en: "Charge line {line} of {job} is a cost: it goes on the agent's invoice to us, not on ours.",
    id: "Baris biaya {line} pada {job} adalah biaya beli: ditagih pada faktur agen kepada kita, bukan faktur kita.",
  },
  ch_bill_side_buy: {
    en: "Charge line {line} of {job} is a revenue: it goes on our invoice, not on the agent's.",
    id: "Baris biaya {line} pada {job} adalah pendapatan: ditagih pada faktur kita, bukan faktur agen.",
  },
  ch_bill_party: {
    en: "Charge line {line} of {job} is billed to {party}, not to this invoice's party.",
    id: "Baris biaya {line} pada {job} ditagihkan kepada {party}, bukan kepada pihak faktur ini.",
  },
  ch_bill_currency: {
    en: "Charge line {line} of {job} is in {currency}; this invoice is in {invoice}.",
    id: "Baris biaya {line} pada {job} dalam {currency}; faktur ini dalam {invoice}.",
  },
  ch_bill_closed: {
    en: "Job {job} is closed: reopen it before billing or giving back its charges.",
    id: "Job {job} sudah ditutup: buka kembali sebelum menagih atau mengembalikan biayanya.",
  },
  ch_bill_twice: {
    en: "Charge line {line} of {job} is on this invoice already.",
    id: "Baris biaya {line} pada {job} sudah ada di faktur ini.",
  },
  ch_bill_no_vat: {
    en: "No active {tax} tax to bill charge line {line} of {job} with: add it in Master data → Taxes.",
    id: "Tidak ada pajak {tax} aktif untuk menagih baris biaya {line} pada {job}: tambahkan di Data master → Pajak.",
  },
  ch_bill_goods: {
    en: "A line billing a job's charge does not also bill an order or a receipt.",
    id: "Baris yang menagih biaya job tidak sekaligus menagih pesanan atau penerimaan barang.",
  },
  bacc_netting_nothing: {
    en: "{party} has nothing to net in {currency}: netting needs open receivables and open payables of the party in it.",
    id: "{party} tidak memiliki yang dapat dinetting dalam {currency}: netting memerlukan piutang dan utang terbuka pihak tersebut dalam mata uang itu.",
  },
  bacc_netting_over: {
    en: "At most {max} {currency} can be netted: what is open on the smaller side.",
    id: "Paling banyak {max} {currency} dapat dinetting: yang terbuka pada sisi yang lebih kecil.",
  },
  bacc_netting_changed: {
    en: "Invoice {invoice} has {outstanding} open, less than this netting takes ({amount}): save the netting again.",
    id: "Faktur {invoice} tersisa {outstanding}, kurang dari yang diambil netting ini ({amount}): simpan ulang netting.",
  },
  print_bacc_netting: { en: "Netting of receivables and payables", id: "Netting piutang dan utang" },
  print_bacc_receivables: { en: "Our invoices (receivables)", id: "Faktur kita (piutang)" },
  print_bacc_payables: { en: "Agent's invoices (payables)", id: "Faktur agen (utang)" },
  print_ch_job: { en: "Job charge sheet (CH)", id: "Lembar biaya job (CH)" },
  print_ch_sell: { en: "Sell charges", id: "Biaya jual" },
  print_ch_buy: { en: "Buy charges", id: "Biaya beli" },
  print_ch_profit: { en: "Job profit", id: "Laba job" },
  print_ch_route: { en: "Route", id: "Rute" },
  print_ch_documents: { en: "MBL / HBL", id: "MBL / HBL" },
  print_ch_carrier: { en: "Vessel / flight", id: "Kapal / penerbangan" },
  print_ch_measures: { en: "Weight / volume", id: "Berat / volume" },
  print_ch_agent: { en: "Agent", id: "Agen" },
  print_ch_disbursement: { en: "disbursement", id: "talangan" },
  print_ch_accrual: { en: "Accrual of unbilled job charges", id: "Akrual biaya job belum ditagih" },
  print_ch_accrual_reversal: { en: "Reversal of the accrual of unbilled job charges", id: "Pembalikan akrual biaya job belum ditagih" },
} as const;

/** Freight forwarding, CH and BACC (DESIGN §9): charge codes, rate cards, jobs, generation, accruals, monitors. */
export const freightDomain = defineDomain({
  name: "freight",
  resources: {
    MdChargeCode: { group: "master_data", en: "Charge codes", id: "Kode biaya" },
    MdChRate: { group: "master_data", en: "Rate cards (CH rates)", id: "Kartu tarif (tarif CH)" },
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
  approvalModules: {
    ch: { en: "Jobs (CH)", id: "Job (CH)" },
  },
  transactionTypes: {
    ch: { prefix: "JOB", en: "Job (CH)", id: "Job (CH)" },
    ch_generate: { prefix: "GEN", en: "CH generation batch", id: "Batch pembuatan CH" },
    ch_accrual: { prefix: "ACR", en: "Job accrual", id: "Akrual job" },
    bacc_netting: { prefix: "NET", en: "BACC netting", id: "Netting BACC" },
  },
  accountRoles: {
    unbilled_receivable: { en: "Unbilled receivable (jobs)", id: "Piutang belum ditagih (job)" },
    accrued_cost: { en: "Accrued cost (jobs)", id: "Biaya akrual (job)" },
  },
  messages: freightMessages,
  fieldNames: {
    charge_code_id: { en: "charge code", id: "kode biaya" },
    job_line_id: { en: "charge line", id: "baris biaya" },
    customer_id: { en: "customer", id: "pelanggan" },
    revenue_account_id: { en: "revenue account", id: "akun pendapatan" },
    tax_kind: { en: "tax kind", id: "jenis pajak" },
    origin_port_id: { en: "origin", id: "asal" },
    destination_port_id: { en: "destination", id: "tujuan" },
    basis: { en: "basis", id: "dasar tarif" },
    container_type: { en: "container type", id: "jenis kontainer" },
    agent_id: { en: "agent", id: "agen" },
    buy_rate: { en: "buy rate", id: "tarif beli" },
    sell_rate: { en: "sell rate", id: "tarif jual" },
    valid_from: { en: "valid from", id: "berlaku dari" },
    valid_to: { en: "valid to", id: "berlaku sampai" },
    party_id: { en: "party", id: "pihak" },
    exchange_rate: { en: "exchange rate", id: "kurs" },
    job_ids: { en: "jobs", id: "job" },
    gross_weight: { en: "gross weight", id: "berat kotor" },
    chargeable_weight: { en: "chargeable weight", id: "berat tertagih" },
    volume: { en: "volume", id: "volume" },
  },
  widgets: freightWidgets,
  screens: [freightScreens],
});
