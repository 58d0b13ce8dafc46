import { App } from 'antd';
import { useAuditApplyMutation } from './api';

/** 同意 / 驳回 one application, with the toasts. */
export function useAudit() {
  const [audit] = useAuditApplyMutation();
  const { message } = App.useApp();
  async function decide(id: string, agree: boolean, remark?: string): Promise<boolean> {
    try {
      await audit({ id, agree, remark }).unwrap();
      message.success(agree ? '已同意' : '已驳回');
      return true;
    } catch {
      return false; // shown by the request layer
    }
  }
  return { decide };
}
