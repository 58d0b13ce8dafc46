/** The platform's operator accounts (平台运营人员, decision 0021): enough to page through. */
import type { IdSource } from '../core/ids';
import { DAY_MS, SEED_NOW, formatDateTime } from '../core/time';
import type { PlatformOperator } from '../core/types';

const NAMES = ['周运营', '吴小满', '郑一帆', '王晓晴', '冯子墨', '陈思远', '褚安然', '卫可欣'];

export function seedPlatformOperators(ids: IdSource): PlatformOperator[] {
  return Array.from({ length: 14 }, (_, index) => ({
    id: ids.next('platformOperator'),
    account: `platformop${String(index + 1).padStart(2, '0')}`,
    name: `${NAMES[index % NAMES.length]}${index >= NAMES.length ? '二' : ''}`,
    mobile: `139${String(index + 1).padStart(8, '0')}`,
    // Every fifth is frozen, so the status filter and 恢复 have rows.
    status: index % 5 === 4 ? 4 : 2,
    createTime: formatDateTime(SEED_NOW - (index + 1) * 3 * DAY_MS),
  }));
}
