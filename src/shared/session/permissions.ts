/** Button and menu permission codes, named once (assessment spec §6, shell spec §6). */
export const PERM = {
  questionnaireTemplate: '15-01-01-01',
  questionnaireUpload: '15-01-01-02',
  questionnaireEdit: '15-01-01-03',
  questionnaireTrial: '15-01-01-04',
  questionnaireDelete: '15-01-01-05',
  taskCreate: '16-01-01-01',
  taskEdit: '16-01-01-02',
  taskPublish: '16-01-01-03',
  taskPause: '16-01-01-04',
  taskEnd: '16-01-01-05',
  taskShare: '16-01-01-06',
  taskDelete: '16-01-01-07',
  scalePublish: '17-01-01-01',
  scaleEdit: '17-01-01-02',
  scaleRelateTags: '17-01-01-03',
  scaleDelete: '17-01-01-04',
  tagAdd: '17-01-02-01',
  tagEdit: '17-01-02-02',
  tagAssignOrg: '17-01-02-03',
  tagRelateCategories: '17-01-02-04',
  tagManageScales: '17-01-02-05',
  tagDelete: '17-01-02-06',
  categoryAdd: '17-01-03-01',
  categoryEdit: '17-01-03-02',
  categoryManageTags: '17-01-03-03',
  categoryPriority: '17-01-03-04',
  categoryDelete: '17-01-03-05',
  recommendationAdd: '17-01-04-01',
  /** Recommendation edit and delete reuse the category codes (assessment spec §6). */
  recommendationEdit: '17-01-03-02',
  recommendationDelete: '17-01-03-05',
  scaleDataStatistics: '17-01-06-01',
  scaleDataExportPdf: '17-01-06-02',
  scaleDataExportExcel: '17-01-06-03',
  /** (ours) Exports carry full mobile numbers only with this code; otherwise first 3 and last 4 digits. */
  scaleDataViewContact: '17-01-06-04',
  orgCreate: '02-01-01-01',
  orgEdit: '02-01-01-02',
  orgStatus: '02-01-01-03',
  orgDelete: '02-01-01-04',
  orgAgent: '02-01-01-05',
  personCreate: '02-01-03-01',
  personEdit: '02-01-03-02',
  personDelete: '02-01-03-03',
  appAssign: '02-01-04-01',
  roleCreate: '03-01-01-01',
  roleEdit: '03-01-01-02',
  roleDelete: '03-01-01-03',
  cooperDisengage: '05-01-01-01',
  cooperApprove: '05-01-03-01',
  cooperReject: '05-01-03-02',
  expertInvite: '18-01-01',
  expertEditTags: '18-01-02',
  expertSettings: '18-01-03',
  expertDisengage: '18-01-04',
  expertShow: '18-01-05',
  expertOrder: '18-01-06',
  expertSpecialInfo: '18-01-07',
  consultOrders: '06-01-01',
  consultCancel: '06-01-01-01',
  consultExport: '06-01-01-02',
  consultAccept: '06-01-01-03',
  consultDecline: '06-01-01-04',
  consultReschedule: '06-01-01-05',
  consultReferral: '06-01-01-06',
  consultComplete: '06-01-01-07',
  consultConfirm: '06-01-01-08',
  consultBreach: '06-01-01-09',
  consultCreate: '06-01-01-10',
  consultUrge: '06-01-01-11',
  consultViewContact: '06-01-01-12',
  hotline: '06-01-02',
  followUp: '06-01-03',
  todos: '06-01-08',
} as const;

export type PermCode = (typeof PERM)[keyof typeof PERM];

/** Whether the identity's code list holds the code; no code means no restriction. */
export function can(codes: readonly string[], code: string | undefined): boolean {
  return code === undefined || codes.includes(code);
}

/** Shell spec §6: 1 when 18-01-07 is held, otherwise 2. */
export function specialInfoFlag(codes: readonly string[]): 1 | 2 {
  return codes.includes(PERM.expertSpecialInfo) ? 1 : 2;
}
