import { defineDomain } from "../manifest.js";
import { currencyScreens } from "../screens/domains/currency.js";

/** Server messages of currencies and rates (issue 29), English and Indonesian. */
export const currencyMessages = {
  exchange_rate_base: {
    en: "{currency} is the company's base currency: its rate is always 1.",
    id: "{currency} adalah mata uang dasar perusahaan: kursnya selalu 1.",
  },
  exchange_rate_missing: {
    en: "No {kind} rate of {currency} on or before {date}: enter it under Master data → Exchange rates.",
    id: "Belum ada kurs {kind} {currency} pada atau sebelum {date}: isi di Data master → Kurs.",
  },
  company_base_currency_fixed: {
    en: "Amounts are already posted in {currency}: the base currency is fixed once anything is posted.",
    id: "Sudah ada jumlah yang diposting dalam {currency}: mata uang dasar tidak dapat diubah setelah ada posting.",
  },
  exchange_revaluation_nothing: {
    en: "Nothing is open in a foreign currency on {date}: there is nothing to revalue.",
    id: "Tidak ada saldo mata uang asing yang terbuka pada {date}: tidak ada yang direvaluasi.",
  },
  exchange_revaluation_stale: {
    en: "What is open in foreign currencies on {date} has changed since this revaluation was computed: save it again to compute it anew.",
    id: "Saldo mata uang asing yang terbuka pada {date} sudah berubah sejak revaluasi ini dihitung: simpan lagi untuk menghitung ulang.",
  },
  exchange_revaluation_same_day: {
    en: "Revaluation {number} is already dated {date}: a day is revalued once (delete it first to revalue the day again).",
    id: "Revaluasi {number} sudah bertanggal {date}: satu hari direvaluasi sekali (hapus dahulu untuk merevaluasi ulang hari itu).",
  },
  print_exchange_revaluation: { en: "Exchange revaluation", id: "Revaluasi kurs" },
  print_reversal_date: { en: "Reversed on", id: "Dibalik pada" },
  print_old_base: { en: "Carried at", id: "Nilai tercatat" },
  print_new_base: { en: "Revalued at", id: "Nilai revaluasi" },
  print_gain: { en: "Unrealised gain", id: "Laba selisih kurs belum terealisasi" },
  print_loss: { en: "Unrealised loss", id: "Rugi selisih kurs belum terealisasi" },
  exchange_rate_kind_booking: { en: "booking", id: "transaksi" },
  exchange_rate_kind_tax: { en: "tax (KMK)", id: "pajak (KMK)" },
} as const;

/** Currencies and exchange rates (DESIGN §13): the booking and tax rates by date. */
export const currencyDomain = defineDomain({
  name: "currency",
  resources: {
    MdExchangeRate: { group: "master_data", en: "Exchange rates", id: "Kurs" },
    TxExchangeRevaluation: { group: "transactions", en: "Exchange revaluations", id: "Revaluasi kurs" },
  },
  approvalModules: {
    exchange_revaluation: { en: "Exchange revaluation", id: "Revaluasi kurs" },
  },
  transactionTypes: {
    exchange_revaluation: { prefix: "RK", en: "Exchange revaluation", id: "Revaluasi kurs" },
  },
  messages: currencyMessages,
  fieldNames: {
    currency: { en: "currency", id: "mata uang" },
    source: { en: "source", id: "sumber" },
    base_currency: { en: "base currency", id: "mata uang dasar" },
    amount_currency: { en: "amount in currency", id: "jumlah valuta" },
  },
  screens: [currencyScreens],
});
