import { loadLedgerTexts } from "../../../locales/ledger";

loadLedgerTexts();

export { AccountFormPage } from "./pages/AccountFormPage";
export { AccountListPage } from "./pages/AccountListPage";
export { DefaultAccountsPage } from "./pages/DefaultAccountsPage";
