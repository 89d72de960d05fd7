import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import { type ComposeOption, init, use } from "echarts/core";
import type { BarSeriesOption, LineSeriesOption } from "echarts/charts";
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from "echarts/components";
import { SVGRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";

// Only the parts the app draws (bars, lines, grid, tooltip, legend) and the SVG renderer: the chart
// chunk stays small, and loads only with the screens that show a chart (import this file lazily).
use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** A click on a data point: its category's index (a bar's month, bucket …) and its series' name. */
  onPick?: (index: number, series: string | undefined) => void;
  testId?: string;
  ariaLabel?: string;
}

/**
 * An Apache ECharts chart in a React tree: created once on its element, given each new option in
 * full (`notMerge`), resized with its box, disposed on unmount. Colours come with the option (the
 * caller takes them from the antd theme, so the chart follows the skin).
 */
export default function EChart({ option, height, onPick, testId, ariaLabel }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!element.current) return;
    const instance = init(element.current, undefined, { renderer: "svg" });
    chart.current = instance;
    instance.on("click", (event) => pick.current?.(event.dataIndex, event.seriesName));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} style={{ height, width: "100%" }} data-testid={testId} role="img" aria-label={ariaLabel} />;
}
