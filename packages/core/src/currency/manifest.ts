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
  exchange_rate_kind_booking: { en: "booking", id: "transaksi" },
  exchange_rate_kind_tax: { en: "tax (KMK)", id: "pajak (KMK)" },
} as const;

/** Currencies and exchange rates (DESIGN §13): the booking and tax rates by date. */
export const currencyDomain = defineDomain({
  name: "currency",
  resources: {
    MdExchangeRate: { group: "master_data", en: "Exchange rates", id: "Kurs" },
  },
  messages: currencyMessages,
  fieldNames: {
    currency: { en: "currency", id: "mata uang" },
    source: { en: "source", id: "sumber" },
  },
  screens: [currencyScreens],
});
