import { Link } from "react-router";

/** The Neraca mark (a balance) and name. */
export function BrandLogo({ collapsed = false, to = "/" }: { collapsed?: boolean; to?: string }) {
  return (
    <Link to={to} className="brand-logo" aria-label="Neraca">
      <svg viewBox="0 0 64 64" width="30" height="30" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path
          d="M14 22h36M32 14v36M18 22l-6 14h12zM46 22l-6 14h12zM24 50h16"
          stroke="#fff"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!collapsed && <span className="brand-name">Neraca</span>}
    </Link>
  );
}
