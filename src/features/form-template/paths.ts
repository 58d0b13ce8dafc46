import type { FormKind } from '@/shared/contract/formTemplate';

const BASE: Record<FormKind, string> = { case: '/forms/case', satisfaction: '/forms/satisfaction' };

export const listPath = (kind: FormKind): string => BASE[kind];
export const newPath = (kind: FormKind): string => `${BASE[kind]}/new`;
export const editPath = (kind: FormKind, id: string): string => `${BASE[kind]}/${id}/edit`;
