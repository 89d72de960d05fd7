/**
 * What antd needs from a browser that jsdom does not have, for every component test: matchMedia
 * (antd reads the screen size) and ResizeObserver (tables, modals and popovers measure themselves).
 */
if (typeof window !== "undefined") {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
}
