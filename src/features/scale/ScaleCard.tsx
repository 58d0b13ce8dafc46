import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PermissionButton, useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { downloadFile } from '@/shared/request/download';
import { SCALE_TYPE_LABEL, type Scale } from './types';
import { canScale } from './scaleRules';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

export interface ScaleCardProps {
  scale: Scale;
  onEdit: (scale: Scale) => void;
  onPublish: (scale: Scale) => void;
  onRelateTags: (scale: Scale) => void;
  /** 咨询价格: the scale's consultation ways and prices (an original scale, draft or published). */
  onPrice: (scale: Scale) => void;
  onDelete: (scale: Scale) => Promise<unknown>;
}

const COVER_STYLE = { height: 120, objectFit: 'cover', width: '100%' } as const;

/** One scale in the card grid, with the actions its type allows (§4) and the user's codes allow (§6). */
export function ScaleCard({
  scale,
  onEdit,
  onPublish,
  onRelateTags,
  onPrice,
  onDelete,
}: ScaleCardProps) {
  const mayDelete = useCan(PERM.scaleDelete);
  const editable = canScale(scale.type, 'edit');
  // The link buttons: each shown when its rule holds, behind its code.
  const links = [
    {
      key: 'publish',
      shown: scale.status === 0 && editable,
      perm: PERM.scalePublish,
      label: '发布',
      act: onPublish,
    },
    // A published original takes a new spreadsheet or cover through the same import dialog.
    {
      key: 'reimport',
      shown: scale.status === 1 && editable,
      perm: PERM.scaleEdit,
      label: '重新导入',
      act: onPublish,
    },
    { key: 'edit', shown: editable, perm: PERM.scaleEdit, label: '编辑', act: onEdit },
    { key: 'price', shown: editable, perm: PERM.scaleEdit, label: '咨询价格', act: onPrice },
    {
      key: 'tags',
      shown: canScale(scale.type, 'relateTags'),
      perm: PERM.scaleRelateTags,
      label: '关联标签',
      act: onRelateTags,
    },
  ];
  const actions = [
    ...links
      .filter((link) => link.shown)
      .map((link) => (
        <PermissionButton
          key={link.key}
          perm={link.perm}
          type="link"
          size="small"
          onClick={() => link.act(scale)}
        >
          {link.label}
        </PermissionButton>
      )),
    canScale(scale.type, 'delete') && mayDelete && (
      <ConfirmAction
        key="delete"
        title={`确定删除量表“${scale.name}”吗？`}
        onConfirm={() => onDelete(scale)}
      >
        <Button type="link" size="small" danger>
          删除
        </Button>
      </ConfirmAction>
    ),
    canScale(scale.type, 'download') && scale.fileUrl && (
      <Typography.Link
        key="download"
        onClick={() =>
          void downloadFile('/server-platform/web/oss/downloadFileByUrl', {
            url: scale.fileUrl,
            fileName: `${scale.name}.xlsx`,
          }).catch(() => undefined)
        }
      >
        下载
      </Typography.Link>
    ),
  ].filter(Boolean);

  return (
    <Card
      size="small"
      aria-label={scale.name}
      role="article"
      cover={
        scale.coverImg ? (
          <img alt={`${scale.name}封面`} src={scale.coverImg} style={COVER_STYLE} />
        ) : (
          <Flex align="center" justify="center" style={{ ...COVER_STYLE, background: '#e6f4ff' }}>
            <Typography.Text type="secondary">{scale.name}</Typography.Text>
          </Flex>
        )
      }
    >
      <Flex vertical gap={4}>
        <Link to={`/selfScale/allScale/detail/${scale.id}`}>
          <Typography.Text strong ellipsis>
            {scale.name}
          </Typography.Text>
        </Link>
        <Space size={4} wrap>
          <Tag color={scale.type === 0 ? 'blue' : 'orange'}>{SCALE_TYPE_LABEL[scale.type]}</Tag>
          <Typography.Text type="secondary">{scale.testPersonNum}人测试</Typography.Text>
        </Space>
        <Typography.Text type="secondary" ellipsis>
          标签：{scale.tagName || '无'}
        </Typography.Text>
        <Typography.Text type="secondary">创建时间：{scale.createTime}</Typography.Text>
        <Space size={0} wrap>
          {actions}
        </Space>
      </Flex>
    </Card>
  );
}
