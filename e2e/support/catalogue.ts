import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The embedded catalogue as tests expect to see it: the same files the site and the stub
// upstream serve, read independently of the site's code.

interface RawCategory {
  name: string;
  slug: string;
}

interface RawDoctor {
  name: string;
  slug: string;
  category: string;
  city: string;
  meta: string;
  metades: string;
  about: string;
}

function read<T>(file: string): T {
  return JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'content', 'catalogue', file), 'utf8'),
  ) as T;
}

interface RawCareer {
  name: string;
  slug: string;
}

interface RawVideo {
  name: string;
  type: string;
  videoLink: string;
}

interface RawBlog {
  name: string;
  slug: string;
  /** The API sends one image or a list; the first is the thumbnail. */
  images: string | string[];
  /** YYYY-MM-DD. */
  date: string;
}

interface RawAward {
  name: string;
  images: string | string[];
}

export const catalogue = {
  categories: read<RawCategory[]>('categories.json'),
  doctors: read<RawDoctor[]>('doctors.json'),
  careers: read<RawCareer[]>('careers.json'),
  videos: read<RawVideo[]>('videos.json'),
  blogs: read<RawBlog[]>('blogs.json'),
  awards: read<RawAward[]>('awards.json'),
};
