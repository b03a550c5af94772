// The report's chart: Apache ECharts 6 through `echarts/core` with only the bar and line charts, the
// grid, tooltip, legend, dataset and aria components and the canvas renderer (tree-shaken), in its own
// lazy chunk (report-screen.tsx loads it with lazyComponent), so no first screen pays for it. Tooltips
// are rich text drawn on the canvas: ECharts' HTML tooltips write inline styles our CSP refuses.
// `aria` describes the chart to screen readers; 'Xem dạng bảng' shows the same figures as the grid.
import { formatNumber, formatVnd } from '@busops/domain';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  AriaComponent,
  CanvasRenderer,
]);

export interface ReportChartProps {
  kind: 'bar' | 'line';
  stacked: boolean;
  title: string;
  categories: string[];
  series: Array<{ name: string; values: number[]; money: boolean }>;
}

const compactVnd = (value: number) =>
  Math.abs(value) >= 1e9
    ? `${formatNumber(value / 1e9, 1)} tỷ`
    : Math.abs(value) >= 1e6
      ? `${formatNumber(value / 1e6, 1)} tr`
      : formatNumber(value);

export default function ReportChart(props: ReportChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!host.current) return;
    const instance = echarts.init(host.current, undefined, { renderer: 'canvas', locale: 'EN' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    const money = props.series.some((s) => s.money);
    chart.current?.setOption(
      {
        aria: { enabled: true, label: { description: `${props.title}: ${props.categories.length} mục.` } },
        animation: false,
        grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
        legend: { top: 0 },
        tooltip: {
          trigger: 'axis',
          renderMode: 'richText',
          valueFormatter: (value: unknown) =>
            money ? formatVnd(Number(value)) : formatNumber(Number(value)),
        },
        xAxis: { type: 'category', data: props.categories, axisLabel: { hideOverlap: true } },
        yAxis: {
          type: 'value',
          axisLabel: { formatter: (v: number) => (money ? compactVnd(v) : formatNumber(v)) },
        },
        series: props.series.map((s) => ({
          type: props.kind,
          name: s.name,
          data: s.values,
          ...(props.stacked ? { stack: 'total' } : {}),
        })),
      },
      { notMerge: true },
    );
  }, [props]);
  return <div ref={host} className="busops-report-chart" role="img" aria-label={props.title} />;
}
