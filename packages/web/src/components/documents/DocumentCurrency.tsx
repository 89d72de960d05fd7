import { formatAmount } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Col, Form, type FormInstance, Input } from "antd";
import { useTranslation } from "react-i18next";
import { CurrencySelect } from "../CurrencySelect";
import { api } from "../../lib/api";
import { formatDate } from "../../lib/dates";
import { useUiLanguage } from "../../lib/i18n";
import { lookupApi } from "../../lib/ledger";
import { useBaseCurrency } from "../../lib/session";
import { oneKey } from "../ledger/RecordSelect";
import { useFollowedField } from "./use-due-date";

const CONTACT_PATH = "master-data/contact";

/** A rate as the form's input holds it: the API's six places without trailing zeros or grouping. */
export const rateText = (rate: string | null | undefined) => (rate ? formatAmount(rate, "en", { fraction: "rate", grouped: false }) : null);

/** A rate as a document shows it, in the user's notation (`15,800` / `15.800`), with the date of the table's rate it took. */
export function RateFact({ rate, date, kind = "booking" }: { rate: string | null; date: string | null; kind?: "booking" | "tax" }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  if (!rate) return <>—</>;
  return (
    <>
      {formatAmount(rate, language, { fraction: "rate" })}
      {date ? ` · ${t(kind === "tax" ? "currency.tax_rate_of" : "currency.rate_of", { date: formatDate(date) })}` : ""}
    </>
  );
}

/** The contact's default currency (null: the base currency), once its record is read; shared with RecordSelect's cache. */
function useContactCurrency(contactId: unknown): string | null | undefined {
  const id = typeof contactId === "string" && contactId ? contactId : null;
  const record = useQuery({ queryKey: oneKey(CONTACT_PATH, id ?? ""), queryFn: () => lookupApi.get(CONTACT_PATH, id ?? ""), enabled: id !== null, staleTime: 60_000, retry: false });
  if (!id || !record.data) return undefined;
  const currency: unknown = (record.data.data as { currency?: unknown }).currency;
  return typeof currency === "string" && currency ? currency : null;
}

/** The rate of a currency and kind on a date (the latest on or before it), null when none is entered. */
function useTableRate(currency: string | null, date: string | null | undefined, kind: "booking" | "tax" = "booking") {
  const wanted = currency && date ? { currency, kind, date } : null;
  const answer = useQuery({
    queryKey: ["master-data", "exchange-rate", "at", wanted],
    queryFn: () =>
      api
        .get<{ data: { rate: string; date: string } }>("master-data/exchange-rate/at", { params: wanted ?? {}, silent: true })
        .then((r) => r.data)
        .catch(() => null),
    enabled: wanted !== null,
    staleTime: 60_000,
  });
  return wanted ? answer.data : undefined;
}

/**
 * A document's rate in a currency: the booking rate of the document's date, until set by hand (the
 * form's `rate` field); none for the base currency.
 */
export function useDocumentRate(
  form: FormInstance,
  { currency, base, dateField, field = "rate", kind = "booking", wanted = true }: { currency: string; base: string; dateField: string; field?: string; kind?: "booking" | "tax"; wanted?: boolean },
) {
  const foreign = currency !== base && wanted;
  const found = useTableRate(foreign ? currency : null, Form.useWatch(dateField, form) as string | undefined, kind);
  // None in the table: a rate still following another currency's (or date's) is cleared, a typed one stays.
  useFollowedField(form, field, found ? (rateText(found.rate) ?? undefined) : found === null ? "" : undefined);
  const typed = (Form.useWatch(field, form) as string | null | undefined) ?? null;
  const rate = foreign && typed && /^\d{1,14}(\.\d{1,6})?$/.test(typed.trim()) ? typed.trim() : null;
  return { base, currency, foreign, rate, found, missing: foreign && found === null, field, kind };
}

/**
 * A document's currency and rate (DESIGN §13): the currency follows the contact's (or the base
 * currency) and the rate the booking rate of the document's date, each until set by hand.
 */
export function useDocumentCurrency(form: FormInstance, { dateField, contactField }: { dateField: string; contactField: string }) {
  const base = useBaseCurrency();
  const contactCurrency = useContactCurrency(Form.useWatch(contactField, form));
  useFollowedField(form, "currency", contactCurrency !== undefined ? (contactCurrency ?? base) : undefined);
  const chosen = (Form.useWatch("currency", form) as string | null | undefined) || null;
  return useDocumentRate(form, { currency: chosen ?? base, base, dateField });
}

export type DocumentRateState = ReturnType<typeof useDocumentRate>;

/** The rate field of a document in a foreign currency, with where its value came from. */
export function RateField({ state, editable = true }: { state: DocumentRateState; editable?: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  if (!state.foreign) return null;
  // The table's rate named while the field shows it; a rate typed over it names the table's beside.
  const tableRate = state.found ? rateText(state.found.rate) : null;
  const tax = state.kind === "tax";
  const hint = state.found
    ? state.rate === tableRate
      ? t(tax ? "currency.tax_rate_of" : "currency.rate_of", { date: formatDate(state.found.date) })
      : t(tax ? "currency.tax_rate_typed" : "currency.rate_typed", { date: formatDate(state.found.date), rate: formatAmount(state.found.rate, language, { fraction: "rate" }) })
    : state.missing
      ? t(tax ? "currency.tax_rate_missing" : "currency.rate_missing", { currency: state.currency })
      : undefined;
  return (
    <Form.Item name={state.field} label={t(tax ? "currency.tax_rate" : "currency.rate", { base: state.base, currency: state.currency })} extra={hint} required>
      <Input inputMode="decimal" disabled={!editable} data-testid={tax ? "document-tax-rate" : "document-rate"} />
    </Form.Item>
  );
}

/** The currency and (for a foreign one) the rate fields of a document form, in a form's `Row`; the tax rate (KMK) when given. */
export function DocumentCurrencyFields({ state, taxRate, editable = true }: { state: DocumentRateState; taxRate?: DocumentRateState; editable?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={12} md={6} lg={4}>
        <Form.Item name="currency" label={t("currency.currency")}>
          <CurrencySelect placeholder={state.base} disabled={!editable} data-testid="document-currency" />
        </Form.Item>
      </Col>
      {state.foreign && (
        <Col xs={12} md={6} lg={4}>
          <RateField state={state} editable={editable} />
        </Col>
      )}
      {taxRate?.foreign && (
        <Col xs={12} md={6} lg={4}>
          <RateField state={taxRate} editable={editable} />
        </Col>
      )}
    </>
  );
}
