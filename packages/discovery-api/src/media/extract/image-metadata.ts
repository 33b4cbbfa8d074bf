import exifr from 'exifr';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { attributeOf, childrenOf, tagOf, type XmlNode } from './ooxml.js';

// The words an image carries in its metadata: XMP (dc:title, dc:description, dc:subject,
// photoshop:Headline, IPTC Core/Extension …), IPTC-IIM (ObjectName, Caption-Abstract, Keywords …),
// EXIF (ImageDescription, XPTitle, XPKeywords, Artist, Copyright …) and PNG text chunks.
// sharp (libvips) finds the metadata blocks in JPEG, PNG (also zTXt-compressed XMP), WebP, AVIF/HEIF;
// exifr decodes EXIF and IPTC blocks and reads TIFF, and HEIC files sharp cannot open, by itself;
// XMP is parsed with fast-xml-parser (exifr's XMP reader leaves entities such as &amp; undecoded).

/** Where a value goes in the text, in this order. */
const FIELD_ORDER = ['title', 'headline', 'description', 'keywords', 'other'] as const;
type Field = (typeof FIELD_ORDER)[number];

interface Entry {
  field: Field;
  value: string;
}

/** The metadata of an image as text: each distinct value once, titles first; '' when there is none. */
export interface ImageMetadataText {
  text: string;
  /** The first title (XMP dc:title, IPTC ObjectName, EXIF XPTitle or PNG Title). */
  title?: string;
}

const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const DC = 'http://purl.org/dc/elements/1.1/';
const PHOTOSHOP = 'http://ns.adobe.com/photoshop/1.0/';
const IPTC_CORE = 'http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/';
const IPTC_EXT = 'http://iptc.org/std/Iptc4xmpExt/2008-02-29/';
const XMP_TIFF = 'http://ns.adobe.com/tiff/1.0/';

/** The parts of an IPTC location structure (LocationShown, LocationCreated) that are words, not codes. */
const LOCATION_PARTS: ReadonlySet<string> = new Set([
  'LocationName',
  'Sublocation',
  'City',
  'ProvinceState',
  'CountryName',
  'WorldRegion',
]);

/** XMP properties read, by namespace URI + local name, in the order their values are written within a field. */
const XMP_PROPERTIES: { name: string; field: Field; parts?: ReadonlySet<string> }[] = [
  { name: `${DC}title`, field: 'title' },
  { name: `${PHOTOSHOP}Headline`, field: 'headline' },
  { name: `${DC}description`, field: 'description' },
  { name: `${IPTC_CORE}AltTextAccessibility`, field: 'description' },
  { name: `${IPTC_CORE}ExtDescrAccessibility`, field: 'description' },
  { name: `${XMP_TIFF}ImageDescription`, field: 'description' },
  { name: `${DC}subject`, field: 'keywords' },
  { name: `${PHOTOSHOP}SupplementalCategories`, field: 'keywords' },
  { name: `${IPTC_EXT}Event`, field: 'other' },
  { name: `${IPTC_EXT}PersonInImage`, field: 'other' },
  { name: `${IPTC_EXT}OrganisationInImageName`, field: 'other' },
  { name: `${IPTC_EXT}LocationShown`, field: 'other', parts: LOCATION_PARTS },
  { name: `${IPTC_EXT}LocationCreated`, field: 'other', parts: LOCATION_PARTS },
  { name: `${IPTC_CORE}Location`, field: 'other' },
  { name: `${PHOTOSHOP}City`, field: 'other' },
  { name: `${PHOTOSHOP}State`, field: 'other' },
  { name: `${PHOTOSHOP}Country`, field: 'other' },
  { name: `${DC}creator`, field: 'other' },
  { name: `${XMP_TIFF}Artist`, field: 'other' },
  { name: `${PHOTOSHOP}Credit`, field: 'other' },
  { name: `${PHOTOSHOP}Source`, field: 'other' },
  { name: `${DC}rights`, field: 'other' },
  { name: `${XMP_TIFF}Copyright`, field: 'other' },
];

/** IPTC-IIM datasets read (exifr's names), in order. */
const IPTC_TAGS: [string, Field][] = [
  ['ObjectName', 'title'],
  ['Headline', 'headline'],
  ['Caption', 'description'],
  ['Keywords', 'keywords'],
  ['SupplementalCategories', 'keywords'],
  ['Sublocation', 'other'],
  ['City', 'other'],
  ['State', 'other'],
  ['Country', 'other'],
  ['Byline', 'other'],
  ['Credit', 'other'],
  ['Source', 'other'],
  ['CopyrightNotice', 'other'],
];

/** EXIF (IFD0) tags read, in order. XPKeywords holds keywords separated by semicolons. */
const EXIF_TAGS: [string, Field][] = [
  ['XPTitle', 'title'],
  ['XPSubject', 'headline'],
  ['ImageDescription', 'description'],
  ['XPComment', 'description'],
  ['XPKeywords', 'keywords'],
  ['Artist', 'other'],
  ['XPAuthor', 'other'],
  ['Copyright', 'other'],
];

/** PNG text-chunk keywords read (PNG specification §11.3.4.2), lower-cased, in order. */
const PNG_TEXT_KEYWORDS: [string, Field][] = [
  ['title', 'title'],
  ['description', 'description'],
  ['comment', 'other'],
  ['author', 'other'],
  ['copyright', 'other'],
];

/** Descriptions that camera firmware writes into every photo: not words about the picture. */
const CAMERA_PLACEHOLDERS: ReadonlySet<string> = new Set(
  [
    'OLYMPUS DIGITAL CAMERA',
    'SONY DSC',
    'DIGITAL CAMERA',
    'KONICA MINOLTA DIGITAL CAMERA',
    'MINOLTA DIGITAL CAMERA',
    'PENTAX DIGITAL CAMERA',
    'SAMSUNG DIGITAL CAMERA',
    'SAMSUNG CAMERA PICTURES',
    'EASYSHARE CAMERA',
  ].map((text) => text.toLowerCase()),
);

const xmlParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Decodes numeric character references (&#233;) as well as the XML ones.
  htmlEntities: true,
});

/** exifr options for a whole file (TIFF, or a file sharp could not open): IFD0, IPTC and the XMP packet unparsed. */
const EXIFR_FILE_OPTIONS = {
  tiff: true,
  ifd1: false,
  exif: false,
  gps: false,
  interop: false,
  makerNote: false,
  userComment: false,
  icc: false,
  jfif: false,
  ihdr: false,
  iptc: true,
  xmp: { parse: false },
  translateValues: false,
  mergeOutput: false,
};

/** exifr options for an EXIF block alone (IFD0 only). */
const EXIFR_TIFF_OPTIONS = {
  ifd1: false,
  exif: false,
  gps: false,
  interop: false,
  makerNote: false,
  userComment: false,
  translateValues: false,
};

/** The metadata blocks of an image, decoded as far as exifr goes. */
interface Blocks {
  exif?: Record<string, unknown>;
  iptc?: Record<string, unknown>;
  xmp?: string;
  pngText?: { keyword: string; text: string }[];
}

/** Runs a decoder of one optional block; a damaged block is left out rather than failing the rest. */
async function optional<T>(decode: () => Promise<T> | T): Promise<T | undefined> {
  try {
    return (await decode()) ?? undefined;
  } catch {
    return undefined;
  }
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** An EXIF block as TIFF data: sharp gives JPEG/WebP/AVIF EXIF with the "Exif\0\0" prefix of the JPEG APP1 segment. */
function tiffOf(exif: Buffer): Buffer {
  return exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
}

/** An XMP packet as text: UTF-8, or UTF-16 when the first character shows it (XMP allows both). */
function xmpText(xmp: Uint8Array): string {
  const buffer = Buffer.from(xmp.buffer, xmp.byteOffset, xmp.byteLength);
  if (buffer[0] === 0x3c && buffer[1] === 0x00) return new TextDecoder('utf-16le').decode(buffer);
  if (buffer[0] === 0x00 && buffer[1] === 0x3c) return new TextDecoder('utf-16be').decode(buffer);
  return buffer.toString('utf8');
}

const GIF_XMP_EXTENSION = Buffer.from('\x21\xff\x0bXMP DataXMP', 'latin1');
/** The "magic trailer" that ends the XMP application extension in a GIF: 0x01, 0xFF, 0xFE, … 0x00. */
const GIF_XMP_TRAILER = Buffer.from([0x01, 0xff, 0xfe]);

/**
 * The XMP packet of a GIF (libvips does not read it): the bytes of the "XMP DataXMP" application
 * extension up to its magic trailer (XMP Specification Part 3, §1.1.2).
 */
function gifXmp(bytes: Buffer): string | undefined {
  const start = bytes.indexOf(GIF_XMP_EXTENSION);
  if (start < 0) return undefined;
  const from = start + GIF_XMP_EXTENSION.length;
  const end = bytes.indexOf(GIF_XMP_TRAILER, from);
  return end < 0 ? undefined : xmpText(bytes.subarray(from, end));
}

/**
 * The metadata blocks of an image: found by sharp, decoded by exifr. A TIFF's own tags (its IFD0),
 * and files sharp cannot open (HEIC without an HEVC decoder), are read by exifr alone.
 */
async function blocksOf(bytes: Buffer): Promise<Blocks> {
  const metadata = await optional(() => sharp(bytes).metadata());
  if (!metadata || metadata.format === 'tiff') {
    const output = asRecord(await optional(() => exifr.parse(bytes, EXIFR_FILE_OPTIONS)));
    return {
      exif: asRecord(output?.ifd0),
      iptc: asRecord(output?.iptc),
      ...(typeof output?.xmp === 'string' ? { xmp: output.xmp } : {}),
    };
  }
  const { exif, iptc, xmp, comments } = metadata;
  return {
    exif: exif ? asRecord(await optional(() => exifr.sidecar(tiffOf(exif), EXIFR_TIFF_OPTIONS, 'tiff'))) : undefined,
    iptc: iptc ? asRecord(await optional(() => exifr.sidecar(iptc, {}, 'iptc'))) : undefined,
    xmp: xmp ? xmpText(xmp) : metadata.format === 'gif' ? gifXmp(bytes) : undefined,
    pngText: comments,
  };
}

/**
 * IPTC text as read by exifr is Latin-1; most writers (Photoshop, Lightroom, ExifTool) store UTF-8.
 * Text that is valid UTF-8 when taken back to bytes is decoded as UTF-8, the rest stays Latin-1.
 */
function iptcText(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[\u0080-\u00ff]/.test(text) || /[^\u0000-\u00ff]/.test(text)) return text;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'latin1'));
  } catch {
    return text;
  }
}

/** The strings of a decoded tag value: a string, or each string of an array. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

// ---- XMP (RDF/XML) ----

type Scope = ReadonlyMap<string, string>;

/** The namespace scope inside an element: the outer one plus the element's xmlns:prefix declarations. */
function scopeOf(node: XmlNode, outer: Scope): Scope {
  const attributes = node[':@'] as Record<string, unknown> | undefined;
  const declared = Object.entries(attributes ?? {}).filter(([name]) => name.startsWith('xmlns:'));
  if (!declared.length) return outer;
  const scope = new Map(outer);
  for (const [name, uri] of declared) scope.set(name.slice(6), String(uri));
  return scope;
}

/** A qualified name ("dc:title") as namespace URI + local name ("http://purl.org/dc/elements/1.1/title"). */
function expandedName(qualified: string, scope: Scope): { namespace: string; local: string } {
  const colon = qualified.indexOf(':');
  if (colon < 0) return { namespace: '', local: qualified };
  return { namespace: scope.get(qualified.slice(0, colon)) ?? '', local: qualified.slice(colon + 1) };
}

/** Whether an attribute is an RDF property (not xmlns, xml:lang or rdf:about). */
function isPropertyAttribute(name: string, scope: Scope): boolean {
  if (name === 'xmlns' || name.startsWith('xmlns:') || name.startsWith('xml:')) return false;
  const { namespace } = expandedName(name, scope);
  return namespace !== '' && namespace !== RDF;
}

interface Leaf {
  /** Local name of the innermost property holding the text: the property itself, or a field of a structure. */
  part: string;
  text: string;
}

/**
 * The texts of an RDF property value: its text content, the items of an rdf:Alt (x-default first),
 * rdf:Bag or rdf:Seq, and the fields of a structure (as attributes, rdf:Description or
 * rdf:parseType="Resource"), each with the name of the (innermost) property it belongs to.
 */
function leavesOf(node: XmlNode, part: string, outer: Scope, leaves: Leaf[]): void {
  const scope = scopeOf(node, outer);
  const attributes = Object.entries((node[':@'] as Record<string, unknown> | undefined) ?? {});
  const isRdf = (name: string, local: string) => {
    const expanded = expandedName(name, scope);
    return expanded.namespace === RDF && expanded.local === local;
  };
  if (attributes.some(([name]) => isRdf(name, 'resource'))) return; // a URI, not words
  const children = childrenOf(node);
  const text = children.map((child) => ('#text' in child ? String(child['#text']) : '')).join('');
  if (text.trim()) leaves.push({ part, text });
  for (const [name, value] of attributes) {
    if (isPropertyAttribute(name, scope)) leaves.push({ part: expandedName(name, scope).local, text: String(value) });
  }
  let elements = children.filter((child) => tagOf(child) !== undefined);
  if (isRdf(tagOf(node)!, 'Alt')) {
    // The default language first; the other languages follow in document order.
    const isDefault = (item: XmlNode) => Number(attributeOf(item, 'xml:lang') === 'x-default');
    elements = [...elements].sort((a, b) => isDefault(b) - isDefault(a));
  }
  for (const child of elements) {
    const { namespace, local } = expandedName(tagOf(child)!, scope);
    // RDF containers, items, descriptions and rdf:value carry the same property; other elements are fields.
    leavesOf(child, namespace === RDF ? part : local, scope, leaves);
  }
}

/** Every element of the tree (depth first) with its namespace scope, for which `match` is true; not looking inside a match. */
function findElements(
  nodes: XmlNode[],
  scope: Scope,
  match: (namespace: string, local: string) => boolean,
): { node: XmlNode; scope: Scope }[] {
  const found: { node: XmlNode; scope: Scope }[] = [];
  const visit = (node: XmlNode, outer: Scope) => {
    const tag = tagOf(node);
    if (!tag || tag.startsWith('?')) return;
    const inner = scopeOf(node, outer);
    const { namespace, local } = expandedName(tag, inner);
    if (match(namespace, local)) found.push({ node, scope: inner });
    else childrenOf(node).forEach((child) => visit(child, inner));
  };
  nodes.forEach((node) => visit(node, scope));
  return found;
}

/** The values of the XMP properties read (XMP_PROPERTIES), from every rdf:Description of the packet. */
function xmpEntries(xmp: string): Entry[] {
  const tree = xmlParser.parse(xmp) as XmlNode[];
  const values = new Map<string, Leaf[]>();
  const add = (name: string, leaves: Leaf[]) => values.set(name, [...(values.get(name) ?? []), ...leaves]);
  const root = new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]);
  for (const { node: description, scope: outer } of findElements(
    tree,
    root,
    (ns, local) => ns === RDF && local === 'Description',
  )) {
    const scope = scopeOf(description, outer);
    const attributes = description[':@'] as Record<string, unknown> | undefined;
    for (const [name, value] of Object.entries(attributes ?? {})) {
      if (!isPropertyAttribute(name, scope)) continue;
      const { namespace, local } = expandedName(name, scope);
      add(namespace + local, [{ part: local, text: String(value) }]);
    }
    for (const property of childrenOf(description)) {
      const tag = tagOf(property);
      if (!tag) continue;
      const { namespace, local } = expandedName(tag, scopeOf(property, scope));
      const leaves: Leaf[] = [];
      leavesOf(property, local, scope, leaves);
      add(namespace + local, leaves);
    }
  }
  return XMP_PROPERTIES.flatMap(({ name, field, parts }) =>
    (values.get(name) ?? [])
      .filter((leaf) => !parts || parts.has(leaf.part))
      .map((leaf) => ({ field, value: leaf.text })),
  );
}

// ---- putting it together ----

/** A value's identity for "each distinct value once": without case, accents or spacing differences. */
function identity(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The entries of every block: XMP first (full Unicode, the most complete), then IPTC, EXIF and PNG text. */
async function entriesOf(blocks: Blocks): Promise<Entry[]> {
  const entries: Entry[] = [];
  if (blocks.xmp) entries.push(...((await optional(() => xmpEntries(blocks.xmp!))) ?? []));
  for (const [tag, field] of IPTC_TAGS) {
    for (const value of stringsOf(blocks.iptc?.[tag])) entries.push({ field, value: iptcText(value) });
  }
  for (const [tag, field] of EXIF_TAGS) {
    for (const value of stringsOf(blocks.exif?.[tag])) {
      const values = tag === 'XPKeywords' ? value.split(';') : [value];
      entries.push(...values.map((text) => ({ field, value: text })));
    }
  }
  for (const [keyword, field] of PNG_TEXT_KEYWORDS) {
    for (const chunk of blocks.pngText ?? [])
      if (chunk.keyword.toLowerCase() === keyword) entries.push({ field, value: chunk.text });
  }
  return entries;
}

/**
 * The words in an image's metadata (XMP, IPTC, EXIF, PNG text) as text: titles, then headlines,
 * descriptions and captions, keywords (on one line, comma-separated) and the rest (people, places,
 * creators, credits, copyright), one value a line, each distinct value once (values that differ only
 * in case, accents or spacing count as one; the first is kept). Camera placeholders such as
 * "OLYMPUS DIGITAL CAMERA" are left out. Metadata is optional: an image without it, or one that
 * cannot be read, gives ''. Never throws.
 */
export async function readImageMetadata(bytes: Uint8Array): Promise<ImageMetadataText> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = await entriesOf(await blocksOf(buffer));
  const seen = new Set<string>();
  const byField = new Map<Field, string[]>(FIELD_ORDER.map((field) => [field, []]));
  for (const { field, value } of entries) {
    // eslint-disable-next-line no-control-regex
    const text = value.replace(/\u0000/g, '').trim();
    const key = identity(text);
    if (!key || seen.has(key) || CAMERA_PLACEHOLDERS.has(key)) continue;
    seen.add(key);
    byField.get(field)!.push(text);
  }
  const lines = FIELD_ORDER.flatMap((field) => {
    const values = byField.get(field)!;
    return field === 'keywords' ? (values.length ? [values.join(', ')] : []) : values;
  });
  const title = byField.get('title')![0];
  return { text: lines.join('\n'), ...(title ? { title } : {}) };
}
