import { Input, type InputProps } from "antd";
import { useState } from "react";

/**
 * A decimal field over a canonical value: the form keeps `value` as `parse` reads the typed text, the
 * field shows `show(value)`; while focused, the text stays as typed. `focusText` is the text focus
 * starts from (default: what is shown).
 */
export function FormattedInput({
  value,
  onChange,
  show,
  parse,
  focusText,
  ...props
}: Omit<InputProps, "value" | "onChange"> & {
  value?: string | null;
  onChange?: (value: string) => void;
  show: (canonical: string) => string;
  parse: (text: string) => string;
  focusText?: (canonical: string, shown: string) => string;
}) {
  const [typing, setTyping] = useState<string | null>(null);
  const canonical = value ?? "";
  const shown = typing ?? show(canonical);
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onFocus={(event) => {
        setTyping(focusText ? focusText(canonical, shown) : shown);
        props.onFocus?.(event);
      }}
      onChange={(event) => {
        setTyping(event.target.value);
        onChange?.(parse(event.target.value));
      }}
      onBlur={(event) => {
        setTyping(null);
        props.onBlur?.(event);
      }}
    />
  );
}
