import { Typography } from 'antd';
import { useId } from 'react';

/**
 * One of a questionnaire's texts in a fill-in panel (指导语, 特别声明, 结束语): read-only, a region
 * named by its visible label so a screen reader can find and skip it; line breaks kept as typed.
 * An empty text (特别声明 is optional) shows nothing.
 */
export function FormText({ label, text }: { label: string; text: string | undefined }) {
  const id = useId();
  if (!text) return null;
  return (
    <section aria-labelledby={id} style={{ marginBottom: 16 }}>
      <Typography.Text strong id={id}>
        {label}
      </Typography.Text>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {text}
      </Typography.Paragraph>
    </section>
  );
}
