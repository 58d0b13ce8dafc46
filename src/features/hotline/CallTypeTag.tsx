import { Space, Tag } from 'antd';
import type { HotlineCall } from './types';

/** The call type, and a red 危机 tag (with its text, not colour alone) on a crisis call. */
export function CallTypeTag({ call }: { call: Pick<HotlineCall, 'callType' | 'crisis'> }) {
  return (
    <Space size={4}>
      <span>{call.callType}</span>
      {call.crisis && <Tag color="error">危机</Tag>}
    </Space>
  );
}
