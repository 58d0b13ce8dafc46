/** Questionnaires: 64 seeded papers of the QA organisations, built from a pool of real-looking questions. */
import type { IdSource } from '../core/ids';
import type { QaOrgIds } from '../organisation/orgs';
import type { Rng } from '../core/random';
import { DAY_MS, SEED_NOW, formatDateTime } from '../core/time';
import type { QuestionRow, QuestionType, QuestionnaireRow } from './types';

interface PoolQuestion {
  text: string;
  type: QuestionType;
  options?: string[];
  selMin?: number;
  selMax?: number;
}

const FREQUENCY = ['从不', '偶尔', '有时', '经常', '总是'];
const AGREEMENT = ['非常不同意', '不同意', '一般', '同意', '非常同意'];

const POOL: PoolQuestion[] = [
  { text: '您目前的睡眠质量如何？', type: 0, options: ['很好', '较好', '一般', '较差', '很差'] },
  { text: '最近两周，您是否经常感到情绪低落？', type: 0, options: FREQUENCY },
  { text: '最近两周，您是否感到紧张、焦虑或坐立不安？', type: 0, options: FREQUENCY },
  {
    text: '您对目前的工作（学习）状态满意吗？',
    type: 0,
    options: ['非常满意', '满意', '一般', '不满意', '非常不满意'],
  },
  { text: '我能够很好地处理工作中的压力。', type: 0, options: AGREEMENT },
  { text: '遇到困难时，我身边有可以倾诉的人。', type: 0, options: AGREEMENT },
  {
    text: '您平时缓解压力的方式有哪些？',
    type: 1,
    options: ['运动', '听音乐', '与朋友倾诉', '阅读', '睡觉', '旅行'],
    selMin: 1,
    selMax: 3,
  },
  {
    text: '您希望单位提供哪些心理健康活动？',
    type: 1,
    options: ['心理讲座', '团体辅导', '一对一咨询', '减压工作坊', '线上测评'],
    selMin: 1,
  },
  { text: '请描述您最近遇到的主要困扰。', type: 2 },
  { text: '您对本单位心理健康工作有什么建议？', type: 2 },
  {
    text: '您最希望获得哪类心理服务？',
    type: 3,
    options: ['个体心理咨询', '家庭关系咨询', '职业发展咨询', '情绪管理课程'],
  },
  {
    text: '您了解心理健康知识的主要渠道有哪些？',
    type: 4,
    options: ['单位培训', '网络文章', '书籍', '朋友介绍'],
    selMax: 3,
  },
  {
    text: '您每周进行体育锻炼的次数是？',
    type: 0,
    options: ['0次', '1-2次', '3-4次', '5次及以上'],
  },
  { text: '您与家人的关系如何？', type: 0, options: ['非常融洽', '比较融洽', '一般', '比较紧张'] },
  {
    text: '最近一个月，以下哪些情况让您感到困扰？',
    type: 4,
    options: ['工作负荷', '人际关系', '家庭矛盾', '身体健康', '经济压力'],
  },
  {
    text: '如果需要帮助，您更愿意通过哪种方式咨询？',
    type: 3,
    options: ['电话', '线上视频', '面对面', '文字'],
  },
];

const TOPICS = [
  '员工心理健康状况调查',
  '学生心理适应情况问卷',
  '职场压力与情绪调查',
  '家庭关系满意度问卷',
  '睡眠质量自评调查',
  '心理服务需求调研',
  '新员工入职适应问卷',
  '团队氛围感受调查',
  '心理讲座反馈问卷',
  '疫后心理状态回访',
  '青少年成长困扰调查',
  '社区居民幸福感调查',
];

const GROUPS = ['第一部分 基本情况', '第二部分 情绪与压力', '第三部分 服务需求'];

const GUIDANCE =
  '您好！本问卷旨在了解您近期的心理健康状况，请根据自己的真实情况作答，答案没有对错之分。';
const STATEMENT = '本问卷结果仅用于心理健康服务，我们将严格保护您的个人隐私。';
const CLOSING = '问卷到此结束，感谢您的参与！';

/** A question row of a pool entry. */
function questionOf(entry: PoolQuestion, code: string, rng: Rng): QuestionRow {
  return {
    code,
    questionContent: entry.text,
    remark: '',
    isMust: rng.chance(0.75) ? 1 : 0,
    questionType: entry.type,
    optionList: (entry.options ?? []).map((option, index) => ({ option, score: index + 1 })),
    childList: [],
    ...(entry.selMin !== undefined ? { selMin: entry.selMin } : {}),
    ...(entry.selMax !== undefined ? { selMax: entry.selMax } : {}),
  };
}

function paperOf(rng: Rng): QuestionRow[] {
  const count = rng.int(6, 14);
  const start = rng.int(0, POOL.length - 1);
  const picked = Array.from({ length: count }, (_, i) => POOL[(start + i * 3) % POOL.length]);
  if (!rng.chance(0.4)) return picked.map((entry, i) => questionOf(entry, `Q${i + 1}`, rng));
  const size = Math.ceil(count / 3);
  return GROUPS.map((name, g) => ({
    code: `G${g + 1}`,
    questionContent: name,
    remark: '',
    isMust: 0 as const,
    questionType: 0 as const,
    optionList: [],
    childList: picked
      .slice(g * size, (g + 1) * size)
      .map((entry, i) => questionOf(entry, `Q${g * size + i + 1}`, rng)),
  })).filter((group) => group.childList.length > 0);
}

/** Every answerable question, groups flattened, in paper order. */
export function leafQuestions(list: readonly QuestionRow[]): QuestionRow[] {
  return list.flatMap((question) =>
    question.childList.length > 0 ? leafQuestions(question.childList) : [question],
  );
}

/** Seeds 64 questionnaires: most owned by the QA root organisation, some by its customer. */
export function seedQuestionnaires(
  rng: Rng,
  ids: IdSource,
  qa: QaOrgIds,
): Map<string, QuestionnaireRow> {
  const rows = new Map<string, QuestionnaireRow>();
  for (let i = 0; i < 64; i += 1) {
    const customer = i % 5 === 4;
    const row: QuestionnaireRow = {
      id: ids.next('questionnaire'),
      name: `${2025 - (i % 3)}年${TOPICS[i % TOPICS.length]}${i >= TOPICS.length ? `（第${Math.floor(i / TOPICS.length) + 1}版）` : ''}`,
      createTime: formatDateTime(SEED_NOW - (64 - i) * 3 * DAY_MS - rng.int(0, 86399) * 1000),
      source: customer ? 1 : 0,
      orgId: customer ? qa.customer : qa.comprehensive,
      guidance: GUIDANCE,
      confidAgreement: rng.chance(0.7) ? STATEMENT : '',
      closingWord: CLOSING,
      fileUrl: '',
      quesionList: paperOf(rng),
    };
    rows.set(row.id, row);
  }
  return rows;
}
