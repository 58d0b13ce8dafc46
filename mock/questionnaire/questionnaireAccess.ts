/** The questionnaires and tasks the caller may see: its own organisation's and those under it (core/scope.ts). */
import type { QuestionnaireRow } from './types';
import { leafQuestions } from './questionnaires';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { requireIdentity } from '../core/guards';
import { visibleOrgIds } from '../core/scope';

/** A visible questionnaire by id; 10400 without an id, 10404 when unknown or not visible. */
export function questionnaireOf(ctx: RouteContext, id: string): QuestionnaireRow {
  if (!id.trim()) throw fail(10400, '问卷ID不能为空');
  const row = ctx.db.questionnaires.get(id.trim());
  if (!row || !visibleOrgIds(ctx).has(row.orgId)) throw fail(10404, '问卷不存在');
  return row;
}

/** Whether the caller's organisation owns the questionnaire (a parent organisation sees it, but does not own it). */
function ownsQuestionnaire(ctx: RouteContext, row: QuestionnaireRow): boolean {
  return requireIdentity(ctx).orgId === row.orgId;
}

/** The kept spreadsheet's url for its owner only (spec §6: only the owner downloads it), else ''. */
export function ownerFileUrl(ctx: RouteContext, row: QuestionnaireRow | undefined): string {
  return row && ownsQuestionnaire(ctx, row) ? row.fileUrl : '';
}

/** The list and detail shape of a questionnaire (without its paper). */
export function questionnaireView(ctx: RouteContext, row: QuestionnaireRow) {
  const { quesionList, orgId, ...rest } = row;
  return {
    ...rest,
    fileUrl: ownerFileUrl(ctx, row),
    questionNum: leafQuestions(quesionList).length,
    orgName: ctx.db.orgs.get(orgId)?.name ?? '',
    isOwner: ownsQuestionnaire(ctx, row),
  };
}
