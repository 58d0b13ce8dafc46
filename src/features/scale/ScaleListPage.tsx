import { Tabs } from 'antd';
import { useState } from 'react';
import { PageTitle } from '@/shared/components/PageTitle';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { PublishScaleModal } from './PublishScaleModal';
import { ScaleGrid } from './ScaleGrid';

/** 全部量表: published scales and drafts, each a card grid (assessment spec §2 "Scales"). */
export default function ScaleListPage() {
  const [publishing, setPublishing] = useState(false);
  return (
    <>
      <PageTitle
        title="全部量表"
        extra={
          <PermissionButton
            perm={PERM.scalePublish}
            type="primary"
            onClick={() => setPublishing(true)}
          >
            发布量表
          </PermissionButton>
        }
      />
      <Tabs
        items={[
          { key: 'published', label: '已发布', children: <ScaleGrid status={1} /> },
          { key: 'drafts', label: '草稿', children: <ScaleGrid status={0} /> },
        ]}
      />
      {publishing && <PublishScaleModal onClose={() => setPublishing(false)} />}
    </>
  );
}
