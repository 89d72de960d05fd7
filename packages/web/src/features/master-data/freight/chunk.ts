import { loadFreightTexts } from "../../../locales/freight";
import { loadMasterDataTexts } from "../../../locales/master-data";

loadMasterDataTexts();
loadFreightTexts();

export { ChargeCodeFormPage, ChargeCodeListPage } from "./pages/ChargeCodePages";
export { RateFormPage, RateListPage } from "./pages/RatePages";
