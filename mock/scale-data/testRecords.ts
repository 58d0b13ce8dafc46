/** Test records of a scale, made on first access from the scale's own random stream (cheap db creation). */
import { chineseName } from '../core/names';
import { rngFor } from '../core/random';
import { DAY_MS, SEED_NOW, formatDateTime } from '../core/time';
import type { ScaleRow, ScaleTables, TestRecordRow } from '../scale/types';

const DEPTS = [
  '人事部',
  '财务部',
  '研发部',
  '市场部',
  '行政部',
  '一年级一班',
  '二年级三班',
  '教务处',
];
const ORGS = ['星辰科技有限公司', '明德中学', '阳光社区服务中心', '华南理工职业学院', '安康医院'];

export function testRecordsOf(tables: ScaleTables, scale: ScaleRow): TestRecordRow[] {
  const known = tables.testRecords.get(scale.id);
  if (known) return known;
  const rng = rngFor(tables.seed, `testRecords:${scale.id}`);
  const maxScore = scale.questions.length * 4;
  const rows: TestRecordRow[] = [];
  for (let i = 0; i < scale.testCount; i += 1) {
    const answered = rng.chance(0.85);
    const userId = String(2_000_000 + rng.int(0, 999_999));
    rows.push({
      resultId: `${scale.id}${String(i + 1).padStart(6, '0')}`,
      id: userId,
      formId: scale.id,
      orgName: rng.pick(ORGS),
      username: `u${userId}`,
      mobile: `1${rng.int(3, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
      personName: chineseName(rng),
      deptName: rng.pick(DEPTS),
      sex: rng.chance(0.5) ? 0 : 1,
      age: rng.int(12, 70),
      fillStatus: answered ? 1 : 0,
      fillTime: formatDateTime(SEED_NOW - rng.int(0, 365) * DAY_MS - rng.int(0, 86_399) * 1000),
      score: answered ? rng.int(scale.questions.length, maxScore) : null,
    });
  }
  rows.sort((a, b) => b.fillTime.localeCompare(a.fillTime));
  tables.testRecords.set(scale.id, rows);
  return rows;
}
