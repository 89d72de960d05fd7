import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider, notification, theme } from "antd";
import enUS from "antd/locale/en_US";
import idID from "antd/locale/id_ID";
import { type ReactNode, useEffect, useMemo } from "react";
import { AbilityProvider } from "../lib/ability";
import { useSession } from "../lib/session";
import { registerToaster, TOAST_DURATION_MS } from "../lib/toast";
import { usePreferences } from "./PreferencesProvider";

export const BRAND_COLOR = "#0f766e";

const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already shows failures; retrying a 403 or 422 only repeats the toast.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** Hands antd's themed notification API to the API client's toasts (top right, 3 s). */
function ToastBridge() {
  const [api, holder] = notification.useNotification({
    placement: "topRight",
    duration: TOAST_DURATION_MS / 1000,
  });
  useEffect(() => {
    registerToaster({
      error: ({ title, description }) => api.error({ title, description, className: "toast-error", role: "alert" }),
      success: (title, description) => api.success({ title, description, className: "toast-success" }),
      // A warning stays until closed: the work is done, and the user must have read what it says.
      warning: (title, description) => api.warning({ title, description, className: "toast-warning", role: "alert", duration: 0 }),
    });
    return () => registerToaster(null);
  }, [api]);
  return holder;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { preferences } = usePreferences();
  const session = useSession();
  const dark = preferences.skin === "dark";
  // A session that ends (sign-out, or a 401 from the server) must not leave its data behind.
  useEffect(() => {
    if (session.token === null) queryClient.clear();
  }, [session.token]);
  const themeConfig = useMemo(
    () => ({
      algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: {
        colorPrimary: BRAND_COLOR,
        colorLink: dark ? "#2dd4bf" : BRAND_COLOR,
        borderRadius: 8,
        fontFamily:
          "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        colorBgLayout: dark ? "#10151c" : "#f4f6f8",
      },
      components: {
        // Ticked rows (draft journals to post together) stay readable in the brand's tint.
        Table: {
          rowSelectedBg: dark ? "rgba(45, 212, 191, 0.12)" : "#e7f3f1",
          rowSelectedHoverBg: dark ? "rgba(45, 212, 191, 0.18)" : "#d8ece8",
        },
        Layout: {
          headerBg: dark ? "#161c24" : "#ffffff",
          siderBg: "#1b2430",
          lightSiderBg: "#ffffff",
          triggerBg: "#1b2430",
          headerPadding: "0 16px",
          headerHeight: 60,
        },
        Menu: {
          itemBorderRadius: 6,
          itemSelectedBg: dark ? "rgba(45, 212, 191, 0.16)" : "rgba(15, 118, 110, 0.1)",
          itemSelectedColor: dark ? "#5eead4" : BRAND_COLOR,
          darkItemBg: "#1b2430",
          darkSubMenuItemBg: "#151d27",
          darkItemSelectedBg: BRAND_COLOR,
        },
      },
    }),
    [dark],
  );
  return (
    <ConfigProvider
      theme={themeConfig}
      locale={preferences.language === "id" ? idID : enUS}
      direction={preferences.rtl ? "rtl" : "ltr"}
    >
      <ToastBridge />
      <QueryClientProvider client={queryClient}>
        <AbilityProvider value={session.ability}>{children}</AbilityProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}

export { queryClient };
