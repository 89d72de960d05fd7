export { ProfileUserPage } from "./pages/ProfileUserPage";
