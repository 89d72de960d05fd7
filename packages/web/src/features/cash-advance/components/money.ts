import { formatAmount } from "@neraca/core";
import { currentLanguage } from "../../../lib/i18n";

/** An amount as text in the UI language (1.500.000,00 or 1,500,000.00). */
export const formatMoneyText = (value: string) => formatAmount(value, currentLanguage());
