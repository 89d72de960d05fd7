import { loadLedgerTexts } from "../../../locales/ledger";

loadLedgerTexts();

export { PrefixPage } from "./pages/PrefixPage";
