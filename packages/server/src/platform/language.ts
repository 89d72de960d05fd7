import type { Language } from "@neraca/core";

/** The language of a request: Accept-Language's first supported tag, else the given fallback. */
export function pickLanguage(header: string | undefined, fallback: Language | null): Language {
  if (header) {
    const tags = header
      .split(",")
      .map((part) => {
        const [tag = "", ...rest] = part.trim().split(";");
        const q = rest.find((p) => p.trim().startsWith("q="));
        return { tag: tag.toLowerCase(), q: q ? Number(q.split("=")[1]) : 1 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of tags) {
      if (tag.startsWith("id") || tag.startsWith("in")) return "id";
      if (tag.startsWith("en")) return "en";
    }
  }
  return fallback ?? "en";
}
