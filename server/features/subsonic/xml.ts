/**
 * The Subsonic API's XML form of an answer: each object is an element whose plain values are its
 * attributes, whose arrays are repeated child elements named by their key, whose objects are child
 * elements, and whose `value` is its text (a lyrics line). The same object, as it is, is the JSON
 * form, so one tree serves both.
 */

export type XmlValue = string | number | boolean | null | undefined | XmlObject | XmlValue[];
export interface XmlObject {
  [key: string]: XmlValue;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text XML 1.0 admits: control characters other than tab, newline and return are dropped. */
function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what XML 1.0 refuses.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (c) => ESCAPES[c])
  );
}

function isPlain(value: XmlValue): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

export function element(name: string, node: XmlObject): string {
  let attributes = '';
  let children = '';
  let text = '';
  for (const [key, value] of Object.entries(node)) {
    if (value === null || value === undefined) continue;
    if (key === 'value' && isPlain(value)) text = escapeXml(String(value));
    else if (isPlain(value)) attributes += ` ${key}="${escapeXml(String(value))}"`;
    else if (Array.isArray(value)) {
      for (const item of value) {
        if (isPlain(item)) children += `<${key}>${escapeXml(String(item))}</${key}>`;
        else if (item && !Array.isArray(item)) children += element(key, item);
      }
    } else children += element(key, value);
  }
  const inner = text + children;
  return inner ? `<${name}${attributes}>${inner}</${name}>` : `<${name}${attributes}/>`;
}

/** The whole document, the root in the Subsonic namespace. */
export function xmlDocument(root: string, node: XmlObject): string {
  const body = element(root, node);
  const withNamespace = body.replace(`<${root}`, `<${root} xmlns="http://subsonic.org/restapi"`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${withNamespace}`;
}
