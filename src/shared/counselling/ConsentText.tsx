import { Typography } from 'antd';

/** The consent text of a version, as the visitor reads it: its number, first day and words. */
export function ConsentText({
  consent,
}: {
  consent: { version: number; text: string; effectiveFrom: string };
}) {
  return (
    <section aria-label={`知情同意书 v${consent.version}`} style={{ marginBottom: 16 }}>
      <Typography.Text strong>
        知情同意书 v{consent.version}（{consent.effectiveFrom}起生效）
      </Typography.Text>
      <Typography.Paragraph
        style={{
          whiteSpace: 'pre-wrap',
          maxHeight: 240,
          overflowY: 'auto',
          marginTop: 8,
          padding: 12,
          border: '1px solid rgba(0, 0, 0, 0.15)',
          borderRadius: 6,
        }}
        // The box scrolls: keyboard users reach it to read the whole text.
        tabIndex={0}
      >
        {consent.text}
      </Typography.Paragraph>
    </section>
  );
}
