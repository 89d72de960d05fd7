import { type CurrencyCode, currencies, currencyCodes } from "@neraca/core";
import { Select, type SelectProps } from "antd";
import { useUiLanguage } from "../lib/i18n";

/** A currency of core's ISO 4217 list, shown with its name in the user's language (`USD · US dollar`). */
export function CurrencySelect({ exclude = [], ...props }: Omit<SelectProps<string>, "options"> & { exclude?: readonly string[] }) {
  const language = useUiLanguage();
  return (
    <Select
      showSearch
      optionFilterProp="label"
      {...props}
      options={currencyCodes.filter((c) => !exclude.includes(c)).map((c: CurrencyCode) => ({ value: c, label: `${c} · ${currencies[c][language]}` }))}
    />
  );
}
