import type { z } from "zod";
import type { Language } from "../screens/registry.js";
import { renderTemplate, type ValidationRule, validationTemplates } from "./validation.js";

export type FieldErrors = Record<string, string[]>;

/** Prefix of a custom zod message naming one of our templates: `rule:confirmed`. */
export const RULE = "rule:";
export const rule = (name: ValidationRule): string => `${RULE}${name}`;

const typeRules: Record<string, ValidationRule> = {
  string: "string",
  number: "numeric",
  int: "integer",
  boolean: "boolean",
  array: "array",
  object: "object",
  date: "date",
};

const formatRules: Record<string, ValidationRule> = {
  email: "email",
  date: "date",
  uuid: "uuid",
  url: "url",
  regex: "regex",
};

type Issue = z.core.$ZodIssue;

/** Turns one zod issue into the rule and parameters of our templates. */
function ruleOf(issue: Issue): { rule: ValidationRule; params?: Record<string, string | number> } {
  const hasInput = "input" in issue && issue.input !== undefined && issue.input !== null;
  switch (issue.code) {
    case "invalid_type":
      if (!hasInput) return { rule: "required" };
      return { rule: typeRules[issue.expected] ?? "regex" };
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? { rule: "required" } : { rule: "min_length", params: { min } };
      if (issue.origin === "array") return { rule: "min_items", params: { min } };
      return { rule: "min_value", params: { min } };
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return { rule: "max_length", params: { max } };
      if (issue.origin === "array") return { rule: "max_items", params: { max } };
      return { rule: "max_value", params: { max } };
    }
    case "invalid_format":
      return { rule: formatRules[issue.format] ?? "regex" };
    case "invalid_value":
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
      return { rule: "in" };
    case "not_multiple_of":
      return { rule: "integer" };
    case "custom": {
      const name = issue.message?.startsWith(RULE) ? issue.message.slice(RULE.length) : "";
      if (name in validationTemplates) {
        return { rule: name as ValidationRule, params: issue.params as Record<string, string> };
      }
      return { rule: "regex" };
    }
    default:
      return { rule: "regex" };
  }
}

/** The field name that a path names: its last non-numeric segment. */
function fieldOf(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const seg = path[i];
    if (typeof seg === "string") return seg;
  }
  return "body";
}

/** zod issues → `{ "details.0.amount": ["The amount field must be at least 0"] }`. */
export function formatIssues(issues: readonly Issue[], language: Language): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, text: string) => {
    const list = errors[key] ?? [];
    if (!list.includes(text)) list.push(text);
    errors[key] = list;
  };
  for (const issue of issues) {
    const prefix = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const full = prefix ? `${prefix}.${key}` : key;
        add(full, renderTemplate("not_allowed", key, language));
      }
      continue;
    }
    const { rule: name, params } = ruleOf(issue);
    add(prefix || "body", renderTemplate(name, fieldOf(issue.path), language, params));
  }
  return errors;
}
