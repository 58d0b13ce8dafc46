import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import type { FormKind } from '@/shared/contract/formTemplate';
import { FORM_CODES, FORM_KIND_LABEL } from '@/shared/forms/formCodes';

function kindRoutes(kind: FormKind): RouteObject[] {
  const codes = FORM_CODES[kind];
  const label = FORM_KIND_LABEL[kind];
  const base = kind === 'case' ? 'forms/case' : 'forms/satisfaction';
  const editor = async () => {
    const { default: Page } = await import('./TemplateEditorPage');
    return { Component: () => <Page kind={kind} /> };
  };
  return [
    {
      path: base,
      handle: menuHandle(label, codes.page),
      lazy: async () => {
        const { default: Page } = await import('./TemplateListPage');
        return { Component: () => <Page kind={kind} /> };
      },
    },
    {
      path: `${base}/new`,
      handle: menuHandle(`新建${label}`, codes.page, codes.add),
      lazy: editor,
    },
    {
      path: `${base}/:id/edit`,
      handle: menuHandle(`编辑${label}`, codes.page, codes.edit),
      lazy: editor,
    },
  ];
}

/** 个案表单 and 满意度问卷: the lists, and the editor of a new or draft template. */
export const formTemplateRoutes: RouteObject[] = [
  ...kindRoutes('case'),
  ...kindRoutes('satisfaction'),
];
