import { Tag } from 'antd';
import type { MentalStatus } from './orderFields';
import { MENTAL_STATUS_LABEL } from './types';

// Dark red on a light red ground (contrast about 7:1, WCAG AA): the word says it, the colour adds to it.
const CRISIS_STYLE = { color: '#a8071a', background: '#fff1f0', borderColor: '#a8071a' };
const ATTENTION_STYLE = { color: '#874d00', background: '#fffbe6', borderColor: '#874d00' };

/** The mental status as text; 危机 in red and 关注 in amber, so a crisis order stands out. */
export function MentalStatusTag({ status }: { status: MentalStatus }) {
  if (status === 0) return <>{MENTAL_STATUS_LABEL[0]}</>;
  return (
    <Tag style={status === 2 ? CRISIS_STYLE : ATTENTION_STYLE} variant="outlined">
      {MENTAL_STATUS_LABEL[status]}
    </Tag>
  );
}
