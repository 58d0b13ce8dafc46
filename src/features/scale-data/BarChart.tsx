import { Empty, theme } from 'antd';

export interface BarDatum {
  label: string;
  value: number;
}

/**
 * A small SVG bar chart (no chart library: three simple charts did not earn one). Each bar has a
 * title for hover and the figure a text summary for screen readers.
 */
export function BarChart({
  data,
  title,
  height = 220,
}: {
  data: BarDatum[];
  title: string;
  height?: number;
}) {
  const { token } = theme.useToken();
  if (data.length === 0) return <Empty description="暂无数据" />;
  const max = Math.max(...data.map((d) => d.value), 1);
  const slot = 56;
  const width = Math.max(data.length * slot, 280);
  const chartHeight = height - 40;
  return (
    <figure style={{ margin: 0, overflowX: 'auto' }} aria-label={title}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`${title}：${data.map((d) => `${d.label} ${d.value}`).join('，')}`}
      >
        {data.map((d, i) => {
          const barHeight = Math.round((d.value / max) * (chartHeight - 16));
          const x = i * slot + 10;
          const y = chartHeight - barHeight;
          return (
            <g key={d.label}>
              <title>{`${d.label}：${d.value}`}</title>
              <rect
                x={x}
                y={y}
                width={slot - 20}
                height={barHeight}
                rx={3}
                fill={token.colorPrimary}
              />
              <text
                x={x + (slot - 20) / 2}
                y={y - 4}
                textAnchor="middle"
                fontSize={11}
                fill={token.colorText}
              >
                {d.value}
              </text>
              <text
                x={x + (slot - 20) / 2}
                y={chartHeight + 16}
                textAnchor="middle"
                fontSize={11}
                fill={token.colorTextSecondary}
              >
                {d.label}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
