// The document types a CV may be: one table read by the form's schema and file picker, the
// signature check, the submissions store and the relay. Plain data, safe in a client bundle.

/** How a type's content is recognised from its bytes (see file-signature.ts). */
export type CvSignature =
  | { kind: 'prefix'; bytes: readonly number[] }
  /** A zip package holding at least one entry under `folder`. */
  | { kind: 'zip-entry'; folder: string };

export const CV_TYPES = [
  {
    extension: 'pdf',
    label: 'PDF',
    mediaType: 'application/pdf',
    signature: { kind: 'prefix', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
  },
  {
    extension: 'doc',
    label: 'DOC',
    mediaType: 'application/msword',
    // OLE2 compound file: legacy Word.
    signature: { kind: 'prefix', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  },
  {
    extension: 'docx',
    label: 'DOCX',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signature: { kind: 'zip-entry', folder: 'word/' },
  },
] as const satisfies readonly {
  extension: string;
  label: string;
  mediaType: string;
  signature: CvSignature;
}[];

export type CvType = (typeof CV_TYPES)[number];
/** An accepted extension, lower case, without the dot. */
export type CvExtension = CvType['extension'];

/** The accepted types for people: "PDF, DOC or DOCX". */
export const CV_TYPE_NAMES = `${CV_TYPES.slice(0, -1)
  .map((type) => type.label)
  .join(', ')} or ${CV_TYPES[CV_TYPES.length - 1]!.label}`;

/** The CV picker's accept attribute: every extension, then every media type. */
export const CV_ACCEPT = [
  ...CV_TYPES.map((type) => `.${type.extension}`),
  ...CV_TYPES.map((type) => type.mediaType),
].join(',');

/** The type a file name's last extension names (case-insensitive), or null when none is accepted. */
export function cvTypeOfName(fileName: string): CvType | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot).trim().toLowerCase();
  return CV_TYPES.find((type) => `.${type.extension}` === extension) ?? null;
}
