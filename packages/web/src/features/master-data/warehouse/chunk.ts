import { loadMasterDataTexts } from "../../../locales/master-data";

loadMasterDataTexts();

export { WarehouseFormPage, WarehouseListPage } from "./pages/WarehousePages";
