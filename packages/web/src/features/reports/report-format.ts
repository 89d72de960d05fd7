import { formatAmount, type Money } from "@neraca/core";
import dayjs from "dayjs";
import "dayjs/locale/id";
import type { UiLanguage } from "../../lib/i18n";

const ZERO = /^-?0*(\.0*)?$/;

/** True for "0.00", "-0", "" and missing values. */
export const isZeroAmount = (value: string | null | undefined): boolean => !value || ZERO.test(value.trim());

/**
 * An amount as accountants read it on a report: the UI language's notation (1.500.000,00 or
 * 1,500,000.00), two decimals, negatives in parentheses. Pure string work on the API's decimal
 * string, so no digit is lost to a float.
 */
export function formatReportAmount(value: string | null | undefined, language: UiLanguage): string {
  return formatAmount(value, language, { negative: "parentheses" });
}

/** A percentage in the report's notation: 12,50 % / (3.25 %); a dash when there is no base. */
export function formatPercent(value: Money | null, language: UiLanguage): string {
  if (value === null) return "—";
  return `${formatReportAmount(value.toFixed(2), language)} %`;
}

/** `2026-03-31` → 31 Mar 2026 / 31 Mar 2026 (Indonesian month names in Indonesian). */
export function formatReportDate(date: string | null | undefined, language: UiLanguage): string {
  if (!date) return "";
  const day = dayjs(date);
  return day.isValid() ? day.locale(language).format("D MMM YYYY") : date;
}
