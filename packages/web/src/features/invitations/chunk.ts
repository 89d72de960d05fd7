export { InvitationActivationPage } from "./pages/InvitationActivationPage";
