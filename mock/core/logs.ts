/** Operation log: a few dozen past entries per account, and the entries the mock adds as people act. */
import type { IdSource } from './ids';
import type { Rng } from './random';
import { SEED_NOW, formatDateTime } from './time';
import type { OperationLogRow } from './types';

type LogKind = Pick<OperationLogRow, 'methodName' | 'img' | 'router' | 'leftCode'>;

/** The operations the mock records; later areas add theirs here. */
const LOG_KINDS = {
  login: { methodName: '登录系统', img: 'LoginOutlined', router: '/login', leftCode: '01' },
  updatePwd: { methodName: '修改密码', img: 'LockOutlined', router: '/grxx/grzl', leftCode: '19' },
  viewProfile: {
    methodName: '查看个人信息',
    img: 'UserOutlined',
    router: '/grxx/grzl',
    leftCode: '19',
  },
  saveProfile: {
    methodName: '编辑资料',
    img: 'EditOutlined',
    router: '/grxx/grzl',
    leftCode: '19',
  },
  changeMobile: {
    methodName: '修改手机号',
    img: 'MobileOutlined',
    router: '/grxx/grzl',
    leftCode: '19',
  },
  changeMail: { methodName: '修改邮箱', img: 'MailOutlined', router: '/grxx/grzl', leftCode: '19' },
  changeAvatar: {
    methodName: '修改头像',
    img: 'PictureOutlined',
    router: '/grxx/grzl',
    leftCode: '19',
  },
  saveOrg: {
    methodName: '保存机构',
    img: 'ApartmentOutlined',
    router: '/om/om-query',
    leftCode: '02',
  },
  saveRole: {
    methodName: '保存角色',
    img: 'SafetyCertificateOutlined',
    router: '/role/list',
    leftCode: '03',
  },
  viewTasks: {
    methodName: '查看任务列表',
    img: 'CarryOutOutlined',
    router: '/taskManagement',
    leftCode: '16',
  },
  viewScales: {
    methodName: '查看量表',
    img: 'ExperimentOutlined',
    router: '/selfScale/allScale',
    leftCode: '17',
  },
  viewQuestionnaires: {
    methodName: '查看问卷列表',
    img: 'FileTextOutlined',
    router: '/questManagement',
    leftCode: '15',
  },
} satisfies Record<string, LogKind>;

export type LogKindName = keyof typeof LOG_KINDS;

/** A log row of a kind at a moment. */
export function logEntry(
  ids: IdSource,
  userId: string,
  kind: LogKindName,
  at: number,
): OperationLogRow {
  return { id: ids.next('log'), userId, ...LOG_KINDS[kind], createTime: formatDateTime(at) };
}

/** One export of personal data: who (the account), under which identity, what, how many rows, from which page. */
export interface PersonalExportLog {
  userId: string;
  identityId: string;
  orgName: string;
  /** What was exported, e.g. 答题人员名单. */
  what: string;
  rows: number;
  router: string;
  leftCode: string;
  at: number;
}

/** The log row of an export of personal data; 操作日志 shows it as 导出个人数据：what（N条，organisation）. */
export function personalExportEntry(ids: IdSource, entry: PersonalExportLog): OperationLogRow {
  return {
    id: ids.next('log'),
    userId: entry.userId,
    identityId: entry.identityId,
    rows: entry.rows,
    methodName: `导出个人数据：${entry.what}（${entry.rows}条，${entry.orgName}）`,
    img: 'DownloadOutlined',
    router: entry.router,
    leftCode: entry.leftCode,
    createTime: formatDateTime(entry.at),
  };
}

/** Seeds 30-50 entries per account, oldest first, before the seed's "now". */
export function seedLogs(rng: Rng, ids: IdSource, userIds: string[]): OperationLogRow[] {
  const kinds = Object.keys(LOG_KINDS) as LogKindName[];
  const rows: OperationLogRow[] = [];
  for (const userId of userIds) {
    let at = SEED_NOW - rng.int(60, 120) * 24 * 60 * 60 * 1000;
    for (let n = rng.int(30, 50); n > 0; n -= 1) {
      at += rng.int(20, 60 * 48) * 60 * 1000;
      rows.push(
        logEntry(ids, userId, rng.chance(0.3) ? 'login' : rng.pick(kinds), Math.min(at, SEED_NOW)),
      );
    }
  }
  return rows;
}
