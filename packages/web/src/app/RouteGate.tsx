import { matchScreen } from "@neraca/core";
import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../components/PageSpinner";
import { useSession } from "../lib/session";
import { FullLayout } from "./layouts/FullLayout";
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from "./lazy-page";
import { guard } from "./navigation-guard";
import { SessionSync } from "./SessionSync";

const MainLayout = lazy(async () => {
  const module = await withTimeout(import("./layouts/MainLayout"), CHUNK_LOAD_TIMEOUT_MS);
  return { default: module.MainLayout };
});

/** Applies the navigation guard to every location, then renders the screen in its layout. */
export function RouteGate() {
  const location = useLocation();
  const session = useSession();
  const screen = matchScreen(location.pathname);
  const decision = guard({
    pathname: location.pathname,
    screen,
    loggedIn: session.loggedIn,
    hasCompany: session.hasCompany,
    can: (action, resource) => session.ability.can(action, resource),
  });
  if (!decision.allow) return <Navigate to={decision.redirect} replace />;
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  return (
    <>
      {session.loggedIn && <SessionSync />}
      {screen?.layout === "main" ? (
        <Suspense fallback={<PageSpinner full />}>
          <MainLayout>{page}</MainLayout>
        </Suspense>
      ) : (
        <FullLayout>{page}</FullLayout>
      )}
    </>
  );
}

