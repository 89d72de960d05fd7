import { loadLedgerTexts } from "../../locales/ledger";
import { loadMasterDataTexts } from "../../locales/master-data";

// The integration tokens and default bank tabs: their texts, and the record picker's.
loadLedgerTexts();
loadMasterDataTexts();

export { SettingPage } from "./pages/SettingPage";
