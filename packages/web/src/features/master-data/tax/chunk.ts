import { loadLedgerTexts } from "../../../locales/ledger";
import { loadMasterDataTexts } from "../../../locales/master-data";

loadLedgerTexts();
loadMasterDataTexts();

export { TaxFormPage } from "./pages/TaxFormPage";
export { TaxListPage } from "./pages/TaxListPage";
