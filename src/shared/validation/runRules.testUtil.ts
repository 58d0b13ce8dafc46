import type { Rule, RuleForm } from './ruleKit';

/**
 * Runs rules the way antd's Form does (RuleRender gets the form, each validator gets the value)
 * and answers the messages of the rules that failed, in order.
 */
export async function runRules(
  rules: Rule[],
  value: unknown,
  otherFields: Record<string, unknown> = {},
): Promise<string[]> {
  // Only getFieldValue is read by our RuleRenders.
  const form = { getFieldValue: (name: string) => otherFields[name] } as unknown as RuleForm;
  const messages: string[] = [];
  for (const entry of rules) {
    const rule = typeof entry === 'function' ? entry(form) : entry;
    try {
      await rule.validator?.(rule, value, () => undefined);
    } catch (error) {
      messages.push((error as Error).message);
    }
  }
  return messages;
}
