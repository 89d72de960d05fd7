import { describe, expect, it } from "vitest";
import { resourceCatalogue } from "../permissions/catalogue.js";
import { dashboardWidgets, widgetList } from "./widgets.js";

describe("dashboard widgets", () => {
  it("each need read on a resource of the catalogue, and are named by their key", () => {
    for (const [key, widget] of Object.entries(dashboardWidgets)) {
      expect(widget.name, key).toBe(key);
      expect(Object.keys(resourceCatalogue), key).toContain(widget.resource);
    }
  });

  it("are listed in their order, a months widget with its series", () => {
    expect(widgetList.map((w) => w.order)).toEqual([...widgetList.map((w) => w.order)].sort((a, b) => a - b));
    for (const widget of widgetList) if (widget.view === "months") expect(Object.keys(widget.series ?? {}).length, widget.name).toBeGreaterThan(0);
  });
});
