/** Seeded visitors (cusUser) of an organisation. */
import type { IdSource } from '../core/ids';
import { chineseName } from '../core/names';
import type { Rng } from '../core/random';
import { DAY_MS, formatDate, formatDateTime } from '../core/time';
import type { CusUser } from './types';

const SOURCES = ['平台预约', '热线', '手动录入', '小程序'];

export function seedCusUsers(
  rng: Rng,
  ids: IdSource,
  orgId: string,
  count: number,
  now: number,
): CusUser[] {
  // Born 1960-2010 while that keeps minors among them (to 2026), later for a later seed year: the
  // visitors would otherwise all outgrow being minors (stories book for one). The seeds of 2025
  // (SEED_NOW, which the mock tests pin) and 2026 keep their data.
  const eldest = Math.max(1960, Number(formatDate(now).slice(0, 4)) - 66);
  return Array.from({ length: count }, (): CusUser => {
    const id = ids.next('cusUser');
    const archived = rng.chance(0.03);
    const created = now - rng.int(30, 900) * DAY_MS - rng.int(0, 86399) * 1000;
    return {
      id,
      orgId,
      name: chineseName(rng, 0.5),
      sex: rng.pick([0, 1] as const),
      birthday: formatDate(Date.UTC(eldest + rng.int(0, 50), rng.int(0, 11), rng.int(1, 28))),
      mobile: `139${id.slice(-8).padStart(8, '0')}`,
      deptId: '',
      source: rng.pick(SOURCES),
      createTime: formatDateTime(created),
      lastConsultTime: '',
      consultCount: 0,
      mentalStatus: 0,
      archived: archived ? 1 : 0,
      archiveTime: archived ? formatDateTime(created + 20 * DAY_MS) : '',
      archiveBy: archived ? '系统管理员' : '',
      remark: '',
    };
  });
}

/** Age in whole years on a date ('YYYY-MM-DD'). */
export function ageOn(birthday: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthday.slice(0, 4));
  return date.slice(5) < birthday.slice(5) ? years - 1 : years;
}
