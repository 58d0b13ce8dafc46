import { hexOf, type Rgb } from '@/shared/theme/color';

/**
 * A colour as people see it: a swatch and its `#rrggbb`, named for screen readers as
 * 颜色 rgb(r, g, b) (an organisation's themeColor is stored as JSON, never shown so).
 */
export function ColorSwatch({ color }: { color: Rgb }) {
  const hex = hexOf(color);
  return (
    <span role="img" aria-label={`颜色 rgb(${color.r}, ${color.g}, ${color.b})`}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 16,
          height: 16,
          marginRight: 8,
          verticalAlign: 'text-bottom',
          borderRadius: 4,
          border: '1px solid rgba(0, 0, 0, 0.15)',
          background: hex,
        }}
      />
      <span aria-hidden>{hex}</span>
    </span>
  );
}
