import { detectDocumentType, signatureMatchesExtension } from './file-signature';

// Builders for real, minimal files. The zip writer follows the PKWARE APPNOTE layout: local file
// headers with stored (uncompressed) data, a central directory and an end-of-central-directory
// record, with proper CRC-32s, so `unzip -t` accepts its output.

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

class Writer {
  private bytes: number[] = [];
  u16(value: number) {
    this.bytes.push(value & 0xff, (value >>> 8) & 0xff);
    return this;
  }
  u32(value: number) {
    this.bytes.push(
      value & 0xff,
      (value >>> 8) & 0xff,
      (value >>> 16) & 0xff,
      (value >>> 24) & 0xff,
    );
    return this;
  }
  raw(data: Uint8Array) {
    this.bytes.push(...data);
    return this;
  }
  done() {
    return Uint8Array.from(this.bytes);
  }
}

interface ZipOptions {
  /** Leave out the central directory and end record (a truncated zip). */
  centralDirectory?: boolean;
  /** Set flag bit 3 and write sizes in data descriptors, with zeros in the local headers. */
  dataDescriptors?: boolean;
}

function zip(
  entries: Array<[name: string, content: string]>,
  options: ZipOptions = {},
): Uint8Array {
  const { centralDirectory = true, dataDescriptors = false } = options;
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = ascii(name);
    const data = ascii(content);
    const crc = crc32(data);
    const flags = dataDescriptors ? 0x0008 : 0;
    const local = new Writer()
      .u32(0x04034b50)
      .u16(20) // version needed
      .u16(flags)
      .u16(0) // stored
      .u16(0) // time
      .u16(0x21) // date: 1980-01-01
      .u32(dataDescriptors ? 0 : crc)
      .u32(dataDescriptors ? 0 : data.length)
      .u32(dataDescriptors ? 0 : data.length)
      .u16(nameBytes.length)
      .u16(0)
      .raw(nameBytes)
      .raw(data);
    if (dataDescriptors) local.u32(0x08074b50).u32(crc).u32(data.length).u32(data.length);
    const localBytes = local.done();
    central.push(
      new Writer()
        .u32(0x02014b50)
        .u16(20) // version made by
        .u16(20)
        .u16(flags)
        .u16(0)
        .u16(0)
        .u16(0x21)
        .u32(crc)
        .u32(data.length)
        .u32(data.length)
        .u16(nameBytes.length)
        .u16(0) // extra
        .u16(0) // comment
        .u16(0) // disk
        .u16(0) // internal attributes
        .u32(0) // external attributes
        .u32(offset)
        .raw(nameBytes)
        .done(),
    );
    parts.push(localBytes);
    offset += localBytes.length;
  }
  if (!centralDirectory) return concat(parts);
  const directory = concat(central);
  const end = new Writer()
    .u32(0x06054b50)
    .u16(0)
    .u16(0)
    .u16(entries.length)
    .u16(entries.length)
    .u32(directory.length)
    .u32(offset)
    .u16(0)
    .done();
  return concat([...parts, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const DOCUMENT =
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>';

const pdfBytes = ascii(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const docBytes = concat([
  Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  new Uint8Array(504),
]);
const docxBytes = zip([
  ['[Content_Types].xml', CONTENT_TYPES],
  ['_rels/.rels', '<Relationships/>'],
  ['word/document.xml', DOCUMENT],
]);
/** A zip whose entries mention word/ only in their content. */
const plainZipBytes = zip([
  ['[Content_Types].xml', CONTENT_TYPES],
  ['notes.txt', 'see word/document.xml'],
]);
const textBytes = ascii('Dear hiring manager,\nplease find my CV attached.\n');

describe('detectDocumentType', () => {
  it('detects a PDF from its %PDF- header', () => {
    expect(detectDocumentType(pdfBytes)).toBe('pdf');
    expect(detectDocumentType(ascii('%PDF-'))).toBe('pdf');
  });

  it('detects a DOC from the OLE2 compound file header', () => {
    expect(detectDocumentType(docBytes)).toBe('doc');
  });

  it('detects a DOCX: a zip with an entry under word/', () => {
    expect(detectDocumentType(docxBytes)).toBe('docx');
  });

  it('detects a DOCX whose local headers use data descriptors (read from the central directory)', () => {
    expect(
      detectDocumentType(
        zip(
          [
            ['[Content_Types].xml', CONTENT_TYPES],
            ['word/document.xml', DOCUMENT],
          ],
          { dataDescriptors: true },
        ),
      ),
    ).toBe('docx');
  });

  it('falls back to the local headers when the central directory is missing', () => {
    const truncated = zip(
      [
        ['[Content_Types].xml', CONTENT_TYPES],
        ['word/document.xml', DOCUMENT],
      ],
      { centralDirectory: false },
    );
    expect(detectDocumentType(truncated)).toBe('docx');
  });

  it('finds the end record behind a zip comment', () => {
    const comment = ascii('a comment');
    const withComment = concat([
      docxBytes.slice(0, -2),
      Uint8Array.from([comment.length, 0]),
      comment,
    ]);
    expect(detectDocumentType(withComment)).toBe('docx');
  });

  it('returns null for a zip without word/, even when "word/" appears in a file\'s content', () => {
    expect(detectDocumentType(plainZipBytes)).toBeNull();
    expect(
      detectDocumentType(zip([['notes.txt', 'word/document.xml']], { centralDirectory: false })),
    ).toBeNull();
  });

  it('does not count a bare word/ folder or a look-alike name', () => {
    expect(detectDocumentType(zip([['word/', '']]))).toBeNull();
    expect(detectDocumentType(zip([['words/document.xml', DOCUMENT]]))).toBeNull();
    expect(detectDocumentType(zip([['xl/word/document.xml', DOCUMENT]]))).toBeNull();
    expect(detectDocumentType(zip([['WORD/document.xml', DOCUMENT]]))).toBeNull();
  });

  it('refuses a central directory that names word/ but points at no local header', () => {
    const forged = docxBytes.slice();
    // The third central entry's local-header offset (central header field at +42).
    const directoryOffset = new DataView(forged.buffer).getUint32(forged.length - 6, true);
    let entry = directoryOffset;
    for (let skip = 0; skip < 2; skip += 1) {
      const view = new DataView(forged.buffer, entry);
      entry += 46 + view.getUint16(28, true) + view.getUint16(30, true) + view.getUint16(32, true);
    }
    new DataView(forged.buffer).setUint32(entry + 42, 1, true);
    expect(detectDocumentType(forged)).toBeNull();
  });

  it('returns null for plain text, empty input and the bare zip signature', () => {
    expect(detectDocumentType(textBytes)).toBeNull();
    expect(detectDocumentType(new Uint8Array())).toBeNull();
    expect(detectDocumentType(ascii('%PDF'))).toBeNull();
    expect(detectDocumentType(Uint8Array.from([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
    expect(detectDocumentType(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0]))).toBeNull();
  });

  it('never throws on truncated or random bytes', () => {
    for (let cut = 0; cut <= docxBytes.length; cut += 1) {
      expect(() => detectDocumentType(docxBytes.slice(0, cut))).not.toThrow();
    }
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed >>> 24;
    };
    for (let run = 0; run < 200; run += 1) {
      const bytes = Uint8Array.from({ length: 64 + (run % 64) }, random);
      bytes.set([0x50, 0x4b, 0x03, 0x04]);
      if (run % 2) bytes.set([0x50, 0x4b, 0x05, 0x06], bytes.length - 22);
      expect(() => detectDocumentType(bytes)).not.toThrow();
    }
  });
});

describe('signatureMatchesExtension', () => {
  it('accepts each type under its own extension, case-insensitively', () => {
    expect(signatureMatchesExtension('cv.pdf', pdfBytes)).toBe(true);
    expect(signatureMatchesExtension('CV.PDF', pdfBytes)).toBe(true);
    expect(signatureMatchesExtension('cv.doc', docBytes)).toBe(true);
    expect(signatureMatchesExtension('cv.docx', docxBytes)).toBe(true);
    expect(signatureMatchesExtension('My CV.DocX', docxBytes)).toBe(true);
  });

  it('refuses renamed files', () => {
    expect(signatureMatchesExtension('cv.docx', pdfBytes)).toBe(false); // a PDF renamed .docx
    expect(signatureMatchesExtension('cv.pdf', docxBytes)).toBe(false); // a DOCX renamed .pdf
    expect(signatureMatchesExtension('cv.docx', plainZipBytes)).toBe(false); // a zip without word/
    expect(signatureMatchesExtension('cv.pdf', textBytes)).toBe(false); // plain text renamed .pdf
    expect(signatureMatchesExtension('cv.doc', docxBytes)).toBe(false);
    expect(signatureMatchesExtension('cv.docx', docBytes)).toBe(false);
    expect(signatureMatchesExtension('cv.doc', pdfBytes)).toBe(false);
  });

  it('refuses other or missing extensions whatever the content', () => {
    expect(signatureMatchesExtension('cv', pdfBytes)).toBe(false);
    expect(signatureMatchesExtension('cv.txt', pdfBytes)).toBe(false);
    expect(signatureMatchesExtension('cv.zip', docxBytes)).toBe(false);
    expect(signatureMatchesExtension('cv.pdf.exe', pdfBytes)).toBe(false);
    expect(signatureMatchesExtension('pdf', pdfBytes)).toBe(false);
  });
});
