// Text inside SpreadsheetML: the five XML escapes, and the characters XML 1.0 cannot carry at all (C0
// controls other than tab/newline/carriage return, U+FFFE/U+FFFF, lone surrogates) dropped or
// replaced, so a stray byte from a handset never makes Excel call the file corrupt. The fast path
// (nothing to do) is one regular-expression test, as almost every cell takes it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(NOT_XML, '')
    .replace(/[&<>"]/g, (c: string) => ESCAPES[c]!);
}
