import type { ImageHostPattern } from './image-hosts.mjs';

export const CSP_REPORT_PATH: string;
export const CSP_REPORT_GROUP: string;
export const VIDEO_FRAME_ORIGIN: string;
export const PERMISSIONS_POLICY: string;
export function imageSources(patterns: ImageHostPattern[]): string[];
export function contentSecurityPolicy(options: {
  imageHosts: ImageHostPattern[];
  https: boolean;
  development?: boolean;
}): string;
export function securityHeaders(options: {
  imageHosts: ImageHostPattern[];
  siteUrl?: string;
  development?: boolean;
}): { key: string; value: string }[];
