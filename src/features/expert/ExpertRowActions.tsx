import { App, Button, InputNumber, Space, Switch } from 'antd';
import { useAppSelector } from '@/shared/store/hooks';
import { useCan } from '@/shared/session/PermissionButton';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import {
  useDisengageExpertMutation,
  useUpdateExpertShowMutation,
  useUpdateExpertSnMutation,
} from './api';
import type { Expert } from './types';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

/** 展示 switch and 排序 number: editable only with their button codes. */
export function ShowSwitch({ expert }: { expert: Expert }) {
  const [update, { isLoading }] = useUpdateExpertShowMutation();
  const allowed = useCan(PERM.expertShow);
  const { message } = App.useApp();
  return (
    <Switch
      aria-label={`${expert.name}展示`}
      checked={expert.show === 1}
      disabled={!allowed}
      loading={isLoading}
      onChange={(on) =>
        void update({ userId: expert.userId, show: on ? 1 : 0 })
          .unwrap()
          .then(() => message.success('设置成功'))
          .catch(() => undefined)
      }
    />
  );
}

export function OrderInput({ expert }: { expert: Expert }) {
  const [update] = useUpdateExpertSnMutation();
  const allowed = useCan(PERM.expertOrder);
  const { message } = App.useApp();
  return (
    <InputNumber
      aria-label={`${expert.name}排序`}
      min={1}
      max={999}
      precision={0}
      defaultValue={expert.sn}
      disabled={!allowed}
      style={{ width: 80 }}
      onBlur={(event) => {
        const sn = Number(event.target.value);
        if (!Number.isInteger(sn) || sn === expert.sn) return;
        if (sn < 1 || sn > 999) {
          message.error('范围1-999');
          return;
        }
        void update({ userId: expert.userId, sn })
          .unwrap()
          .then(() => message.success('设置成功'))
          .catch(() => undefined);
      }}
    />
  );
}

/** 详情, 编辑 (tags), 设置 and 解除合作 of one row; 编辑 and 设置 only where the page manages experts. */
export function ExpertRowActions({
  expert,
  disengagePerm,
  onDetail,
  onEditTags,
  onSettings,
}: {
  expert: Expert;
  /** 18-01-04 on 咨询师与倾听者, 05-01-01-01 on 合作专家. */
  disengagePerm: string;
  onDetail: () => void;
  onEditTags?: () => void;
  onSettings?: () => void;
}) {
  const [disengage] = useDisengageExpertMutation();
  const srcOrgId = useAppSelector(selectUserDetails)?.orgId ?? '';
  const { message } = App.useApp();
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onDetail}>
        详情
      </Button>
      {onEditTags && (
        <PermissionButton perm={PERM.expertEditTags} type="link" size="small" onClick={onEditTags}>
          编辑
        </PermissionButton>
      )}
      {onSettings && (
        <PermissionButton perm={PERM.expertSettings} type="link" size="small" onClick={onSettings}>
          设置
        </PermissionButton>
      )}
      <ConfirmAction
        title={`确定与${expert.name}解除合作吗？`}
        okText="解除合作"
        cancelText="取消"
        onConfirm={() =>
          disengage({ userId: expert.userId, expertType: expert.expertType, srcOrgId })
            .unwrap()
            .then(() => message.success('已申请解除合作'))
            .catch(() => undefined)
        }
      >
        <PermissionButton perm={disengagePerm} type="link" size="small" danger>
          解除合作
        </PermissionButton>
      </ConfirmAction>
    </Space>
  );
}
