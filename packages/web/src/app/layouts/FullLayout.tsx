import type { ReactNode } from "react";
import { Customizer } from "./Customizer";

/** Full-page layout (sign-in, registration, errors): no sidebar or navbar. */
export function FullLayout({ children }: { children: ReactNode }) {
  return (
    <div className="full-layout">
      {children}
      <Customizer />
    </div>
  );
}
