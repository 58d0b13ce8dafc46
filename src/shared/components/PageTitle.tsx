import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Breadcrumb, Button, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useNavigationType } from 'react-router-dom';
import { useRouteTrail } from '@/shared/routing/routeTrailContext';
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

/** The route's trail (`routeTrail`): steps above the page as links, the page itself as text. */
function PageBreadcrumb() {
  const trail = useRouteTrail();
  // A trail of the page alone would repeat the heading below it.
  if (trail.length < 2) return null;
  const last = trail.length - 1;
  return (
    <Breadcrumb
      aria-label="当前位置"
      style={{ marginBottom: 8 }}
      items={trail.map((crumb, index) => ({
        key: `${index}-${crumb.title}`,
        title:
          index === last ? (
            <span aria-current="page">{crumb.title}</span>
          ) : crumb.path ? (
            <Link to={crumb.path}>{crumb.title}</Link>
          ) : (
            crumb.title
          ),
      }))}
    />
  );
}

/**
 * A page's header, the one every page of the shell has: its breadcrumb (from the menu tree, handed
 * down by the shell), optional 返回, the title as the page's `h1`, optional actions.
 */
export function PageTitle({ title, back, extra }: PageTitleProps) {
  const navigate = useNavigate();
  const arrivedBy = useNavigationType();
  const { token } = theme.useToken();
  const goBack = () => {
    if (typeof back === 'string' && !(arrivedBy === 'PUSH' && cameFrom(back))) void navigate(back);
    else void navigate(-1);
  };
  return (
    <div style={{ marginBottom: 16 }}>
      <PageBreadcrumb />
      <Flex align="center" justify="space-between" gap="middle" wrap>
        <Flex align="center" gap="small">
          {back && (
            <Button
              type="link"
              icon={<ArrowLeftOutlined />}
              onClick={goBack}
              autoInsertSpace={false}
            >
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
    </div>
  );
}
