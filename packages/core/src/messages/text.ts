import type { Language } from "../screens/registry.js";
import { composeDomains } from "../domains.js";

/**
 * Messages the server sends (and the web may show), English and Indonesian: every domain's, declared
 * in its manifest (`<domain>/manifest.ts`) and composed by `domains.ts`.
 */
export const messages = composeDomains("messages");

export type MessageKey = keyof typeof messages;

export function translate(
  key: MessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  let text: string = messages[key][language];
  for (const [name, value] of Object.entries(params)) {
    text = text.replaceAll(`{${name}}`, String(value));
  }
  return text;
}
