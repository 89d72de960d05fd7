import { defineDomain } from "../manifest.js";
import { budgetingScreens } from "../screens/domains/budgeting.js";
import { budgetingWidgets } from "./widgets.js";

/** Server messages of budgeting (issue 32), English and Indonesian. */
export const budgetingMessages = {
  budget_line_empty: {
    en: "A budget line names an account, a dimension (office, work unit, activity, element), or both.",
    id: "Baris anggaran menyebut akun, dimensi (kantor, unit kerja, aktivitas, elemen), atau keduanya.",
  },
  budget_months_count: {
    en: "The period has {count} months: enter an amount for each of them.",
    id: "Periode ini {count} bulan: isi nilai untuk setiap bulannya.",
  },
  budget_months_sum: {
    en: "The months add up to {months}, not the line's amount {amount}.",
    id: "Jumlah per bulan {months}, bukan nilai baris {amount}.",
  },
  budget_standard_sum: {
    en: "Quantity × standard price is {standard}, not the line's amount {amount}.",
    id: "Kuantitas × harga standar adalah {standard}, bukan nilai baris {amount}.",
  },
  budget_period_too_long: {
    en: "A budget period is at most {max} months.",
    id: "Periode anggaran paling lama {max} bulan.",
  },
  budget_not_current: {
    en: "Only the current approved version of a budget can be revised or closed.",
    id: "Hanya versi anggaran yang berlaku dan sudah disetujui yang dapat direvisi atau ditutup.",
  },
  budget_revision_open: {
    en: "{number} already revises this budget: finish or delete it first.",
    id: "{number} sudah merevisi anggaran ini: selesaikan atau hapus dahulu.",
  },
  budget_revision_draft: {
    en: "A draft revision of this budget is open: finish or delete it first.",
    id: "Ada draf revisi anggaran ini: selesaikan atau hapus dahulu.",
  },
  budget_closed: {
    en: "Budget {number} is closed.",
    id: "Anggaran {number} sudah ditutup.",
  },
  budget_revised_changed: {
    en: "The version this revises is no longer current: {number} superseded it.",
    id: "Versi yang direvisi sudah tidak berlaku: digantikan oleh {number}.",
  },
  budget_exceeded: {
    en: "{budget} has {available} left ({basis}); this asks {requested}: over the budget.",
    id: "{budget} tersisa {available} ({basis}); dokumen ini meminta {requested}: melebihi anggaran.",
  },
  budget_exceeded_journal: {
    en: "{budget} has {available} left ({basis}); this journal asks {requested}: over the budget. Enter it as a draft journal, which the budget controller may let through.",
    id: "{budget} tersisa {available} ({basis}); jurnal ini meminta {requested}: melebihi anggaran. Masukkan sebagai draf jurnal, yang dapat diloloskan pengendali anggaran.",
  },
  budget_override_not_allowed: {
    en: "Only the role the budget control names may let a stopped document through.",
    id: "Hanya peran yang ditunjuk kontrol anggaran yang boleh meloloskan dokumen yang dihentikan.",
  },
  budget_override_not_needed: {
    en: "No budget stops this document.",
    id: "Tidak ada anggaran yang menghentikan dokumen ini.",
  },
  budget_basis_year: { en: "for the year", id: "untuk setahun" },
  budget_basis_ytd: { en: "to date", id: "sampai saat ini" },
  budget_basis_month: { en: "this month", id: "bulan ini" },
  evaluation_explanation_required: {
    en: "{line} is {variance} worse than its budget, beyond the {tolerance} % tolerance: explain it and say what follows.",
    id: "{line} {variance} lebih buruk dari anggarannya, melebihi toleransi {tolerance} %: jelaskan dan sebutkan tindak lanjutnya.",
  },
  evaluation_no_lines: {
    en: "No current budget line falls in this period for this office or work unit.",
    id: "Tidak ada mata anggaran berlaku pada periode ini untuk kantor atau unit kerja ini.",
  },
  print_evaluation: { en: "Budget evaluation", id: "Evaluasi anggaran" },
  print_explanation: { en: "Explanation", id: "Penjelasan" },
  print_follow_up: { en: "Follow-up", id: "Tindak lanjut" },
  print_budget_amount: { en: "Budget", id: "Anggaran" },
  print_actual: { en: "Actual", id: "Realisasi" },
  print_variance: { en: "Variance", id: "Selisih" },
  print_tolerance: { en: "Tolerance", id: "Toleransi" },
  print_budget: { en: "Budget", id: "Anggaran" },
  print_version: { en: "Version", id: "Versi" },
  print_date_start: { en: "Starts", id: "Mulai" },
  print_date_end: { en: "Ends", id: "Berakhir" },
  print_budget_line: { en: "Account / dimensions", id: "Akun / dimensi" },
  print_budget_transfer: { en: "Budget transfer", id: "Pergeseran anggaran" },
  print_from_line: { en: "From", id: "Dari" },
  print_to_line: { en: "To", id: "Ke" },
  print_month: { en: "Month", id: "Bulan" },
  budget_transfer_same_line: {
    en: "A transfer moves an amount to another line than the one it leaves.",
    id: "Pergeseran memindahkan nilai ke mata anggaran lain dari asalnya.",
  },
  budget_transfer_no_line: {
    en: "Budget {number} has no line {line}.",
    id: "Anggaran {number} tidak memiliki baris {line}.",
  },
  budget_transfer_priced: {
    en: "Line {line} is priced as quantity × standard price: change it by a revision.",
    id: "Baris {line} dihitung dari kuantitas × harga standar: ubah melalui revisi.",
  },
  budget_transfer_kinds: {
    en: "A transfer moves between lines of one kind: costs to costs, income to income.",
    id: "Pergeseran hanya antarbaris sejenis: biaya ke biaya, pendapatan ke pendapatan.",
  },
  budget_transfer_month: {
    en: "{month} is outside the budget's period ({from} – {to}).",
    id: "{month} di luar periode anggaran ({from} – {to}).",
  },
  budget_transfer_exceeds: {
    en: "{line} has {available} left to move ({month}: {budget} budgeted); {amount} cannot leave it.",
    id: "{line} tinggal {available} yang dapat digeser ({month}: anggaran {budget}); {amount} tidak dapat dipindahkan.",
  },
  budget_transfer_not_current: {
    en: "Budget {number} is not a current approved budget (draft, superseded or closed): transfers move between lines of the current version only.",
    id: "Anggaran {number} bukan anggaran berlaku yang disetujui (draf, sudah diganti atau ditutup): pergeseran hanya antarbaris versi yang berlaku.",
  },
} as const;

/** Budgets and their evaluation (DESIGN §15). */
export const budgetingDomain = defineDomain({
  name: "budgeting",
  resources: {
    TxBudgeting: { group: "transactions", en: "Budgeting", id: "Anggaran" },
    TxBudgetTransfer: { group: "transactions", en: "Budget transfers", id: "Pergeseran anggaran" },
    TxEvaluation: { group: "transactions", en: "Evaluations", id: "Evaluasi" },
    ReportBudget: { group: "reports", en: "Budget reports", id: "Laporan anggaran" },
  },
  approvalModules: {
    budgeting: { en: "Budget", id: "Anggaran" },
    budget_transfer: { en: "Budget transfer", id: "Pergeseran anggaran" },
    evaluation: { en: "Budget evaluation", id: "Evaluasi anggaran" },
  },
  transactionTypes: {
    budget: { prefix: "ANG", en: "Budget", id: "Anggaran" },
    budget_transfer: { prefix: "PGA", en: "Budget transfer", id: "Pergeseran anggaran" },
    evaluation: { prefix: "EVA", en: "Budget evaluation", id: "Evaluasi anggaran" },
  },
  messages: budgetingMessages,
  fieldNames: {
    budget_id: { en: "budget", id: "anggaran" },
    from_line_no: { en: "line it leaves", id: "baris asal" },
    to_line_no: { en: "line it goes to", id: "baris tujuan" },
  },
  widgets: budgetingWidgets,
  screens: [budgetingScreens],
});
