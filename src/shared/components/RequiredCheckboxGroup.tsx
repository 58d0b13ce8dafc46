import { Checkbox, type GetProps } from 'antd';

type Props = GetProps<typeof Checkbox.Group> & { 'aria-required'?: unknown };

/**
 * Checkbox.Group under a required Form.Item. antd gives the control aria-required, which ARIA
 * does not allow on a group (axe: aria-allowed-attr, critical), so it is left off here; the
 * item's required mark and its error message still say that a choice is needed.
 */
export function RequiredCheckboxGroup({ 'aria-required': _required, ...props }: Props) {
  return <Checkbox.Group {...props} />;
}
