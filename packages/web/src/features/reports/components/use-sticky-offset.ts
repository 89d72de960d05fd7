import { useLayoutEffect, useState } from "react";

/**
 * How far below the window's top a table header may stick: under the navbar when the navbar
 * itself sticks (sticky or floating), at the top when it scrolls away or is hidden.
 */
export function useStickyOffset(): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const navbar = document.querySelector<HTMLElement>("[data-testid='navbar']");
    if (!navbar) return;
    const measure = () => setOffset(getComputedStyle(navbar).position === "sticky" ? Math.ceil(navbar.getBoundingClientRect().height) : 0);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(navbar);
    return () => observer.disconnect();
  }, []);
  return offset;
}
