/**
 * Fixtures of the questionnaire, scale and scale-data calls (see fixtures.ts): real rows of the
 * seeded store, found when the call is tried (earlier calls may have added or removed some).
 */
import type { Body, Form, Query } from '../../src/shared/contract/call';
import type * as Q from '../../src/shared/contract/questionnaire';
import type * as S from '../../src/shared/contract/scale';
import type * as D from '../../src/shared/contract/scale-data';
import type { MockFile } from '../core/http';
import { buildTemplate } from '../questionnaire/questionnaireSheet';
import { buildScaleTemplate } from '../scale/scaleSheet';
import type { FixtureContext } from './fixtures';

type In<C> = Query<C> | Body<C> | Form<C>;

const some = <T>(rows: T[]): T[] => {
  if (rows.length === 0) throw new Error('the store has no row for an assessment fixture');
  return rows;
};
const questionnaires = (f: FixtureContext) =>
  some([...f.db.questionnaires.values()].filter((row) => row.orgId === f.orgId));
/** Own original scales: published ones are read and edited, the last draft is deleted. */
const ownScales = (f: FixtureContext, status: 0 | 1) =>
  some(
    [...f.db.scaleArea.scales.values()].filter(
      (row) => row.orgId === f.orgId && row.type === 0 && row.status === status,
    ),
  );
const scale = (f: FixtureContext) => ownScales(f, 1)[0];
const ownTagId = (f: FixtureContext) =>
  some([...f.db.scaleArea.tags.values()].filter((tag) => tag.orgId === f.orgId))[0].id;
/** A scale with a few test records (the big one has 10,500). */
const testedScale = (f: FixtureContext) =>
  some(ownScales(f, 1).filter((row) => row.testCount > 0 && row.testCount < 100))[0];

export const ASSESSMENT_FIXTURES = {
  listQuestionnaires: (): In<typeof Q.listQuestionnaires> => ({
    pageNum: 1,
    pageSize: 10,
    name: '问卷',
  }),
  questionnaireDetail: (f: FixtureContext): In<typeof Q.questionnaireDetail> => ({
    id: questionnaires(f)[0].id,
  }),
  questionnairePaper: (f: FixtureContext): In<typeof Q.questionnairePaper> => ({
    formId: questionnaires(f)[0].id,
  }),
  /**
   * Every seeded questionnaire is used by a task, so this takes one no task uses: the one the
   * importQuestionnaire fixture made (the document lists an area's calls by name, import first).
   */
  removeQuestionnaire: (f: FixtureContext): In<typeof Q.removeQuestionnaire> => {
    const used = new Set([...f.db.survey.tasks.values()].map((task) => task.formId));
    return { id: some(questionnaires(f).filter((row) => !used.has(row.id))).at(-1)?.id ?? '' };
  },
  importQuestionnaire: (): In<typeof Q.importQuestionnaire> => ({}),
  downloadQuestionnaireTemplate: (): In<typeof Q.downloadQuestionnaireTemplate> => ({}),
  listScales: (): In<typeof S.listScales> => ({ pageNum: 1, pageSize: 10, status: '1', type: '0' }),
  scaleDetail: (f: FixtureContext): In<typeof S.scaleDetail> => ({ id: scale(f).id }),
  importForm: (f: FixtureContext): In<typeof S.importForm> => ({
    status: '0',
    coverImg: scale(f).coverImg,
  }),
  editForm: (f: FixtureContext): In<typeof S.editForm> => ({
    id: scale(f).id,
    name: '契约量表',
    introduction: '契约测试的简介',
    guidance: '请根据最近一周的情况作答',
    confidAgreement: '',
    closingWord: '感谢参与',
    coverImg: scale(f).coverImg,
  }),
  deleteScale: (f: FixtureContext): In<typeof S.deleteScale> => ({
    id: ownScales(f, 0).at(-1)?.id ?? '',
  }),
  getFormReTag: (f: FixtureContext): In<typeof S.getFormReTag> => ({ id: scale(f).id }),
  formReTag: (f: FixtureContext): In<typeof S.formReTag> => ({
    formId: scale(f).id,
    tagIdList: [ownTagId(f)],
  }),
  downloadScaleTemplate: (): In<typeof S.downloadScaleTemplate> => ({}),
  getScaleConsultPrice: (f: FixtureContext): In<typeof S.getScaleConsultPrice> => ({
    id: scale(f).id,
  }),
  saveScaleConsultPrice: (f: FixtureContext): In<typeof S.saveScaleConsultPrice> => ({
    formId: scale(f).id,
    consultWays: [0, 3],
    consultPrices: [
      { consultWay: 0, price: 100 },
      { consultWay: 3, price: 300 },
    ],
  }),
  formDataPage: (): In<typeof D.formDataPage> => ({ pageNum: 1, pageSize: 10, type: '-99' }),
  testRecordPage: (f: FixtureContext): In<typeof D.testRecordPage> => ({
    pageNum: 1,
    pageSize: 20,
    formId: testedScale(f).id,
    fillStatus: '1',
  }),
  testStatistics: (f: FixtureContext): In<typeof D.testStatistics> => ({
    formId: testedScale(f).id,
  }),
};

/** The spreadsheets of the two imports (the templates import as they are). */
export const ASSESSMENT_FIXTURE_FILES = {
  importQuestionnaire: [
    { field: 'excelFile', name: '契约问卷.xlsx', type: '', data: buildTemplate() },
  ] satisfies MockFile[],
  importForm: [
    { field: 'excelFile', name: '契约量表.xlsx', type: '', data: buildScaleTemplate() },
  ] satisfies MockFile[],
};
