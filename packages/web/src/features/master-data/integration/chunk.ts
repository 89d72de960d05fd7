import { loadLedgerTexts } from "../../../locales/ledger";
import { loadMasterDataTexts } from "../../../locales/master-data";

loadLedgerTexts();
loadMasterDataTexts();

export { IntegrationFormPage } from "./pages/IntegrationFormPage";
export { IntegrationListPage } from "./pages/IntegrationListPage";
