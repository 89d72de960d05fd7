export { SettingPage } from "./pages/SettingPage";
