/** Cache tags of the one API slice (RTK Query), and the helper every list query provides with. */

export const TAG_TYPES = [
  'Session',
  'OperationLog',
  'Dictionary',
  'Questionnaire',
  'Task',
  'FillPerson',
  'Scale',
  'Tag',
  'Category',
  'Recommendation',
  'ScaleData',
  'Organisation',
  'OrgApp',
  'Department',
  'Person',
  'Expert',
  'Cooperation',
  'Role',
  'PlatformOperator',
  'ConsultOrder',
  'Schedule',
  'Customer',
  'ProblemType',
  'Hotline',
  'FollowUp',
  'Todo',
  'OrderConfig',
  'Banner',
  'Partner',
  'StatConfig',
  'CaseRecord',
  'Fee',
  'FormTemplate',
  'CustomField',
  'Measure',
  'Consent',
  'Referral',
  'Supervision',
  'Waitlist',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** A row's id as a tag carries it. */
export type TagId = string | number;

/**
 * The id every list of a type provides besides its rows' ids: creating or deleting a row, or a
 * change that moves a row between filters, invalidates `{ type, id: LIST }`.
 */
export const LIST = 'LIST';

/** The tags a list answer provides: `{ type, id: LIST }` plus one `{ type, id }` per row it shows. */
export function listTags<T extends TagType, R extends { id: TagId }>(
  type: T,
  rows: readonly R[] | undefined,
): { type: T; id: TagId }[];
export function listTags<T extends TagType, R>(
  type: T,
  rows: readonly R[] | undefined,
  idOf: (row: R) => TagId,
): { type: T; id: TagId }[];
export function listTags<T extends TagType, R>(
  type: T,
  rows: readonly R[] | undefined,
  idOf: (row: R) => TagId = (row) => (row as { id: TagId }).id,
): { type: T; id: TagId }[] {
  return [{ type, id: LIST }, ...(rows ?? []).map((row) => ({ type, id: idOf(row) }))];
}

/**
 * The tags a change to one row invalidates: the row's own entry (none for a row just created,
 * whose id is still `undefined` or `''`) and `{ type, id: LIST }`, every list of its type.
 */
export function changedRowTags<T extends TagType>(
  type: T,
  id: TagId | undefined,
): { type: T; id: TagId }[] {
  return [...(id === undefined || id === '' ? [] : [{ type, id }]), { type, id: LIST }];
}
