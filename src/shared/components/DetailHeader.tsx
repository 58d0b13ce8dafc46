import { Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

interface DetailFact {
  label: string;
  value: ReactNode;
}

export interface DetailHeaderProps {
  /** The page's h1 (机构详情, 来访者档案：…). */
  title: ReactNode;
  /** Where 返回 goes (or back in history when the page was opened from there). */
  back: string;
  /** What the summary is called for assistive technology, e.g. 机构概要. */
  label: string;
  /** The entity's name, as the summary's heading; left out when the title names it already. */
  name?: string;
  /** Its type and status, as tags. */
  tags: Array<{ key: string; text: string; color?: string }>;
  /** Its key facts, on one line where the width allows. */
  facts: DetailFact[];
  /** Buttons on the right of the title. */
  extra?: ReactNode;
  /** Nothing to show yet: a skeleton of the summary's height holds its place (none when it failed). */
  loading?: boolean;
}

/**
 * The header of an entity's detail (shell spec §3 "organisation-management and customer detail
 * headers", decision 0023): 返回, the title, the entity's name, type, status and key facts. It stays
 * above the detail's tabs, so moving between them neither remounts nor refetches it; each kind
 * reads its entity from the store's API cache (OrgDetailHeader, CustomerDetailHeader).
 */
export function DetailHeader({
  title,
  back,
  label,
  name,
  tags,
  facts,
  extra,
  loading,
}: DetailHeaderProps) {
  return (
    <div>
      <PageTitle title={title} back={back} extra={extra} />
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        (name || tags.length > 0 || facts.length > 0) && (
          <section aria-label={label} style={{ marginBottom: 16 }}>
            <Flex align="center" gap="small" wrap style={{ marginBottom: 8 }}>
              {name && (
                <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
                  {name}
                </Typography.Title>
              )}
              {tags.map((tag) => (
                <Tag key={tag.key} color={tag.color} style={{ marginInlineEnd: 0 }}>
                  {tag.text}
                </Tag>
              ))}
            </Flex>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 4 }}
              items={facts.map((fact) => ({
                key: fact.label,
                label: fact.label,
                children: fact.value,
              }))}
            />
          </section>
        )
      )}
    </div>
  );
}
