/**
 * Input the app refuses wherever it arrives (a JSON body, a multipart form's fields, a query
 * string, a path parameter): text PostgreSQL cannot store or that would lie when shown, and JSON
 * nested deeper than any of the API's bodies. See docs/security.md, "Input the app refuses".
 */

/** The API's bodies nest a few levels (a lecture's fees in a list); 32 leaves room to grow. */
export const MAX_INPUT_DEPTH = 32;

export const UNUSABLE_CHARACTER =
  '입력한 내용에 쓸 수 없는 문자(제어 문자 등)가 들어 있습니다. 그 문자를 지우고 다시 입력해 주세요.';
export const TOO_DEEP = '요청 형식이 올바르지 않습니다. 너무 깊게 중첩된 내용은 받지 않습니다.';

/**
 * Characters no field takes: NUL (a PostgreSQL `text` cannot hold it: the query fails), the other
 * C0 controls but tab, line feed and carriage return, the C1 controls (U+0085 included), and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder
 * the words around them where the text is shown (감사 기록 showed an override reversing the
 * app's own sentence). The invisible marks U+200E, U+200F and U+061C stay allowed (they occur in
 * pasted text); the back office shows them escaped (frontend/src/lib/visible-text.ts).
 */
// Matching control characters is this expression's purpose.
const UNUSABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u0080-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type InputRefusal = 'character' | 'depth';

/**
 * Why `value` (parsed input: strings, numbers, arrays, plain objects) is refused, or undefined.
 * A lone surrogate (half of a UTF-16 pair, which `\ud800` in JSON makes) is refused too: the
 * driver would store it as U+FFFD, silently changing what was typed. Object keys are text too.
 */
export function inputRefusal(value: unknown, depth = 0): InputRefusal | undefined {
  if (typeof value === 'string') return isUsableText(value) ? undefined : 'character';
  if (typeof value !== 'object' || value === null) return undefined;
  // Buffers and other non-plain objects (multer's file) are not text.
  if (ArrayBuffer.isView(value)) return undefined;
  if (depth >= MAX_INPUT_DEPTH) return 'depth';
  if (Array.isArray(value)) {
    for (const item of value) {
      const refusal = inputRefusal(item, depth + 1);
      if (refusal) return refusal;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isUsableText(key)) return 'character';
    const refusal = inputRefusal(item, depth + 1);
    if (refusal) return refusal;
  }
  return undefined;
}

function isUsableText(text: string): boolean {
  return !UNUSABLE.test(text);
}

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the JSON text `bytes` (UTF-8) nests arrays and objects deeper than `max`, read before
 * JSON.parse: a 1 MB body of nested arrays costs JSON.parse about 100 ms of CPU (20 times a flat
 * megabyte) and overflows class-transformer's stack after it. This scan stops at the first byte
 * past the limit; a whole 440 kB lecture body costs it about 1 ms (JSON.parse: 3 ms). Multi-byte
 * UTF-8 sequences never contain these ASCII bytes, so bytes inside strings cannot be mistaken
 * for brackets once quotes and escapes are followed.
 */
export function jsonNestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** body-parser's `verify`: refuses a JSON body nested too deep before it is parsed. */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  if (jsonNestsDeeperThan(body, MAX_INPUT_DEPTH)) {
    // The type is how ApiExceptionFilter knows body-parser's errors (it answers 400 in Korean).
    throw Object.assign(new Error('JSON nested too deep'), {
      status: 400,
      type: 'entity.too.deep',
    });
  }
}
