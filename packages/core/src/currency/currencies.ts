/**
 * ISO 4217 currencies a company in Indonesia books in: the code, its minor units and its name in
 * English and Indonesian. The base currency is IDR by default (DESIGN §13).
 */
export const currencies = {
  IDR: { minor: 2, en: "Indonesian rupiah", id: "Rupiah Indonesia" },
  USD: { minor: 2, en: "US dollar", id: "Dolar Amerika Serikat" },
  EUR: { minor: 2, en: "Euro", id: "Euro" },
  JPY: { minor: 0, en: "Japanese yen", id: "Yen Jepang" },
  SGD: { minor: 2, en: "Singapore dollar", id: "Dolar Singapura" },
  CNY: { minor: 2, en: "Chinese yuan", id: "Yuan Tiongkok" },
  AUD: { minor: 2, en: "Australian dollar", id: "Dolar Australia" },
  GBP: { minor: 2, en: "Pound sterling", id: "Pound sterling Inggris" },
  HKD: { minor: 2, en: "Hong Kong dollar", id: "Dolar Hong Kong" },
  MYR: { minor: 2, en: "Malaysian ringgit", id: "Ringgit Malaysia" },
  THB: { minor: 2, en: "Thai baht", id: "Baht Thailand" },
  KRW: { minor: 0, en: "South Korean won", id: "Won Korea Selatan" },
  TWD: { minor: 2, en: "New Taiwan dollar", id: "Dolar Taiwan" },
  PHP: { minor: 2, en: "Philippine peso", id: "Peso Filipina" },
  VND: { minor: 0, en: "Vietnamese dong", id: "Dong Vietnam" },
  INR: { minor: 2, en: "Indian rupee", id: "Rupee India" },
  SAR: { minor: 2, en: "Saudi riyal", id: "Riyal Arab Saudi" },
  AED: { minor: 2, en: "UAE dirham", id: "Dirham Uni Emirat Arab" },
  CHF: { minor: 2, en: "Swiss franc", id: "Franc Swiss" },
  CAD: { minor: 2, en: "Canadian dollar", id: "Dolar Kanada" },
  NZD: { minor: 2, en: "New Zealand dollar", id: "Dolar Selandia Baru" },
  SEK: { minor: 2, en: "Swedish krona", id: "Krona Swedia" },
  NOK: { minor: 2, en: "Norwegian krone", id: "Krone Norwegia" },
  DKK: { minor: 2, en: "Danish krone", id: "Krone Denmark" },
  KWD: { minor: 3, en: "Kuwaiti dinar", id: "Dinar Kuwait" },
  BND: { minor: 2, en: "Brunei dollar", id: "Dolar Brunei" },
  PGK: { minor: 2, en: "Papua New Guinean kina", id: "Kina Papua Nugini" },
  LAK: { minor: 2, en: "Lao kip", id: "Kip Laos" },
  MMK: { minor: 2, en: "Myanmar kyat", id: "Kyat Myanmar" },
  KHR: { minor: 2, en: "Cambodian riel", id: "Riel Kamboja" },
} as const;

export type CurrencyCode = keyof typeof currencies;

export const currencyCodes = Object.keys(currencies) as CurrencyCode[];

export const isCurrencyCode = (value: string): value is CurrencyCode => Object.hasOwn(currencies, value);

/** The words of an amount in a currency for prints (core `amountInWords`): its name, and cents or sen. */
export function currencyUnit(code: string, language: "en" | "id"): { major: string; minor: string } {
  if (code === "IDR") return { major: "rupiah", minor: "sen" };
  const known = isCurrencyCode(code) ? currencies[code] : null;
  return { major: known ? known[language] : code, minor: language === "id" ? "sen" : "cents" };
}
