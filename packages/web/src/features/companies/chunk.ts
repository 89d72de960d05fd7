export { CompanyProfilePage } from "./pages/CompanyProfilePage";
export { CompanyRegisterPage } from "./pages/CompanyRegisterPage";
