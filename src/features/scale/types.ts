import type { Body, Form } from '@/shared/contract/call';
import type { editForm, importForm } from '@/shared/contract/scale';

export {
  SCALE_STATUS_LABEL,
  SCALE_TYPE_LABEL,
  type Scale,
  type ScaleStatus,
  type ScaleType,
} from '@/shared/assessment/assessmentLabels';

/** The filters of the scale list. */
export interface ScaleFilters {
  classId?: string;
  tagId?: string;
  name?: string;
  created?: unknown;
}

// The shapes are the contract's (src/shared/contract/scale.ts), named for the screens.
/** What the publish dialog sends (multipart): the form's fields and the spreadsheet. status 0 saves a draft, 2 publishes. */
export type ImportScaleInput = Form<typeof importForm> & { excelFile?: File };

/** What the edit dialog sends (POST /api/form/edit with a scale id). */
export type ScaleTextValues = Body<typeof editForm>;
