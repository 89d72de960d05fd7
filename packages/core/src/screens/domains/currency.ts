import { listAddDetail, masterDataMenu, type ScreenDomain } from "../screen.js";

/** Exchange rates under master data (issue 29). */
export const currencyScreens: ScreenDomain = {
  name: "currency",
  titles: {
    exchange_rate: { en: "Exchange rates", id: "Kurs" },
  },
  screens: [...listAddDetail("/master-data/exchange-rate", "MdExchangeRate", masterDataMenu("exchange_rate", "global", 135))],
};
