import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import { CV_TYPES, type CvExtension } from '../validation/cv-types';

// The only files visitors send are CVs, so the store keeps exactly the CV types.
export const ATTACHMENT_EXTENSIONS: readonly CvExtension[] = CV_TYPES.map((type) => type.extension);
export type AttachmentExtension = CvExtension;

export const ATTACHMENT_MEDIA_TYPES = Object.fromEntries(
  CV_TYPES.map((type) => [type.extension, type.mediaType]),
) as Record<AttachmentExtension, string>;

const UPLOADS = 'uploads';

function fsyncDirectory(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes an uploaded file under `<dataDir>/uploads/<uuid>.<ext>` (never the visitor's file name),
 * fsyncs it and its directory entry, and returns its path relative to the data folder (what the
 * submission records) and its absolute path.
 */
export async function writeAttachment(
  dataDir: string,
  bytes: Uint8Array,
  extension: AttachmentExtension,
): Promise<{ path: string; absolutePath: string }> {
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new Error(`Unsupported attachment extension: ${String(extension)}`);
  }
  const directory = join(dataDir, UPLOADS);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.${extension}`;
  const absolutePath = join(directory, name);
  const fd = openSync(absolutePath, 'wx', 0o600);
  try {
    let offset = 0;
    while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  fsyncDirectory(directory);
  return { path: `${UPLOADS}/${name}`, absolutePath };
}

/** Removes a file written by writeAttachment whose row could not be stored. */
export function removeAttachment(dataDir: string, path: string): void {
  try {
    unlinkSync(attachmentAbsolutePath(dataDir, path));
    fsyncDirectory(join(dataDir, UPLOADS));
  } catch {
    // already gone
  }
}

/**
 * A visitor's file name as it may be stored and shown to staff: control characters dropped,
 * unpaired surrogates replaced, at most 200 characters (never cutting a character in half).
 */
export function cleanFileName(name: string): string {
  const cleaned = name
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
    .toWellFormed()
    .trim();
  return [...cleaned].slice(0, 200).join('') || 'cv';
}

/** Resolves a recorded attachment path, refusing anything that would leave the data folder. */
export function attachmentAbsolutePath(dataDir: string, path: string): string {
  const normalised = normalize(path);
  const absolute = join(dataDir, normalised);
  const inside = relative(dataDir, absolute);
  if (isAbsolute(normalised) || inside.startsWith(`..${sep}`) || inside === '..' || inside === '') {
    throw new Error(`Attachment path leaves the data folder: ${path}`);
  }
  return absolute;
}

export async function readAttachment(dataDir: string, path: string): Promise<Buffer> {
  return readFile(attachmentAbsolutePath(dataDir, path));
}
