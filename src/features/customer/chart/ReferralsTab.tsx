import { Flex } from 'antd';
import { useState } from 'react';
import { ReferralFormModal } from '@/shared/counselling/ReferralFormModal';
import { ReferralTable } from '@/shared/counselling/ReferralTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';

/** 外部转介 on the visitor's chart: its referrals (result, follow-up) and 发起转介 for holders of 外部转介. */
export function ReferralsTab({
  cusUserId,
  visitorName,
  archived,
}: {
  cusUserId: string;
  visitorName: string;
  archived: boolean;
}) {
  const [referring, setReferring] = useState(false);
  return (
    <Flex vertical gap="small">
      {!archived && (
        <Flex justify="flex-end">
          <PermissionButton perm={PERM.referralAdd} onClick={() => setReferring(true)}>
            发起转介
          </PermissionButton>
        </Flex>
      )}
      <ReferralTable scope={{ cusUserId }} />
      {referring && (
        <ReferralFormModal
          cusUserId={cusUserId}
          visitorName={visitorName}
          onClose={() => setReferring(false)}
        />
      )}
    </Flex>
  );
}
