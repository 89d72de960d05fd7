import { loadLedgerTexts } from "../../../locales/ledger";
import { loadMasterDataTexts } from "../../../locales/master-data";

loadLedgerTexts();
loadMasterDataTexts();

export { CashbankFormPage } from "./pages/CashbankFormPage";
export { CashbankListPage } from "./pages/CashbankListPage";
