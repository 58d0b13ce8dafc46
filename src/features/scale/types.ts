import type { Answer, Body, Form, Row } from '@/shared/contract/call';
import type { editForm, importForm, listScales, scaleDetail } from '@/shared/contract/scale';

// The shapes are the contract's (src/shared/contract/scale.ts), named for the screens.
export type Scale = Row<typeof listScales>;
export type ScaleDetail = Answer<typeof scaleDetail>;
export type ScaleQuestion = ScaleDetail['quesionList'][number];

/** 0 original, 1 quoted. */
export type ScaleType = Scale['type'];
/** 0 draft, 1 published. */
export type ScaleStatus = Scale['status'];
export const SCALE_TYPE_LABEL: Record<ScaleType, string> = { 0: '原创', 1: '引用' };
export const SCALE_STATUS_LABEL: Record<ScaleStatus, string> = { 0: '草稿', 1: '已发布' };

/** The filters of the scale list. */
export interface ScaleFilters {
  classId?: string;
  tagId?: string;
  name?: string;
  created?: unknown;
}

/** What the publish dialog sends (multipart): the form's fields and the spreadsheet. status 0 saves a draft, 2 publishes. */
export type ImportScaleInput = Form<typeof importForm> & { excelFile?: File };

/** What the edit dialog sends (POST /api/form/edit with a scale id). */
export type ScaleTextValues = Body<typeof editForm>;
