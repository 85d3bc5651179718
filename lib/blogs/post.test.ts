import { blogBreadcrumb, blogFaqEntries, blogSeo } from './post';
import type { Blog } from '@/lib/hospital-api/types';

const post: Blog = {
  id: 'b1',
  slug: 'knee-care',
  name: 'Knee care',
  type: 'Patient Guide',
  category: 'Orthopaedics',
  thumbnail: null,
  mainImage: null,
  date: null,
  text: Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '),
  descriptionHtml: '',
  images: [],
  seo: { title: 'Knee care: a guide', description: 'How to look after your knees.' },
  faqs: [
    { question: 'Is <b>walking</b> good?', answer: '<p>Yes, &amp; daily.</p>' },
    { question: '  ', answer: 'Orphan answer' },
  ],
};

describe('blog post helpers', () => {
  it('take meta and metades, else the name and a 30-word opening', () => {
    expect(blogSeo(post)).toEqual({
      title: 'Knee care: a guide',
      description: 'How to look after your knees.',
    });
    const bare = blogSeo({ ...post, seo: { title: ' ', description: '' } });
    expect(bare.title).toBe('Knee care');
    expect(bare.description.replace('…', '').split(' ')).toHaveLength(30);
  });

  it('trail Home, Blog and the post', () => {
    expect(blogBreadcrumb(post)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blogs' },
      { name: 'Knee care', path: '/blog/knee-care' },
    ]);
  });

  it('give the FAQ as plain text and drop empty questions', () => {
    expect(blogFaqEntries(post)).toEqual([
      { question: 'Is walking good?', answer: 'Yes, & daily.' },
    ]);
  });
});
