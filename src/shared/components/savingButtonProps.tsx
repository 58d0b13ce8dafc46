import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import type { ButtonProps } from 'antd';

/**
 * A dialog's OK button while it saves: disabled, with a spinner icon. Not antd's `loading`
 * (Modal `confirmLoading`): that one takes its spinner away with a leave motion which, when the
 * browser is busy, can stay unfinished, leaving a hidden "loading" icon in the button for good,
 * so the button is named "loading 确定" after a refused save.
 */
export function savingButtonProps(saving: boolean): ButtonProps {
  return saving ? { disabled: true, icon: <LoadingOutlined /> } : {};
}
