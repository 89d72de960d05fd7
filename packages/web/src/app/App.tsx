import { useState } from "react";
import { RouterProvider } from "react-router";
import { AppProviders } from "./AppProviders";
import { PreferencesProvider } from "./PreferencesProvider";
import { createRouter } from "./router";

export function App() {
  const [router] = useState(createRouter);
  return (
    <PreferencesProvider>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </PreferencesProvider>
  );
}
