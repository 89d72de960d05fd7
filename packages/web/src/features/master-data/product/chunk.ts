import { loadLedgerTexts } from "../../../locales/ledger";
import { loadMasterDataTexts } from "../../../locales/master-data";

loadLedgerTexts();
loadMasterDataTexts();

export { CatalogueFormPage } from "./pages/CatalogueFormPage";
export { CatalogueListPage } from "./pages/CatalogueListPage";
export { ProductFormPage } from "./pages/ProductFormPage";
export { ProductListPage } from "./pages/ProductListPage";
