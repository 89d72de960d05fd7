import { loadMasterDataTexts } from "../../../locales/master-data";

loadMasterDataTexts();

export { ExchangeRateFormPage } from "./pages/ExchangeRateFormPage";
export { ExchangeRateListPage } from "./pages/ExchangeRateListPage";
