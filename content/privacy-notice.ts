/**
 * How long the website's store keeps a request's personal fields, from the day it arrived: the
 * store erases them after this (lib/submissions/retention.ts), keeping the reference and times.
 * The notice below and the privacy policy say the same.
 */
export const retentionMonths = {
  /** Job applications and their CV files. */
  careerApplication: 12,
  /**
   * Every other request: appointments, call-backs, messages and blog comments. Five years, the
   * minimum the privacy policy gives for personal information.
   */
  otherRequests: 60,
} as const;

/**
 * The short notice beside every form's submit button (India's Digital Personal Data Protection
 * Act asks for one in plain words), and its version, which is stored with each request sent
 * after it. A change to the words is a new version: add it first in `versions`, keep the old.
 */
export const privacyNotice = {
  /** Newest first; the first is what the forms show now. */
  versions: ['2026-11-29'] as const,
  text: `We keep what you send here only to answer it: our hospital team sees it, the website erases it after ${retentionMonths.otherRequests / 12} years (a job application after ${retentionMonths.careerApplication / 12}), and it is never sold. You can ask us to show, correct or erase it.`,
  linkLabel: 'Privacy notice',
} as const;

export type PrivacyNoticeVersion = (typeof privacyNotice.versions)[number];

export const currentNoticeVersion: PrivacyNoticeVersion = privacyNotice.versions[0];

export function isPrivacyNoticeVersion(value: unknown): value is PrivacyNoticeVersion {
  return (privacyNotice.versions as readonly unknown[]).includes(value);
}
