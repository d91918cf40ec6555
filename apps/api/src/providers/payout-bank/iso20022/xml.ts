import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * Bank files as XML. Writing: one builder, so every file has the same declaration and layout.
 * Reading files that come from outside: everything that could make the parser do more than
 * read is refused before it runs: an oversized file, any DTD (external entities read local
 * files, nested ones expand to gigabytes) and text that is not well-formed XML.
 */

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: true, indentBy: "  " });

/** A document from `{ Document: { "@_xmlns": …, … } }`, children in the XSD's sequence as given. */
export const writeXml = (document: { Document: object }): string =>
  builder.build({ "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" }, ...document });

/** 2026-12-04T09:30:00Z: an ISODateTime without the milliseconds some banks' schemas refuse. */
export const isoDateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

type XmlRefusal = { code: "tooLarge" | "forbiddenMarkup" | "notXml"; message: string };

const FORBIDDEN_MARKUP = /<!(DOCTYPE|ENTITY)/i;
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** The file as text, or why it is refused; nothing is parsed yet. */
export function screenXml(file: Buffer | string, maxBytes: number): { text: string } | XmlRefusal {
  const tooLarge = { code: "tooLarge", message: `The file is larger than ${maxBytes / 1024 / 1024} MB.` } as const;
  // A character is at least a byte: a long string is refused without counting its bytes.
  if (file.length > maxBytes) return tooLarge;
  if (typeof file === "string" && Buffer.byteLength(file, "utf8") > maxBytes) return tooLarge;
  let text: string;
  try {
    text = typeof file === "string" ? file.replace(/^\uFEFF/, "") : utf8.decode(file);
  } catch {
    return { code: "notXml", message: "The file is not UTF-8 text." };
  }
  if (FORBIDDEN_MARKUP.test(text))
    return { code: "forbiddenMarkup", message: "The file declares a DTD or entities, which bank files never do." };
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { code: "notXml", message: `The file is not well-formed XML: ${valid.err.msg}` };
  return { text };
}

/** A parsed element: its children by name, its attributes as `@_Name`, its text as `#text`. */
export type XmlNode = { [name: string]: unknown };

/**
 * Parses screened text. Values stay strings (an amount never becomes a float); the listed
 * elements are always arrays, so one of them reads like several; namespace prefixes are dropped
 * from element names, so `ns2:Document` reads like `Document`.
 */
export function parseXml(text: string, repeated: ReadonlySet<string>): XmlNode {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    transformTagName: (name) => name.replace(/^[^:]*:/, ""),
    isArray: (name) => repeated.has(name),
  });
  return parser.parse(text) as XmlNode;
}

const isNode = (value: unknown): value is XmlNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The element at `path` below `node`, if there is one. */
export function at(node: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>((current, name) => (isNode(current) ? current[name] : undefined), node);
}

/** A repeated element's occurrences (configured as arrays by `parseXml`). */
export const all = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * The text of an element or attribute, null when absent or empty. Entities stay unexpanded in
 * the parser (processEntities: false); the five XML predefines and character references are
 * decoded here, which cannot expand into more than one character each.
 */
export function textOf(value: unknown): string | null {
  const raw = isNode(value) ? value["#text"] : value;
  if (typeof raw !== "string" || raw === "") return null;
  return raw.replace(/&(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g, (entity, name: string) => {
    if (!name.startsWith("#")) return PREDEFINED[name]!;
    const code = name[1] === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
