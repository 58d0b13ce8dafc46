/**
 * The text of a PDF written by pdfkit, read back the way a PDF reader copies it: content streams'
 * glyph codes mapped through the font's ToUnicode CMap. For tests that check what the report says.
 */
import type { Buffer } from 'node:buffer';
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): string[] {
  const texts: string[] = [];
  const marker = /stream\r?\n/g;
  const raw = pdf.toString('latin1');
  for (let match = marker.exec(raw); match; match = marker.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      texts.push(inflateSync(bytes).toString('latin1'));
    } catch {
      texts.push(bytes.toString('latin1'));
    }
    marker.lastIndex = end + 'endstream'.length;
  }
  return texts;
}

function toUnicodeMap(cmaps: string[]): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (text: string) => parseInt(text, 16);
  const chars = (text: string) =>
    String.fromCodePoint(...(text.match(/.{4}/g) ?? []).map((unit) => hex(unit)));
  for (const cmap of cmaps) {
    for (const [, from, , list] of cmap.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi,
    )) {
      [...list.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, value], i) =>
        map.set(hex(from) + i, chars(value)),
      );
    }
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, code, value] of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
        map.set(hex(code), chars(value));
      }
    }
  }
  return map;
}

/** Every shown string of the PDF, one entry per text operation, in page order. */
export function pdfText(pdf: Buffer): string[] {
  const all = streams(pdf);
  const unicode = toUnicodeMap(all.filter((text) => text.includes('begincmap')));
  const lines: string[] = [];
  for (const content of all.filter((text) => /\bTJ\b/.test(text))) {
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const codes = [...array.matchAll(/<([0-9a-f]+)>/gi)].flatMap(
        ([, run]) => run.match(/.{4}/g) ?? [],
      );
      lines.push(codes.map((code) => unicode.get(parseInt(code, 16)) ?? '').join(''));
    }
  }
  return lines;
}
