import { useState, type ReactNode } from 'react';
import { Card, Col, Row } from 'antd';
import { PageTitle } from '@/shared/components/PageTitle';

/**
 * A page of a tree that filters the list beside it (机构查询's organisations, 部门与人员's
 * departments): the title above, the tree on the left, the list on the right. The tree stacks
 * above the list below 992 px (200% zoom, WCAG 1.4.10).
 */
export function TreeBesideList({
  title,
  treeTitle,
  tree,
  listTitle,
  list,
  dialogs,
}: {
  title: string;
  treeTitle: string;
  tree: ReactNode;
  listTitle: string;
  list: ReactNode;
  /** The page's dialogs, rendered while open. */
  dialogs?: ReactNode;
}) {
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <PageTitle title={title} />
      </Col>
      <Col xs={24} lg={6}>
        <Card title={treeTitle} size="small">
          {tree}
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <Card title={listTitle} size="small">
          {list}
        </Card>
      </Col>
      {dialogs}
    </Row>
  );
}

/** The tree's chosen node, whose choice sends the list back to its first page. */
export function useTreeChoice(search: {
  setPageNum: (page: number) => void;
}): [string | undefined, (id?: string) => void] {
  const [chosen, setChosen] = useState<string>();
  return [
    chosen,
    (id) => {
      setChosen(id);
      search.setPageNum(1);
    },
  ];
}
