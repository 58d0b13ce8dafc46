/**
 * Seed of the scale area: 126 scales (original and quoted, published and drafts), 42 tags of the
 * three types, 8 display categories, 30 recommendations in every status, and their relations.
 * Test records are not made here (one scale has 10,500): testRecords.ts makes them on first use.
 */
import type { IdSource } from '../core/ids';
import type { QaOrgIds } from '../organisation/orgs';
import type { Rng } from '../core/random';
import { DAY_MS, SEED_NOW, formatDate, formatDateTime } from '../core/time';
import type {
  CategoryRow,
  RecommendRow,
  ScaleQuestionRow,
  ScaleRow,
  ScaleTables,
  TagRow,
  TagType,
} from './types';

const BASE_SCALES = [
  '抑郁自评量表',
  '焦虑自评量表',
  '症状自评量表',
  '匹兹堡睡眠质量指数',
  '艾森克人格问卷',
  '生活事件量表',
  '社会支持评定量表',
  '简易应对方式问卷',
  '自尊量表',
  '心理弹性量表',
  '职业倦怠量表',
  '亲子关系诊断量表',
  '学习动机量表',
  '人际关系综合诊断量表',
  '考试焦虑量表',
  '孤独感量表',
  '幸福感指数量表',
  '压力知觉量表',
  '注意力测评量表',
  '情绪调节问卷',
  '婚姻质量问卷',
];
const EDITIONS = ['', '（青少年版）', '（成人版）', '（简版）', '（职场版）', '（大学生版）'];

const TAG_NAMES: [string, TagType][] = [
  ['情绪', 0],
  ['睡眠', 0],
  ['压力', 0],
  ['人格', 0],
  ['职业发展', 0],
  ['亲子', 0],
  ['学业', 0],
  ['人际', 0],
  ['婚恋', 0],
  ['焦虑', 0],
  ['抑郁', 0],
  ['自尊', 0],
  ['心理健康', 0],
  ['认知', 0],
  ['注意力', 0],
  ['青少年', 0],
  ['老年', 0],
  ['儿童', 0],
  ['职场', 0],
  ['危机干预', 0],
  ['幸福感', 1],
  ['应对方式', 1],
  ['社会支持', 1],
  ['孤独感', 1],
  ['心理弹性', 1],
  ['考试', 1],
  ['家庭关系', 1],
  ['生活事件', 1],
  ['适应', 1],
  ['动机', 1],
  ['情绪调节', 1],
  ['倦怠', 1],
  ['专业测评', 2],
  ['临床筛查', 2],
  ['企业EAP', 2],
  ['高校普测', 2],
  ['团体辅导', 2],
  ['心理普查', 2],
  ['精选量表', 2],
  ['科研工具', 2],
  ['职业测评', 2],
  ['入职评估', 2],
];
const CATEGORIES: [string, string][] = [
  ['情绪', '情绪状态与情绪调节相关的量表'],
  ['睡眠', '睡眠质量与作息相关的量表'],
  ['人格', '人格特质与自我认识'],
  ['职业', '职业发展、倦怠与职场适应'],
  ['亲子', '亲子关系与家庭教育'],
  ['学业', '学习动机、考试焦虑与注意力'],
  ['人际', '人际关系与社会支持'],
  ['健康', '综合心理健康筛查'],
];
const QUESTION_STEMS = [
  '我觉得闷闷不乐，情绪低沉',
  '我比平常容易紧张和着急',
  '我晚上睡眠不好',
  '我感到自己是个有价值的人',
  '我与周围的人相处融洽',
  '我遇到困难时能想办法解决',
  '我对未来感到有希望',
  '我很难集中注意力',
  '我容易感到疲乏',
  '我觉得生活很有意义',
  '我会因为小事而发脾气',
  '我愿意向别人倾诉烦恼',
];
const FREQUENCY_OPTIONS = [
  { option: '没有或很少时间', score: 1 },
  { option: '小部分时间', score: 2 },
  { option: '相当多时间', score: 3 },
  { option: '绝大部分时间', score: 4 },
];

/** The scale whose 10,500 test records exercise paging and export. */
export const BIG_SCALE_TESTS = 10500;

function questionsFor(rng: Rng, count: number): ScaleQuestionRow[] {
  return Array.from({ length: count }, (_, index) => ({
    code: String(index + 1),
    questionContent: `${index + 1}. ${QUESTION_STEMS[(index + rng.int(0, 11)) % QUESTION_STEMS.length]}`,
    optionList: FREQUENCY_OPTIONS,
  }));
}

const at = (rng: Rng, fromDays: number, toDays: number) =>
  formatDateTime(SEED_NOW - rng.int(fromDays, toDays) * DAY_MS - rng.int(0, 86_399) * 1000);

/** Scales (covers taken in turn from `coverUrls`), tags, categories, recommendations and test records. */
export function seedScaleTables(
  rng: Rng,
  ids: IdSource,
  qa: QaOrgIds,
  seed: number,
  coverUrls: readonly string[],
): ScaleTables {
  const orgId = qa.comprehensive;
  const scales = new Map<string, ScaleRow>();
  let index = 0;
  for (const edition of EDITIONS) {
    for (const base of BASE_SCALES) {
      const id = ids.next('scale');
      const createTime = at(rng, 1, 720);
      const type = index % 5 === 4 ? 1 : 0;
      const name = `${base}${edition}`;
      scales.set(id, {
        id,
        code: `SC${id}`,
        orgId,
        name,
        type,
        status: index % 6 === 5 ? 0 : 1,
        createTime,
        updateTime: createTime,
        coverImg: coverUrls[index % coverUrls.length],
        introduction: `${name}用于了解受测者近期的心理状态，结果仅供参考。`,
        guidance: '请根据最近一周的实际情况，选择最符合您的选项。',
        confidAgreement: index % 3 === 0 ? '测评结果将严格保密，仅用于心理健康服务。' : '',
        closingWord: '感谢您的参与！',
        fileUrl: '',
        questions: questionsFor(rng, rng.int(5, 20)),
        testCount: index === 0 ? BIG_SCALE_TESTS : index % 6 === 5 ? 0 : rng.int(0, 60),
      });
      index += 1;
    }
  }

  const tags = new Map<string, TagRow>();
  for (const [name, type] of TAG_NAMES) {
    const id = ids.next('tag');
    const createTime = at(rng, 30, 700);
    tags.set(id, {
      id,
      orgId,
      name,
      intro: `${name}相关的测评量表`,
      module: 'eval_form',
      type,
      createTime,
      updateTime: at(rng, 0, 29),
    });
  }

  const categories = new Map<string, CategoryRow>();
  CATEGORIES.forEach(([name, intro], sn) => {
    const id = ids.next('class');
    const createTime = at(rng, 30, 700);
    categories.set(id, {
      id,
      orgId,
      name,
      intro,
      module: 'eval_form',
      status: sn === 7 ? 0 : 1,
      sn,
      createTime,
      updateTime: at(rng, 0, 29),
    });
  });

  const scaleIds = [...scales.keys()];
  const tagIds = [...tags.keys()];
  const scaleTags = scaleIds.flatMap((formId, i) =>
    [...new Set([tagIds[i % 20], tagIds[rng.int(0, tagIds.length - 1)]])].map((tagId) => ({
      formId,
      tagId,
    })),
  );
  const classTags = [...categories.keys()].flatMap((classId, i) =>
    [tagIds[i], tagIds[i + 8], tagIds[20 + i]].map((tagId) => ({ classId, tagId })),
  );

  const recommendations = new Map<string, RecommendRow>();
  const published = scaleIds.filter((id) => scales.get(id)?.status === 1);
  for (let i = 0; i < 30; i += 1) {
    const id = ids.next('recommend');
    const expired = i % 3 === 2;
    // Live ones end years after the seed's "now", so they stay live whatever the real clock says.
    const begin = expired
      ? SEED_NOW - rng.int(60, 300) * DAY_MS
      : SEED_NOW - rng.int(0, 30) * DAY_MS;
    const end = expired
      ? SEED_NOW - rng.int(1, 50) * DAY_MS
      : SEED_NOW + rng.int(1500, 2500) * DAY_MS;
    recommendations.set(id, {
      id,
      orgId,
      formId: published[i * 3],
      beginShowDate: formatDate(begin),
      endShowDate: formatDate(end),
      status: i % 3 === 1 ? 0 : 1,
      priority: rng.int(0, 20),
      createTime: at(rng, 60, 300),
    });
  }

  return {
    scales,
    tags,
    categories,
    recommendations,
    scaleTags,
    classTags,
    tagOrgs: [
      { tagId: tagIds[0], orgId: qa.customer },
      { tagId: tagIds[1], orgId: qa.customer },
      { tagId: tagIds[20], orgId: qa.resource },
    ],
    testRecords: new Map(),
    seed,
  };
}
