import type { ReactNode } from 'react';
import { BlogListFrame } from '@/components/blogs/blog-list-frame';

export default function BlogsViewLayout({ children }: { children: ReactNode }) {
  return <BlogListFrame>{children}</BlogListFrame>;
}
