import { Input, type InputProps } from "antd";
import { normalizeNpwp } from "../npwp";

/** An NPWP field: on leaving it, 15 digits take the 01.250.290.9-801.000 form and 16 digits stay bare. */
export function NpwpInput({
  value,
  onChange,
  ...props
}: Omit<InputProps, "value" | "onChange"> & { value?: string | null; onChange?: (value: string) => void }) {
  return (
    <Input
      {...props}
      value={value ?? ""}
      inputMode="numeric"
      autoComplete="off"
      placeholder="01.250.290.9-801.000"
      maxLength={24}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={(event) => {
        const normalized = normalizeNpwp(event.target.value);
        if (normalized !== (value ?? "")) onChange?.(normalized);
        props.onBlur?.(event);
      }}
    />
  );
}
