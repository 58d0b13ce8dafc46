import { Flex } from 'antd';
import { WHITE, contrastRatio, hexOf, paintedColor } from '@/shared/theme/color';
import { themeOfHex } from './themeColor';

/**
 * Under the colour input: the colour the console will paint for the chosen one (darkened to
 * WCAG AA when the choice is too light), as a swatch with white text, its hex and its contrast.
 */
export function PaintedColorNote({ chosen }: { chosen: string | undefined }) {
  const wanted = themeOfHex(chosen);
  const painted = paintedColor(wanted);
  const hex = hexOf(painted);
  const ratio = contrastRatio(painted, WHITE).toFixed(2);
  const darkened = hex !== hexOf(wanted);
  return (
    <Flex align="center" gap={8} wrap>
      <span
        aria-hidden
        style={{ background: hex, color: '#fff', padding: '0 8px', borderRadius: 4 }}
      >
        按钮
      </span>
      <span>
        实际显示颜色 {hex}，白色文字对比度 {ratio}:1{darkened ? '（所选颜色已加深）' : ''}
      </span>
    </Flex>
  );
}
