// Content checks for uploaded CVs: the file's first bytes must match its extension, so a renamed
// file (a PDF called .docx, an image called .pdf) is refused. Pure functions over a Uint8Array;
// no Node-only APIs. Nothing here throws, whatever the bytes.

import { CV_TYPES, cvTypeOfName, type CvExtension, type CvSignature } from './cv-types';

const ZIP_LOCAL_HEADER = 0x04034b50; // "PK\x03\x04"
const ZIP_CENTRAL_HEADER = 0x02014b50; // "PK\x01\x02"
const ZIP_END_OF_CENTRAL_DIRECTORY = 0x06054b50; // "PK\x05\x06"
const LOCAL_HEADER_SIZE = 30;
const CENTRAL_HEADER_SIZE = 46;
const EOCD_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;
/** Bit 3 of the general-purpose flags: sizes follow the data, the local header holds zeros. */
const FLAG_DATA_DESCRIPTOR = 0x0008;

function hasBytesAt(bytes: Uint8Array, offset: number, expected: readonly number[]): boolean {
  if (offset < 0 || offset + expected.length > bytes.length) return false;
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

/** Little-endian unsigned 16-bit read; null when out of range. */
function u16(bytes: Uint8Array, offset: number): number | null {
  if (offset < 0 || offset + 2 > bytes.length) return null;
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

/** Little-endian unsigned 32-bit read; null when out of range. */
function u32(bytes: Uint8Array, offset: number): number | null {
  if (offset < 0 || offset + 4 > bytes.length) return null;
  return (
    ((bytes[offset] ?? 0) |
      ((bytes[offset + 1] ?? 0) << 8) |
      ((bytes[offset + 2] ?? 0) << 16) |
      ((bytes[offset + 3] ?? 0) << 24)) >>>
    0
  );
}

/** An entry under the folder (the bare folder entry alone does not count). */
function isEntryUnder(
  folder: readonly number[],
  bytes: Uint8Array,
  nameStart: number,
  nameLength: number,
): boolean {
  return nameLength > folder.length && hasBytesAt(bytes, nameStart, folder);
}

/** Offset of the end-of-central-directory record, searching back from the end; null if none. */
function findEndOfCentralDirectory(bytes: Uint8Array): number | null {
  const last = bytes.length - EOCD_SIZE;
  const first = Math.max(0, last - MAX_ZIP_COMMENT);
  for (let offset = last; offset >= first; offset -= 1) {
    if (u32(bytes, offset) !== ZIP_END_OF_CENTRAL_DIRECTORY) continue;
    const commentLength = u16(bytes, offset + 20);
    if (commentLength !== null && offset + EOCD_SIZE + commentLength <= bytes.length) return offset;
  }
  return null;
}

/**
 * Reads the central directory (the zip's authoritative list of entries).
 * true/false: whether an entry under the folder is listed (and its local header is where the
 * directory says); null: no usable central directory (truncated or malformed zip).
 */
function centralDirectoryHasEntryUnder(
  folder: readonly number[],
  bytes: Uint8Array,
): boolean | null {
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd === null) return null;
  const entryCount = u16(bytes, eocd + 10);
  const directorySize = u32(bytes, eocd + 12);
  const directoryOffset = u32(bytes, eocd + 16);
  if (entryCount === null || directorySize === null || directoryOffset === null) return null;
  // ZIP64 markers, or a directory that does not sit before the end record: not something we parse.
  if (directoryOffset === 0xffffffff || directoryOffset + directorySize > eocd) return null;

  let offset = directoryOffset;
  let found = false;
  for (let index = 0; index < entryCount; index += 1) {
    if (u32(bytes, offset) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = u16(bytes, offset + 28);
    const extraLength = u16(bytes, offset + 30);
    const commentLength = u16(bytes, offset + 32);
    const localHeaderOffset = u32(bytes, offset + 42);
    if (
      nameLength === null ||
      extraLength === null ||
      commentLength === null ||
      localHeaderOffset === null
    )
      return null;
    const nameStart = offset + CENTRAL_HEADER_SIZE;
    const next = nameStart + nameLength + extraLength + commentLength;
    if (next > directoryOffset + directorySize) return null;
    if (
      isEntryUnder(folder, bytes, nameStart, nameLength) &&
      u32(bytes, localHeaderOffset) === ZIP_LOCAL_HEADER
    )
      found = true;
    offset = next;
  }
  return found;
}

/**
 * Walks the local file headers from the start of the zip (fallback when there is no usable
 * central directory). Stops at the first entry whose compressed size is not known up front.
 */
function localHeadersHaveEntryUnder(folder: readonly number[], bytes: Uint8Array): boolean {
  let offset = 0;
  while (u32(bytes, offset) === ZIP_LOCAL_HEADER) {
    const flags = u16(bytes, offset + 6);
    const compressedSize = u32(bytes, offset + 18);
    const nameLength = u16(bytes, offset + 26);
    const extraLength = u16(bytes, offset + 28);
    if (flags === null || compressedSize === null || nameLength === null || extraLength === null)
      return false;
    const nameStart = offset + LOCAL_HEADER_SIZE;
    if (nameStart + nameLength > bytes.length) return false;
    if (isEntryUnder(folder, bytes, nameStart, nameLength)) return true;
    if ((flags & FLAG_DATA_DESCRIPTOR) !== 0 || compressedSize === 0xffffffff) return false;
    offset = nameStart + nameLength + extraLength + compressedSize;
  }
  return false;
}

/** A zip package with an entry under `folder` (its name as ASCII, with the trailing slash). */
function isZipWithEntryUnder(folder: string, bytes: Uint8Array): boolean {
  if (u32(bytes, 0) !== ZIP_LOCAL_HEADER) return false;
  const name = [...folder].map((character) => character.charCodeAt(0));
  return centralDirectoryHasEntryUnder(name, bytes) ?? localHeadersHaveEntryUnder(name, bytes);
}

function hasSignature(signature: CvSignature, bytes: Uint8Array): boolean {
  return signature.kind === 'prefix'
    ? hasBytesAt(bytes, 0, signature.bytes)
    : isZipWithEntryUnder(signature.folder, bytes);
}

/**
 * The CV type the bytes really are, by the signatures in cv-types.ts: PDF ("%PDF-"), DOC (OLE2
 * compound file) or DOCX (a zip with an entry under word/); null for anything else, including a
 * zip without word/.
 */
export function detectDocumentType(bytes: Uint8Array): CvExtension | null {
  return CV_TYPES.find((type) => hasSignature(type.signature, bytes))?.extension ?? null;
}

/**
 * True only when the file's content is the type its extension claims (.pdf -> PDF, .doc -> DOC,
 * .docx -> DOCX; extension case-insensitive). Any other extension, or a mismatch, is false.
 */
export function signatureMatchesExtension(fileName: string, bytes: Uint8Array): boolean {
  const expected = cvTypeOfName(fileName);
  return expected !== null && detectDocumentType(bytes) === expected.extension;
}
