import type { InputProps } from "antd";
import { FormattedInput } from "../../../components/FormattedInput";
import { useUiLanguage } from "../../../lib/i18n";
import { formatRate, parseRate } from "./rate";

/** A percentage field: keeps the canonical rate ("1.1") in the form and shows it as the language writes it (1,1). */
export function RateInput(props: Omit<InputProps, "value" | "onChange"> & { value?: string | null; onChange?: (value: string) => void }) {
  const language = useUiLanguage();
  return <FormattedInput {...props} suffix="%" show={(rate) => formatRate(rate, language)} parse={parseRate} />;
}
