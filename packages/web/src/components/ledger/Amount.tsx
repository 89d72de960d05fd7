import { useUiLanguage } from "../../lib/i18n";
import { formatAmount } from "@neraca/core";

/** An amount in the UI language's notation, right-aligned in tabular figures; blank for zero when asked. */
export function Amount({ value, blankZero = false, strong = false }: { value: string | null | undefined; blankZero?: boolean; strong?: boolean }) {
  const language = useUiLanguage();
  const zero = !value || /^-?0*(\.0*)?$/.test(value);
  const text = blankZero && zero ? "" : formatAmount(value ?? "0", language);
  return <span className={strong ? "amount amount-strong" : "amount"}>{text}</span>;
}
