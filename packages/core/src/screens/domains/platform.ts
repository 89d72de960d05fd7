import { mainScreen, masterDataMenu, publicScreen, type ScreenDomain } from "../screen.js";

/** Sign-in and sign-up, the company and profile, the dashboard, offices, users and settings. */
export const platformScreens: ScreenDomain = {
  name: "platform",
  titles: {
    dashboard: { en: "Dashboard", id: "Dasbor" },
    master_data: { en: "Master data", id: "Data master" },
    office: { en: "Offices", id: "Kantor" },
    user: { en: "Users", id: "Pengguna" },
    setting: { en: "Settings", id: "Pengaturan" },
  },
  groups: { master_data: { icon: "database", order: 20 } },
  screens: [
    publicScreen("/auth/login", { redirectIfLoggedIn: true }),
    publicScreen("/auth/forgot-password"),
    publicScreen("/auth/reset-password/:token"),
    publicScreen("/membership/user/signup"),
    publicScreen("/membership/user/signup-success"),
    publicScreen("/membership/user/activation/:token"),
    publicScreen("/company/user-invitation/activation/:token"),
    publicScreen("/error-404"),
    publicScreen("/pages/not-authorized"),
    { path: "/membership/company-register", shouldLogin: true, allowWithoutCompany: true, layout: "full" },
    { path: "/profile-user", shouldLogin: true, allowWithoutCompany: true, layout: "full" },
    { path: "/profile", shouldLogin: true, layout: "main" },
    mainScreen("/dashboard", "read", "Dashboard", { key: "dashboard", icon: "dashboard", order: 10 }),
    mainScreen("/master-data/office", "read", "MdOffice", masterDataMenu("office", "bank", 10)),
    mainScreen("/master-data/office/add", "create", "MdOffice"),
    mainScreen("/master-data/office/detail/:id", "read", "MdOffice"),
    mainScreen("/master-data/user", "read", "MdUser", masterDataMenu("user", "user", 20)),
    mainScreen("/master-data/user/detail/:id", "read", "MdUser"),
    mainScreen("/setting", "read", "Setting", { key: "setting", icon: "setting", order: 90 }),
  ],
};
