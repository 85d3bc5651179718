export interface ImageHostPattern {
  protocol?: 'http' | 'https';
  hostname: string;
  port?: string;
}
export function imageHostPatterns(env: {
  HOSPITAL_API_URL?: string;
  IMAGE_HOSTS?: string;
}): ImageHostPattern[];
export function apiIsLoopback(env: { HOSPITAL_API_URL?: string }): boolean;
