import { NotOpenPage } from '@/shared/layout/StatusPages';

/** A lazily loaded stand-in for a base route whose area is not built yet. */
export default function NotOpenRoutePage({ title }: { title: string }) {
  return <NotOpenPage title={title} />;
}
