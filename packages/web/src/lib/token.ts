/**
 * The session token lives in a cookie named after the product (spec §9, DESIGN §8).
 * Listeners hear every change so the session store re-renders when the API client
 * replaces the token from a response header.
 */
export const TOKEN_COOKIE = "neraca_token";
/** The server's JWT lives 12 hours and is renewed while in use. */
const TOKEN_MAX_AGE_SECONDS = 12 * 60 * 60;

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return value === "" ? null : value;
    }
  }
  return null;
}

export function setToken(token: string | null): void {
  if (typeof document === "undefined") return;
  // The spec names a cookie; the Cookie Store API is not available in every supported browser.
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: spec §9 keeps the token in a cookie named after the product
  document.cookie =
    token === null
      ? `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${TOKEN_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  for (const listener of listeners) listener(token);
}

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
