/** Self-assessment scales (assessment spec §2 "Scales", §7 "Scales"), and the edit they share with questionnaires. */
import { z } from 'zod';
import { MESSAGES, maxInputMessage } from '../validation/messages';
import { charLength } from '../validation/ruleKit';
import { MAX_TEXT, codeFilter, scaleRow } from './assessmentSchemas';
import { call } from './call';
import { consultPrices, consultWay, consultWays } from './consultPrice';
import { spacedText, statementText } from './questionnaireTexts';
import { filterText, id, idList, noData, pageQuery, paged, tagBrief, timeFilter } from './schemas';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const scaleId = id('量表');

const scaleQuestion = z.object({
  code: z.string(),
  questionContent: z.string(),
  optionList: z.array(z.object({ option: z.string(), score: z.number() })),
});

export const listScales = call({
  summary: '量表分页（status 0 草稿 / 1 已发布）',
  method: 'GET',
  path: '/api/form/page',
  source: 'spec',
  query: z.object({
    ...pageQuery,
    status: codeFilter('状态', ['0', '1'], '状态参数不正确'),
    name: filterText('量表名称', 30),
    classId: id('分类').optional(),
    tagId: id('标签').optional(),
    type: codeFilter('量表类型', ['0', '1', '-99']).optional(),
    startTime: timeFilter('开始时间'),
    endTime: timeFilter('结束时间'),
  }),
  data: paged(scaleRow),
  codes: [10400, 10409],
});

export const scaleDetail = call({
  summary: '量表详情（含题目）',
  method: 'GET',
  path: '/api/form/scaleDetail',
  source: 'ours',
  query: z.object({ id: scaleId }),
  data: scaleRow.extend({ quesionList: z.array(scaleQuestion) }),
  codes: [10400, 10404, 10409],
});

export const importForm = call({
  summary: '发布或编辑量表（导入表格；新量表须有表格与封面）',
  method: 'POST',
  path: '/api/eval/importForm',
  source: 'spec',
  form: z.object({
    id: scaleId.optional().meta({ title: '量表', description: '编辑时为量表 ID，新建时不传' }),
    status: codeFilter('状态', ['0', '2'], '状态参数不正确').meta({
      title: '状态',
      description: '0 存为草稿，2 发布',
    }),
    coverImg: z
      .string()
      .trim()
      .max(2000, '封面地址不正确')
      .optional()
      .meta({ title: '封面', description: '上传接口返回的图片地址' }),
  }),
  files: ['excelFile'],
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409, 10429],
});

export const editForm = call({
  summary: '编辑量表或问卷的文字（平台上二者是一张表，id 决定是哪一个）',
  method: 'POST',
  path: '/api/form/edit',
  source: 'spec',
  body: z.object({
    id: id('量表或问卷ID'),
    // Required with the message of the table the id names (问卷名称 / 量表名称): the handler's check.
    name: z
      .string()
      .trim()
      .refine((value) => charLength(value) <= 30, maxInputMessage(30))
      .default('')
      .meta({ title: '名称', maxLength: 30 }),
    guidance: spacedText('指导语', MESSAGES.guidanceRequired, MAX_TEXT),
    closingWord: spacedText('结束语', MESSAGES.closingWordRequired, MAX_TEXT),
    confidAgreement: statementText('特别声明', MESSAGES.specialStatementSpaces),
    // Scales only (required for them: the handler's check, as the id says which table).
    introduction: z
      .string()
      .trim()
      .refine((value) => charLength(value) <= MAX_TEXT, maxInputMessage(MAX_TEXT))
      .default('')
      .meta({ title: '简介', maxLength: MAX_TEXT, description: '仅量表' }),
    coverImg: z
      .string()
      .trim()
      .max(2000, '封面地址不正确')
      .default('')
      .meta({ title: '封面', description: '仅量表：上传接口返回的图片地址' }),
  }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const deleteScale = call({
  summary: '删除量表（引用的量表不能删除）',
  method: 'GET',
  path: '/api/form/delete',
  source: 'spec',
  query: z.object({ id: scaleId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const getFormReTag = call({
  summary: '量表已关联的标签',
  method: 'GET',
  path: '/api/form/getFormReTag',
  source: 'spec',
  query: z.object({ id: scaleId }),
  data: z.array(tagBrief),
  codes: [10400, 10404, 10409],
});

export const formReTag = call({
  summary: '量表关联标签（以所选标签替换原有关联）',
  method: 'POST',
  path: '/api/form/formReTag',
  source: 'spec',
  body: z.object({ formId: scaleId, tagIdList: idList('标签') }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const downloadScaleTemplate = call({
  summary: '下载量表导入模板',
  method: 'GET',
  path: '/web/eval/downloadScaleTemplate',
  source: 'ours',
  query: z.object({}),
  data: noData,
  file: { contentType: XLSX_TYPE, description: '量表导入模板（量表信息、题目两个工作表）' },
  codes: [10409],
});

export const getScaleConsultPrice = call({
  summary: '量表的咨询价格（咨询方式与价格；未设置时为空）',
  method: 'GET',
  path: '/api/form/getConsultPrice',
  source: 'ours',
  query: z.object({ id: scaleId }),
  data: z.object({
    formId: z.string(),
    consultWays: z.array(consultWay),
    consultPrices: z.array(z.object({ consultWay, price: z.int() })),
  }),
  codes: [10400, 10404, 10409],
});

export const saveScaleConsultPrice = call({
  summary: '设置量表的咨询价格（至少一种咨询方式，每种所选方式一个价格；仅原创量表）',
  method: 'POST',
  path: '/api/form/saveConsultPrice',
  source: 'ours',
  body: z.object({ formId: scaleId, consultWays, consultPrices }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});
