export { ActivationPage } from "./pages/ActivationPage";
export { ForgotPasswordPage } from "./pages/ForgotPasswordPage";
export { ResetPasswordPage } from "./pages/ResetPasswordPage";
export { SignupPage } from "./pages/SignupPage";
export { SignupSuccessPage } from "./pages/SignupSuccessPage";
