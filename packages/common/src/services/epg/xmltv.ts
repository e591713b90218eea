import type { XMLParser, XMLValidator } from 'fast-xml-parser';
import { invalidReplyError } from '../../errors/httpErrors';

/**
 * XMLTV schedules. A `<programme>` element becomes the object `epgXmlProgramSchema` validates:
 * child elements by tag name with their text under `_text`, attributes under `_attributes`
 * (`{ title: { _text }, 'episode-num': { _text }, desc?, icon?: { _attributes: { src } },
 * _attributes: { start, stop, channel? } }`). XMLTV repeats `title` and `desc` once per language:
 * the one in the active language is kept, else the first.
 */
const REPEATABLE = new Set(['programme', 'title', 'desc', 'episode-num', 'icon', 'sub-title', 'category']);

const PARSER_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '',
  attributesGroupName: '_attributes',
  textNodeName: '_text',
  alwaysCreateTextNode: true,
  // Titles such as "1984" must stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (tagName: string) => REPEATABLE.has(tagName),
};

interface XmlTools {
  parser: XMLParser;
  validator: typeof XMLValidator;
}
let tools: Promise<XmlTools> | undefined;

/** The XML parser is imported the first time an XML schedule is read, so it stays out of first loads. */
function loadXmlTools(): Promise<XmlTools> {
  tools ??= import('fast-xml-parser').then(({ XMLParser, XMLValidator }) => ({ parser: new XMLParser(PARSER_OPTIONS), validator: XMLValidator }));
  return tools;
}

type XmlNode = Record<string, unknown>;

const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null && !Array.isArray(value);

const langOf = (node: XmlNode): unknown => (isNode(node._attributes) ? node._attributes.lang : undefined);

/** The variant in `language` of a repeated element, else the first one. */
function pickVariant(value: unknown, language: string | undefined): unknown {
  if (!Array.isArray(value)) return value;
  const nodes = value.filter(isNode);
  return (language ? nodes.find((node) => langOf(node) === language) : undefined) ?? nodes[0];
}

export interface XmltvOptions {
  language?: string | undefined;
  /** Keep only the programmes of this channel id. */
  channel?: string | undefined;
}

/**
 * The `<programme>` elements of an XMLTV document as plain objects, in document order (not yet
 * validated). A document that is not well-formed XML raises invalid_reply.
 */
export async function parseXmltvProgrammes(text: string, options: XmltvOptions = {}): Promise<XmlNode[]> {
  const { parser, validator } = await loadXmlTools();
  if (validator.validate(text) !== true) throw invalidReplyError('not XML');
  const document: unknown = parser.parse(text);
  const tv = isNode(document) ? document.tv : undefined;
  const programmes = isNode(tv) && Array.isArray(tv.programme) ? tv.programme.filter(isNode) : [];

  return programmes
    .filter((programme) => !options.channel || (isNode(programme._attributes) && programme._attributes.channel === options.channel))
    .map((programme) => {
      const flattened: XmlNode = { ...programme };
      for (const key of REPEATABLE) {
        if (key in flattened) flattened[key] = pickVariant(flattened[key], options.language);
      }
      return flattened;
    });
}

const XMLTV_DATE = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?\s*(?:([+-])(\d{2}):?(\d{2}))?$/;

/**
 * An XMLTV date ("YYYYMMDDHHmmss +0000"; seconds and offset optional, no offset means UTC) as an
 * ISO date-time string in UTC, or undefined when it is not a real date and time.
 */
export function xmltvDateToIso(value: string): string | undefined {
  const match = XMLTV_DATE.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds, sign, offsetHours, offsetMinutes] = match;
  const [y, mo, d, h, mi, sec] = [year, month, day, hours, minutes, seconds ?? '0'].map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || sec > 59) return undefined;
  const local = Date.UTC(y, mo - 1, d, h, mi, sec);
  // Date.UTC rolls impossible days over (31 April -> 1 May): refuse those.
  if (new Date(local).getUTCDate() !== d) return undefined;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(offsetHours ?? 0) * 60 + Number(offsetMinutes ?? 0)) * 60_000;
  return new Date(local - offsetMs).toISOString();
}
