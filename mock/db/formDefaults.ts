/**
 * The case and satisfaction templates the case records fall back on while the form template table
 * (issue 13, the forms slice) is not in this branch: the design's default case template with its
 * nine groups, and a five-point satisfaction survey. `routes/formSource.ts` is the one place that
 * picks between these and the organisation's templates.
 */
import type { QuestionRow } from './assessmentTypes';

export interface FormTemplate {
  id: string;
  name: string;
  kind: 'case' | 'satisfaction';
  questions: QuestionRow[];
}

const q = (
  code: string,
  questionContent: string,
  questionType: QuestionRow['questionType'],
  options: string[] = [],
  isMust: 0 | 1 = 0,
): QuestionRow => ({
  code,
  questionContent,
  questionType,
  isMust,
  remark: '',
  optionList: options.map((option) => ({ option })),
  childList: [],
});
const group = (code: string, questionContent: string, childList: QuestionRow[]): QuestionRow => ({
  code,
  questionContent,
  questionType: 0,
  isMust: 0,
  remark: '',
  optionList: [],
  childList,
});

/** The risk level question's options, in order: 低 → 0, 中 → 1, 高 → 2 (the order's mentalStatus). */
export const RISK_LEVELS = ['低', '中', '高'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const DEFAULT_CASE_TEMPLATE: FormTemplate = {
  id: '990001',
  name: '默认个案记录表',
  kind: 'case',
  questions: [
    group('g1', '基本信息', [
      q('c1', '本次咨询次数', 0, ['首次', '第2-5次', '第6次及以上'], 1),
      q('c2', '来访者精神状态', 0, ['良好', '一般', '较差']),
    ]),
    group('g2', '主诉', [q('c3', '来访者主诉', 2, [], 1)]),
    group('g3', '问题表现', [
      q('c4', '主要表现', 4, ['情绪低落', '焦虑紧张', '睡眠问题', '人际困扰', '学业或工作压力']),
    ]),
    group('g4', '个人史与社会支持', [
      q('c5', '社会支持情况', 0, ['良好', '一般', '薄弱']),
      q('c6', '个人史要点', 2),
    ]),
    group('g5', '风险评估', [
      q('c7', '自杀或自伤意念', 0, ['无', '有'], 1),
      q('c8', '自杀计划', 0, ['无', '有']),
      q('c9', '可获得的手段', 0, ['无', '有']),
      q('c10', '既往自杀或自伤史', 0, ['无', '有']),
      q('c11', '伤害他人的风险', 0, ['无', '有']),
      q('c12', '风险等级', 0, [...RISK_LEVELS], 1),
    ]),
    group('g6', '评估印象', [q('c13', '评估印象', 2, [], 1)]),
    group('g7', '本次干预', [
      q('c14', '干预方法', 1, ['倾听支持', '认知调整', '情绪疏导', '放松训练', '危机干预']),
    ]),
    group('g8', '作业与下次计划', [q('c15', '作业与下次计划', 2)]),
    group('g9', '转介建议', [q('c16', '是否建议转介', 3, ['不需要', '精神科就诊', '其他机构'])]),
  ],
};

const SATISFACTION_OPTIONS = [
  { option: '非常满意', score: 5 },
  { option: '满意', score: 4 },
  { option: '一般', score: 3 },
  { option: '不满意', score: 2 },
  { option: '非常不满意', score: 1 },
];
const rated = (code: string, questionContent: string): QuestionRow => ({
  ...q(code, questionContent, 0, [], 1),
  optionList: SATISFACTION_OPTIONS,
});

export const DEFAULT_SATISFACTION_TEMPLATE: FormTemplate = {
  id: '990002',
  name: '咨询满意度问卷',
  kind: 'satisfaction',
  questions: [
    rated('s1', '对咨询师的专业能力是否满意'),
    rated('s2', '对咨询师的服务态度是否满意'),
    rated('s3', '本次咨询对您是否有帮助'),
    rated('s4', '对预约流程是否满意'),
    q('s5', '您的意见或建议', 2),
  ],
};
