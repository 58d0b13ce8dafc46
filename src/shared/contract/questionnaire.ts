/** Questionnaires (assessment spec §2, §7 "Questionnaires"); their edit is `editForm` of scale.ts. */
import { z } from 'zod';
import { call } from './call';
import { dateTime, filterText, id, noData, pageQuery, paged, timeFilter } from './schemas';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const questionnaireId = id('问卷ID');

const questionOption = z.object({ option: z.string(), score: z.number().optional() });
/** A question, or a group when `childList` is not empty (a group has no options of its own). */
const question = z.object({
  code: z.string(),
  questionContent: z.string(),
  remark: z.string(),
  isMust: z.literal([0, 1]).meta({ description: '1 必填' }),
  questionType: z
    .literal([0, 1, 2, 3, 4])
    .meta({ description: '0 单选，1 多选，2 填空，3 单选(含其他)，4 多选(含其他)' }),
  optionList: z.array(questionOption),
  childList: z.array(
    z.object({
      code: z.string(),
      questionContent: z.string(),
      remark: z.string(),
      isMust: z.literal([0, 1]),
      questionType: z.literal([0, 1, 2, 3, 4]),
      optionList: z.array(questionOption),
      childList: z.array(z.never()),
      selMin: z.int().optional(),
      selMax: z.int().optional(),
    }),
  ),
  selMin: z.int().optional(),
  selMax: z.int().optional(),
});

const questionnaireRow = z.object({
  id: z.string(),
  name: z.string(),
  createTime: dateTime,
  source: z.literal([0, 1]).meta({ description: '0 自有原创，1 客户原创' }),
  guidance: z.string(),
  confidAgreement: z.string(),
  closingWord: z.string(),
  fileUrl: z.string().meta({ description: '导入的表格（仅所属机构可见，否则为空）' }),
  questionNum: z.int().min(0),
  orgName: z.string(),
  isOwner: z.boolean(),
});

export const listQuestionnaires = call({
  summary: '问卷分页（本机构及下级机构的问卷）',
  method: 'GET',
  path: '/api/form/getPaperPage',
  source: 'spec',
  query: z.object({
    ...pageQuery,
    name: filterText('问卷名称', 30),
    startTime: timeFilter('开始时间'),
    endTime: timeFilter('结束时间'),
  }),
  data: paged(questionnaireRow),
  codes: [10400, 10409],
});

export const questionnaireDetail = call({
  summary: '问卷详情',
  method: 'GET',
  path: '/api/form/detail',
  source: 'spec',
  query: z.object({ id: questionnaireId }),
  data: questionnaireRow,
  codes: [10400, 10404, 10409],
});

export const questionnairePaper = call({
  summary: '问卷试卷（含题目）',
  method: 'GET',
  path: '/api/question/getFormPaper',
  source: 'spec',
  query: z.object({ formId: questionnaireId }),
  data: questionnaireRow.extend({ quesionList: z.array(question) }),
  codes: [10400, 10404, 10409],
});

export const removeQuestionnaire = call({
  summary: '删除问卷（任务使用中的不能删除）',
  method: 'POST',
  path: '/api/form/delete',
  source: 'spec',
  body: z.object({ id: questionnaireId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const importQuestionnaire = call({
  summary: '导入问卷（按问卷模板填写的 .xls/.xlsx）',
  method: 'POST',
  path: '/api/eval/importQuestionnaire',
  source: 'spec',
  form: z.object({}),
  files: ['excelFile'],
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10409, 10429],
});

export const downloadQuestionnaireTemplate = call({
  summary: '下载问卷导入模板',
  method: 'GET',
  path: '/web/eval/downloadQuestionnaireTemplate',
  source: 'ours',
  query: z.object({}),
  data: noData,
  file: {
    contentType: XLSX_TYPE,
    description: '问卷导入模板（问卷信息、题目、填写说明三个工作表）',
  },
  codes: [10409],
});
