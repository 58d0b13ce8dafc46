/**
 * A crisis case always has an emergency contact (counselling design: "required … for every
 * crisis case"; issue 27 point 7). One home for the rule and its words: the hotline form, 完成咨询
 * and the mock's saves say the same (docs/api/counselling.md, "紧急联系人").
 */

export interface EmergencyContact {
  emergencyName: string;
  emergencyRelation: string;
  emergencyMobile: string;
}

export const CRISIS_CONTACT_MESSAGES = {
  hotline: '危机来电须登记紧急联系人',
  crisisCase: '危机个案须登记紧急联系人',
  anonymousHotline: '匿名危机来电须登记紧急联系人或填写未留联系人原因',
  nameRequired: '请输入紧急联系人',
  relationRequired: '请输入与来访者关系',
  reasonRequired: '请填写未留联系人原因',
} as const;

/** Name, relation and mobile: someone the staff can call and know who they are calling. */
export const hasEmergencyContact = (contact: EmergencyContact): boolean =>
  contact.emergencyName.trim() !== '' &&
  contact.emergencyRelation.trim() !== '' &&
  contact.emergencyMobile !== '';

/**
 * What a crisis call still lacks: '' when it has a contact, or when an anonymous caller who
 * would not give one has the reason written down (the listener asked; the caller's anonymity
 * is kept), else the message the save is refused with.
 */
export function missingHotlineContact(
  call: EmergencyContact & { anonymous: number; noContactReason: string },
): string {
  if (hasEmergencyContact(call)) return '';
  if (call.anonymous === 1)
    return call.noContactReason.trim() ? '' : CRISIS_CONTACT_MESSAGES.anonymousHotline;
  return CRISIS_CONTACT_MESSAGES.hotline;
}
