import { Input, type InputProps } from "antd";
import { useState } from "react";
import { useUiLanguage } from "../../lib/i18n";
import { formatAmount, parseAmount } from "@neraca/core";

/**
 * An amount field: keeps the canonical decimal string ("1500000.50") in the form and shows it in the
 * UI language's notation (1.500.000,50 or 1,500,000.50). Typed text that is not an amount is kept as
 * it is, so the shared schema names the problem instead of the field guessing.
 */
export function MoneyInput({
  value,
  onChange,
  ...props
}: Omit<InputProps, "value" | "onChange"> & { value?: string | null; onChange?: (value: string) => void }) {
  const language = useUiLanguage();
  const [typing, setTyping] = useState<string | null>(null);
  const canonical = value ?? "";
  const shown = typing ?? (parseAmount(canonical, "en") === null ? canonical : formatAmount(canonical, language));
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      className={["money-input", props.className].filter(Boolean).join(" ")}
      value={shown}
      onFocus={(event) => {
        // The text stays as shown (a selection made on focus survives); a zero is a placeholder
        // more than a value, so typing starts over it.
        setTyping(/^0*(\.0*)?$/.test(canonical) ? "" : shown);
        props.onFocus?.(event);
      }}
      onChange={(event) => {
        const text = event.target.value;
        setTyping(text);
        const parsed = parseAmount(text, language);
        onChange?.(parsed ?? text);
      }}
      onBlur={(event) => {
        setTyping(null);
        props.onBlur?.(event);
      }}
    />
  );
}
