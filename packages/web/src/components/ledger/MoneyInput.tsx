import type { InputProps } from "antd";
import { FormattedInput } from "../FormattedInput";
import { useUiLanguage } from "../../lib/i18n";
import { formatAmount, parseAmount } from "@neraca/core";

/**
 * An amount field: keeps the canonical decimal string ("1500000.50") in the form and shows it in the
 * UI language's notation (1.500.000,50 or 1,500,000.50). Typed text that is not an amount is kept as
 * it is, so the shared schema names the problem instead of the field guessing.
 */
export function MoneyInput({
  className,
  ...props
}: Omit<InputProps, "value" | "onChange"> & { value?: string | null; onChange?: (value: string) => void }) {
  const language = useUiLanguage();
  return (
    <FormattedInput
      {...props}
      className={["money-input", className].filter(Boolean).join(" ")}
      show={(canonical) => (parseAmount(canonical, "en") === null ? canonical : formatAmount(canonical, language))}
      // The text stays as shown (a selection made on focus survives); a zero is a placeholder
      // more than a value, so typing starts over it.
      focusText={(canonical, shown) => (/^0*(\.0*)?$/.test(canonical) ? "" : shown)}
      parse={(text) => parseAmount(text, language) ?? text}
    />
  );
}
