export { OfficeFormPage } from "./pages/OfficeFormPage";
export { OfficeListPage } from "./pages/OfficeListPage";
