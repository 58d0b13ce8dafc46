import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { MENU_TREE } from '@/shared/layout/menuTree';
import { visibleMenu } from '@/shared/layout/visibleMenu';
import { selectBtnCodes, selectUserDetails } from '@/shared/session/sessionSlice';
import { ORG_TYPE_LABEL, STATUS_LABEL } from '@/shared/session/types';

const USER_TYPE_LABEL = ['操作员', '管理员', '专家'] as const;

/** `/`: who is logged in, as what, and shortcuts to the pages the identity may open. */
export default function WorkbenchPage() {
  const user = useAppSelector(selectUserDetails);
  const codes = useAppSelector(selectBtnCodes);
  if (!user) return null;
  const pages = visibleMenu(MENU_TREE, codes, user.orgType)
    .flatMap((top) => top.childrens ?? [])
    .filter((page) => page.path !== '/');
  return (
    <>
      <Typography.Title level={4}>欢迎，{user.name}</Typography.Title>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="当前机构">{user.orgName}</Descriptions.Item>
        <Descriptions.Item label="机构类型">
          {user.orgType !== undefined ? ORG_TYPE_LABEL[user.orgType] : '/'}
        </Descriptions.Item>
        <Descriptions.Item label="用户类型">{USER_TYPE_LABEL[user.userType]}</Descriptions.Item>
        <Descriptions.Item label="机构状态">
          {user.orgStatus !== undefined ? STATUS_LABEL[user.orgStatus] : '/'}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        常用功能
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {pages.map((page) => (
          <Col key={page.code} xs={12} md={8} lg={6}>
            <Card size="small" hoverable>
              <Link to={page.path}>{page.name}</Link>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
