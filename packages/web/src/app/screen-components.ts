import type { ComponentType, LazyExoticComponent } from "react";
import { lazyPage } from "./lazy-page";

const login = () => import("../features/auth/login-routes");
const auth = () => import("../features/auth/routes");
const companies = () => import("../features/companies/routes");
const invitations = () => import("../features/invitations/routes");
const misc = () => import("../features/misc/routes");
const profile = () => import("../features/profile/routes");
const dashboard = () => import("../features/dashboard/routes");
const settings = () => import("../features/settings/routes");
const offices = () => import("../features/master-data/office/routes");
const members = () => import("../features/master-data/user/routes");

/**
 * The page of every registry path (the registry in @neraca/core says who may open it and where it
 * sits in the menu). Each feature is one chunk, loaded on first visit.
 */
export const screenComponents: Record<string, LazyExoticComponent<ComponentType>> = {
  "/auth/login": lazyPage(login, "LoginPage"),
  "/auth/forgot-password": lazyPage(auth, "ForgotPasswordPage"),
  "/auth/reset-password/:token": lazyPage(auth, "ResetPasswordPage"),
  "/membership/user/signup": lazyPage(auth, "SignupPage"),
  "/membership/user/signup-success": lazyPage(auth, "SignupSuccessPage"),
  "/membership/user/activation/:token": lazyPage(auth, "ActivationPage"),
  "/company/user-invitation/activation/:token": lazyPage(invitations, "InvitationActivationPage"),
  "/error-404": lazyPage(misc, "NotFoundPage"),
  "/pages/not-authorized": lazyPage(misc, "NotAuthorizedPage"),
  "/membership/company-register": lazyPage(companies, "CompanyRegisterPage"),
  "/profile-user": lazyPage(profile, "ProfileUserPage"),
  "/profile": lazyPage(companies, "CompanyProfilePage"),
  "/dashboard": lazyPage(dashboard, "DashboardPage"),
  "/master-data/office": lazyPage(offices, "OfficeListPage"),
  "/master-data/office/add": lazyPage(offices, "OfficeFormPage"),
  "/master-data/office/detail/:id": lazyPage(offices, "OfficeFormPage"),
  "/master-data/user": lazyPage(members, "MemberListPage"),
  "/master-data/user/detail/:id": lazyPage(members, "MemberDetailPage"),
  "/setting": lazyPage(settings, "SettingPage"),
};
