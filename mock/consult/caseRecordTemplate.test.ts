/**
 * The case form the counsellor fills at 完成咨询 carries the template's texts (shell spec §3
 * "Questionnaire (counselling side)"; issue 27 point 16): the status call answers them.
 */
import { TEMPLATE_TEXTS } from '../form-template/formSeed';
import { counsellingKit } from '../counselling/testKit';
import { templateInUse } from '../form-template/formSource';

test('the case template offered to the order’s counsellor answers its 指导语, 特别声明 and 结束语', async () => {
  const kit = await counsellingKit();
  const expert01 = [...kit.app.db.accounts.values()].find((a) => a.username === 'expert01')!;
  const order = [...kit.app.db.counselling.tables.orders.values()].find(
    (o) => o.expertId === expert01.id && o.status === 1,
  )!;
  const inUse = templateInUse(kit.app.db, order.orgId, 'case');
  const status = await kit.get<{ template: Record<string, unknown> | null }>(
    '/server-platform/api/consult/caseRecord/status',
    { orderId: order.id },
    kit.tokens.expert,
  );
  expect(status.data.template).toEqual({
    id: inUse.id,
    name: inUse.name,
    ...TEMPLATE_TEXTS.case,
    questionList: inUse.questionList,
  });
});
