/** Applications of the platform and the organisations holding them. */
import type { IdSource } from '../core/ids';
import { DAY_MS, SEED_NOW, formatDateTime } from '../core/time';
import type { OrgApp } from '../core/types';

const APPS: Array<Pick<OrgApp, 'name' | 'type' | 'description'>> = [
  { name: '心理测评H5', type: 'H5', description: '移动端量表测评与报告查看' },
  { name: '心晴咨询小程序', type: '小程序', description: '预约咨询、在线咨询与评价' },
  { name: '员工关爱公众号', type: '公众号', description: '心理科普推送与活动报名' },
  { name: '热线服务台', type: 'H5', description: '心理热线接线与工单记录' },
  { name: '团体辅导小程序', type: '小程序', description: '团体辅导活动报名与签到' },
  { name: '校园心理H5', type: 'H5', description: '学生心理普查与预约' },
];

/** The QA organisation holds every app but the last; the others hold none until assigned. */
export function seedApps(ids: IdSource, qaOrgId: string): OrgApp[] {
  return APPS.map((app, index) => {
    const id = ids.next('app');
    return {
      id,
      appId: `wx${id.padStart(16, '0')}`,
      ...app,
      createTime: formatDateTime(SEED_NOW - (index + 1) * 30 * DAY_MS),
      orgIds: index < APPS.length - 1 ? [qaOrgId] : [],
    };
  });
}
