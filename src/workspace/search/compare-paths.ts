/**
 * Orders two file names by Unicode code point, which is the byte order of their UTF-8 form and so the
 * order ripgrep's `--sort path` uses.
 */
export function compareNames(left: string, right: string): number {
  return compareWithSeparator(left, right, false);
}

/**
 * Orders two relative posix paths as a depth-first walk that visits each directory's entries in name
 * order would: a directory comes right before its contents, and "a/b" sorts before "a-c".
 */
export function comparePaths(left: string, right: string): number {
  return compareWithSeparator(left, right, true);
}

function compareWithSeparator(left: string, right: string, separatorFirst: boolean): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const leftUnit = left.charCodeAt(index);
    const rightUnit = right.charCodeAt(index);
    if (leftUnit === rightUnit) continue;
    // A "/" ends a path segment, and a segment sorts before any longer segment it is a prefix of.
    if (separatorFirst && leftUnit === SLASH) return -1;
    if (separatorFirst && rightUnit === SLASH) return 1;
    return codePointRank(leftUnit) - codePointRank(rightUnit);
  }
  return left.length - right.length;
}

const SLASH = 0x2f;

// UTF-16 puts surrogates (U+D800 to U+DFFF) before U+E000 to U+FFFF, but the code points they encode
// come after; moving both ranges makes code unit order agree with code point order.
function codePointRank(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  if (unit >= 0xd800) return unit + 0x2000;
  return unit;
}
