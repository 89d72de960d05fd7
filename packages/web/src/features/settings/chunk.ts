import { loadApprovalTexts } from "../../locales/approvals";
import { loadLedgerTexts } from "../../locales/ledger";
import { loadMasterDataTexts } from "../../locales/master-data";

// The integration tokens, default bank and module approval tabs: their texts, and the record picker's.
loadLedgerTexts();
loadMasterDataTexts();
loadApprovalTexts();

export { SettingPage } from "./pages/SettingPage";
