/** The SMS the mock "sends" (counselling design "Banners and SMS log"). */
import type { IdSource } from '../core/ids';
import type { CounsellingTables } from './types';

/** An SMS the mock "sends": it lands in the SMS log. */
export function sendSms(
  ids: IdSource,
  t: CounsellingTables,
  sms: {
    orgId: string;
    mobile: string;
    bizType: string;
    template: string;
    content: string;
    time: string;
  },
) {
  t.smsLogs.push({
    id: ids.next('sms'),
    orgId: sms.orgId,
    mobile: sms.mobile,
    bizType: sms.bizType,
    template: sms.template,
    content: sms.content,
    status: '成功',
    failReason: '',
    createTime: sms.time,
  });
}
