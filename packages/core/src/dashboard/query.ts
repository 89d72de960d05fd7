import { z } from "zod";
import { dimensionQueryFields } from "../reports/definition.js";
import { dateField } from "../schemas/common.js";

/** What every widget takes: the date the figures are as of (default today) and the offices. */
export const widgetQuery = z.strictObject({ date: dateField().optional(), ...dimensionQueryFields(["office_ids"]) });
export type WidgetQuery = z.output<typeof widgetQuery>;
