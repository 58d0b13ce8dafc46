import type { Answer, Body } from '@/shared/contract/call';
import type { problemTypeTree, saveProblemType } from '@/shared/contract/problemType';

// The shapes are the contract's (src/shared/contract/problemType.ts), named for the screens.
export type ProblemTypeGroup = Answer<typeof problemTypeTree>[number];
export type ProblemTypeNode = Omit<ProblemTypeGroup, 'children'> & {
  children?: ProblemTypeGroup['children'];
};
export type ProblemTypeBody = Body<typeof saveProblemType>;

export const PROBLEM_TYPE_STATUS_LABEL: Record<ProblemTypeNode['status'], string> = {
  1: '启用',
  0: '停用',
};
export const isGroup = (node: ProblemTypeNode): boolean => node.pid === '0';
/** What the mock answers when a type some order uses is deleted: offer 停用 instead. */
export const IN_USE_MSG = '该问题类型已被使用，不能删除，可停用';
