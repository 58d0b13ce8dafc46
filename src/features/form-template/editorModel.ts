/**
 * The template editor's working list, pure: groups are entries with a `childList` (empty while
 * new), questions have none. The rules are templateRules.ts, plus the empty group a saved
 * template cannot show.
 */
import type { FormKind, FormQuestion } from '@/shared/contract/formTemplate';
import {
  TEMPLATE_MESSAGES,
  isMultiple,
  templateProblems,
  type TemplateProblem,
} from '@/shared/forms/templateRules';

/** Where an entry is: its top-level index, and its index in the group when it is a question of one. */
export type EntryPath = [number] | [number, number];

export const isEditorGroup = (entry: FormQuestion): boolean => entry.childList !== undefined;

function codes(list: readonly FormQuestion[]): string[] {
  return list.flatMap((entry) => [entry.code, ...(entry.childList ?? []).map((c) => c.code)]);
}

/** The next free code with a prefix (G for groups, Q for questions). */
function nextCode(list: readonly FormQuestion[], prefix: 'G' | 'Q'): string {
  const taken = codes(list)
    .filter((code) => code.startsWith(prefix))
    .map((code) => Number(code.slice(1)))
    .filter(Number.isFinite);
  return `${prefix}${Math.max(0, ...taken) + 1}`;
}

function newQuestion(list: readonly FormQuestion[], kind: FormKind): FormQuestion {
  const score = (n: number) => (kind === 'satisfaction' ? { score: n } : {});
  return {
    code: nextCode(list, 'Q'),
    questionContent: '',
    remark: '',
    isMust: 0,
    questionType: 0,
    optionList: [
      { option: '', ...score(1) },
      { option: '', ...score(0) },
    ],
  };
}

export function addGroup(list: readonly FormQuestion[]): FormQuestion[] {
  const group: FormQuestion = {
    code: nextCode(list, 'G'),
    questionContent: '',
    remark: '',
    isMust: 0,
    questionType: 0,
    optionList: [],
    childList: [],
  };
  return [...list, group];
}

/** Adds a question at the end of the group (or of the list). */
export function addQuestion(
  list: readonly FormQuestion[],
  kind: FormKind,
  groupIndex?: number,
): FormQuestion[] {
  const question = newQuestion(list, kind);
  if (groupIndex === undefined) return [...list, question];
  return list.map((entry, i) =>
    i === groupIndex ? { ...entry, childList: [...(entry.childList ?? []), question] } : entry,
  );
}

/** Replaces the entry at the path. */
export function updateAt(
  list: readonly FormQuestion[],
  path: EntryPath,
  change: (entry: FormQuestion) => FormQuestion,
): FormQuestion[] {
  return list.map((entry, i) => {
    if (i !== path[0]) return entry;
    if (path.length === 1) return change(entry);
    return {
      ...entry,
      childList: (entry.childList ?? []).map((child, j) => (j === path[1] ? change(child) : child)),
    };
  });
}

export function removeAt(list: readonly FormQuestion[], path: EntryPath): FormQuestion[] {
  if (path.length === 1) return list.filter((_, i) => i !== path[0]);
  return updateAt(list, [path[0]], (group) => ({
    ...group,
    childList: (group.childList ?? []).filter((_, j) => j !== path[1]),
  }));
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

/** Moves an entry within its own list (drag or 上移/下移); out of range leaves it where it is. */
export function moveTo(list: readonly FormQuestion[], path: EntryPath, to: number): FormQuestion[] {
  if (path.length === 1) return moved(list, path[0], to);
  return updateAt(list, [path[0]], (group) => ({
    ...group,
    childList: moved(group.childList ?? [], path[1], to),
  }));
}

export const moveBy = (list: readonly FormQuestion[], path: EntryPath, delta: -1 | 1) =>
  moveTo(list, path, path[path.length - 1] + delta);

/** A question of another type: free text has no options or selection bounds; a choice needs options. */
export function withType(
  question: FormQuestion,
  type: FormQuestion['questionType'],
  kind: FormKind,
) {
  const { selMin: _min, selMax: _max, ...rest } = question;
  const keepBounds = isMultiple(type) ? { selMin: question.selMin, selMax: question.selMax } : {};
  if (type === 2) return { ...rest, questionType: type, optionList: [] };
  const optionList =
    question.optionList.length > 0 ? question.optionList : newQuestion([], kind).optionList;
  return { ...rest, ...keepBounds, questionType: type, optionList };
}

/** The list as it is saved: questions carry no childList, optional blanks dropped. */
export function toSaved(list: readonly FormQuestion[]): FormQuestion[] {
  const clean = (question: FormQuestion): FormQuestion => {
    const { childList: _children, selMin, selMax, ...rest } = question;
    return {
      ...rest,
      ...(selMin !== undefined && selMin !== null ? { selMin } : {}),
      ...(selMax !== undefined && selMax !== null ? { selMax } : {}),
    };
  };
  return list.map((entry) =>
    isEditorGroup(entry)
      ? { ...clean(entry), childList: (entry.childList ?? []).map(clean) }
      : clean(entry),
  );
}

/** Every problem the editor shows, at its entry: an empty group, then the template rules. */
export function editorProblems(kind: FormKind, list: readonly FormQuestion[]): TemplateProblem[] {
  const empty: TemplateProblem[] = list.flatMap((entry, i) =>
    isEditorGroup(entry) && (entry.childList ?? []).length === 0
      ? [
          {
            at: [i],
            where: `题目分组“${entry.questionContent}”`,
            msg: TEMPLATE_MESSAGES.emptyGroup,
          },
        ]
      : [],
  );
  // An empty group would read as a question without options: only its own problem counts.
  const emptyAt = new Set(empty.map((problem) => problem.at[0]));
  const rest = templateProblems(kind, toSaved(list)).filter(
    (problem) => problem.at.length === 2 || !emptyAt.has(problem.at[0]),
  );
  return [...empty, ...rest];
}

/** The problems of one entry (by its path). */
export const problemsAt = (problems: readonly TemplateProblem[], path: EntryPath): string[] =>
  problems
    .filter(
      (problem) => problem.at.length === path.length && problem.at.every((n, i) => n === path[i]),
    )
    .map((problem) => problem.msg);
