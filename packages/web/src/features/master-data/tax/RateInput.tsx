import { Input, type InputProps } from "antd";
import { useState } from "react";
import { useUiLanguage } from "../../../lib/i18n";
import { formatRate, parseRate } from "./rate";

/** A percentage field: keeps the canonical rate ("1.1") in the form and shows it as the language writes it (1,1). */
export function RateInput({
  value,
  onChange,
  ...props
}: Omit<InputProps, "value" | "onChange"> & { value?: string | null; onChange?: (value: string) => void }) {
  const language = useUiLanguage();
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      suffix="%"
      value={typing ?? formatRate(value ?? "", language)}
      onFocus={(event) => {
        setTyping(formatRate(value ?? "", language));
        props.onFocus?.(event);
      }}
      onChange={(event) => {
        setTyping(event.target.value);
        onChange?.(parseRate(event.target.value));
      }}
      onBlur={(event) => {
        setTyping(null);
        props.onBlur?.(event);
      }}
    />
  );
}
