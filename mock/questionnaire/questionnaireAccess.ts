/** What the caller's organisation may see of questionnaires and tasks: its own and its descendants'. */
import type { QuestionnaireRow } from './types';
import { leafQuestions } from './questionnaires';
import { fail, type RouteContext } from '../core/router';
import { requireIdentity } from '../core/guards';

/** The identity's organisation and every organisation below it. */
export function visibleOrgIds(ctx: RouteContext): Set<string> {
  const own = requireIdentity(ctx).orgId;
  const visible = new Set([own]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const org of ctx.db.orgs.values()) {
      if (org.parentId && visible.has(org.parentId) && !visible.has(org.id)) {
        visible.add(org.id);
        grew = true;
      }
    }
  }
  return visible;
}

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
