import { posix } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import JSZip from 'jszip';

// Helpers for reading Office Open XML packages (DOCX, PPTX, XLSX): a ZIP of XML parts tied together
// by relationship (.rels) parts. XML is parsed with fast-xml-parser keeping document order.

/** One element of an order-preserving fast-xml-parser tree: `{ tag: children, ':@': attributes }` or `{ '#text': text }`. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Decodes numeric character references (&#233;) as well as the XML ones.
  htmlEntities: true,
});

/** Opens a ZIP package; bytes that are not a (whole) ZIP throw an Error saying so, with JSZip's reason. */
export async function openPackage(bytes: Uint8Array): Promise<JSZip> {
  try {
    return await JSZip.loadAsync(bytes);
  } catch (error) {
    // JSZip's messages end with advice and a link ("… ? If it is, see https://…"): keep the first part.
    const reason = error instanceof Error ? error.message.split(/ If it is, see /)[0]!.trim() : String(error);
    throw new Error(`it is not a valid ZIP package (${reason.replace(/[ .]+$/, '')})`, { cause: error });
  }
}

/** The parsed XML part at `path`, or undefined when the package has no such part. */
export async function readXml(zip: JSZip, path: string): Promise<XmlNode[] | undefined> {
  const file = zip.file(path);
  if (!file) return undefined;
  return parser.parse(await file.async('string')) as XmlNode[];
}

/** The part an OOXML package must contain, or an Error naming it. */
export async function requireXml(zip: JSZip, path: string): Promise<XmlNode[]> {
  const xml = await readXml(zip, path);
  if (!xml) throw new Error(`the package has no ${path} part`);
  return xml;
}

/** The tag name of an element node (undefined for text nodes). */
export function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text');
}

/** The child nodes of an element node. */
export function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  const children = tag ? node[tag] : undefined;
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

/** An attribute of an element node, by its qualified name ("r:id"). */
export function attributeOf(node: XmlNode, name: string): string | undefined {
  const attributes = node[':@'] as Record<string, unknown> | undefined;
  const value = attributes?.[name];
  return value === undefined ? undefined : String(value);
}

/** Every element named `tag` at or below `nodes`, in document order (not looking inside a match). */
export function findAll(nodes: XmlNode[], tag: string): XmlNode[] {
  const found: XmlNode[] = [];
  const visit = (node: XmlNode) => {
    if (tagOf(node) === tag) found.push(node);
    else childrenOf(node).forEach(visit);
  };
  nodes.forEach(visit);
  return found;
}

/**
 * The text inside `nodes`: the content of every `textTag` element, in document order, skipping the
 * subtrees of `skipTags`; `breakTags` (line breaks, tabs) give a newline or tab.
 */
export function textWithin(
  nodes: XmlNode[],
  textTag: string,
  options: { breakTags?: Record<string, string>; skipTags?: ReadonlySet<string> } = {},
): string {
  let text = '';
  const visit = (node: XmlNode, inText: boolean) => {
    if ('#text' in node) {
      if (inText) text += String(node['#text']);
      return;
    }
    const tag = tagOf(node);
    if (!tag || options.skipTags?.has(tag)) return;
    const breakText = options.breakTags?.[tag];
    if (breakText !== undefined) text += breakText;
    childrenOf(node).forEach((child) => visit(child, inText || tag === textTag));
  };
  nodes.forEach((node) => visit(node, false));
  return text;
}

/**
 * The relationships of a part ("ppt/presentation.xml" → ppt/_rels/presentation.xml.rels), as
 * Id → { type, target } with targets resolved to package paths. External targets are left out.
 */
export async function relationshipsOf(
  zip: JSZip,
  partPath: string,
): Promise<Map<string, { type: string; target: string }>> {
  const dir = posix.dirname(partPath);
  const relsPath = posix.join(dir, '_rels', `${posix.basename(partPath)}.rels`);
  const rels = new Map<string, { type: string; target: string }>();
  for (const rel of findAll((await readXml(zip, relsPath)) ?? [], 'Relationship')) {
    const id = attributeOf(rel, 'Id');
    const target = attributeOf(rel, 'Target');
    if (!id || !target || attributeOf(rel, 'TargetMode') === 'External') continue;
    const path = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(dir, target));
    rels.set(id, { type: attributeOf(rel, 'Type') ?? '', target: path });
  }
  return rels;
}

/** The path of the package's main part (the officeDocument relationship of _rels/.rels), or `fallback`. */
export async function mainPartPath(zip: JSZip, fallback: string): Promise<string> {
  for (const rel of (await relationshipsOf(zip, '')).values()) {
    if (rel.type.endsWith('/officeDocument')) return rel.target;
  }
  return fallback;
}

/** The document title from docProps/core.xml (dc:title), when it is set. */
export async function coreTitle(zip: JSZip): Promise<string | undefined> {
  const core = await readXml(zip, 'docProps/core.xml');
  const title = core ? textWithin(findAll(core, 'dc:title'), 'dc:title').trim() : '';
  return title || undefined;
}
