import { featurePages, type PageMap } from "../../app/lazy-page";

const login = featurePages(() => import("./login-chunk"));
const page = featurePages(() => import("./chunk"));

/** Which page of this feature serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  "/auth/login": login("LoginPage"),
  "/auth/forgot-password": page("ForgotPasswordPage"),
  "/auth/reset-password/:token": page("ResetPasswordPage"),
  "/membership/user/signup": page("SignupPage"),
  "/membership/user/signup-success": page("SignupSuccessPage"),
  "/membership/user/activation/:token": page("ActivationPage"),
};
