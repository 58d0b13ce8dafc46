import { Typography } from 'antd';
import { PageTitle } from '@/shared/components/PageTitle';

/** The footer's pages: about, contact, resource cooperation, feedback. */
const CONTENT: Record<string, { title: string; paragraphs: string[] }> = {
  about: {
    title: '关于我们',
    paragraphs: [
      '心晴心理服务科技有限公司致力于为机构与个人提供专业、可信赖的心理咨询与心理测评服务。',
    ],
  },
  contact: {
    title: '联系我们',
    paragraphs: [
      '客服电话：400-000-0000（工作日 9:00-18:00）',
      '客服邮箱：service@xinqing.example',
    ],
  },
  'resource-cooperation': {
    title: '资源合作',
    paragraphs: ['欢迎心理服务机构与专家入驻平台，合作咨询请发送邮件至 partner@xinqing.example。'],
  },
  feedback: {
    title: '意见反馈',
    paragraphs: ['您的意见是我们改进的动力，请将问题与建议发送至 feedback@xinqing.example。'],
  },
};

export default function InfoPage({ topic }: { topic: keyof typeof CONTENT }) {
  const { title, paragraphs } = CONTENT[topic];
  return (
    <Typography>
      <PageTitle title={title} />
      {paragraphs.map((text) => (
        <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
      ))}
    </Typography>
  );
}
