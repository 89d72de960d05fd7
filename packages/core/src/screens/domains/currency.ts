import { listAddDetail, masterDataMenu, type ScreenDomain } from "../screen.js";

/** Exchange rates under master data, the exchange revaluation under the general ledger (issue 29). */
export const currencyScreens: ScreenDomain = {
  name: "currency",
  titles: {
    exchange_rate: { en: "Exchange rates", id: "Kurs" },
    exchange_revaluation: { en: "Exchange revaluation", id: "Revaluasi kurs" },
  },
  screens: [
    ...listAddDetail("/master-data/exchange-rate", "MdExchangeRate", masterDataMenu("exchange_rate", "global", 135)),
    ...listAddDetail("/transactions/exchange-revaluation", "TxExchangeRevaluation", { key: "exchange_revaluation", icon: "rise", group: "general_ledger", order: 45 }),
  ],
};
