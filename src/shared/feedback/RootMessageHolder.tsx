import { useLayoutEffect } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { TOASTS_AT_A_TIME } from './notify';

/**
 * antd's message stack under the root (RootMessages), loaded with its first toast: antd's message
 * and notification code is 9 KB gzip the login page shows nothing of until a call answers.
 */
export default function RootMessageHolder({
  onReady,
}: {
  onReady: (api: MessageInstance | null) => void;
}) {
  const [api, holder] = message.useMessage({ maxCount: TOASTS_AT_A_TIME });
  useLayoutEffect(() => {
    onReady(api);
    return () => onReady(null);
  }, [api, onReady]);
  return holder;
}
