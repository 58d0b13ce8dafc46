import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useNavigationType } from 'react-router-dom';
import { cameFrom } from './pageTrail';
import { PageHeading } from './PageHeading';

export interface PageTitleProps {
  title: ReactNode;
  /**
   * Show 返回: `true` goes back one step in history; a path goes there, or back in history when
   * the page was opened from that path (a list comes back as it was left).
   */
  back?: boolean | string;
  /** Buttons on the right. */
  extra?: ReactNode;
}

/** A page's title bar: optional 返回, the title as the page's `h1`, optional actions. */
export function PageTitle({ title, back, extra }: PageTitleProps) {
  const navigate = useNavigate();
  const arrivedBy = useNavigationType();
  const { token } = theme.useToken();
  const goBack = () => {
    if (typeof back === 'string' && !(arrivedBy === 'PUSH' && cameFrom(back))) void navigate(back);
    else void navigate(-1);
  };
  return (
    <Flex align="center" justify="space-between" gap="middle" wrap style={{ marginBottom: 16 }}>
      <Flex align="center" gap="small">
        {back && (
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} autoInsertSpace={false}>
            返回
          </Button>
        )}
        {/* An h1 that keeps the size of the h4 it used to be. */}
        <PageHeading
          style={{
            fontSize: token.fontSizeHeading4,
            lineHeight: token.lineHeightHeading4,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </PageHeading>
      </Flex>
      {extra && <Flex gap="small">{extra}</Flex>}
    </Flex>
  );
}
