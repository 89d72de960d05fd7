import { loadLedgerTexts } from "../../../locales/ledger";
import { loadMasterDataTexts } from "../../../locales/master-data";

loadLedgerTexts();
loadMasterDataTexts();

export { ContactFormPage } from "./pages/ContactFormPage";
export { ContactHomePage } from "./pages/ContactHomePage";
export { ContactListPage } from "./pages/ContactListPage";
