/** The SMS log (短信记录): every SMS the mock sent, read-only (counselling design "Banners and SMS log"; docs/api/operate.md). */
import { z } from 'zod';
import { SMS_STATUSES } from '../counselling/operateCodes';
import { call } from './call';
import { choiceFilter } from './choiceSchemas';
import { dateTime, filterText, pageQuery, paged, sortQuery, timeFilter } from './schemas';

const smsRow = z.object({
  id: z.string(),
  mobile: z.string().meta({ description: '3+4 掩码' }),
  bizType: z.string(),
  template: z.string(),
  content: z.string(),
  status: z.enum(SMS_STATUSES),
  failReason: z.string(),
  createTime: dateTime,
});

export const listSmsLogs = call({
  summary: '短信记录分页（本机构，时间倒序）',
  method: 'GET',
  path: '/server-platform/api/smsLog/page',
  source: 'spec',
  query: z.object({
    ...pageQuery,
    mobile: filterText('手机号', 11).meta({ description: '完整号码或其中连续的数字' }),
    bizType: filterText('业务类型', 30),
    status: choiceFilter('发送状态', SMS_STATUSES),
    createTimeFrom: timeFilter('发送时间起'),
    createTimeTo: timeFilter('发送时间止'),
    ...sortQuery(['createTime', 'status']),
  }),
  data: paged(smsRow),
  codes: [10400, 10403],
});
