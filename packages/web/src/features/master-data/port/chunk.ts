import { loadMasterDataTexts } from "../../../locales/master-data";

loadMasterDataTexts();

export { PortFormPage } from "./pages/PortFormPage";
export { PortListPage } from "./pages/PortListPage";
