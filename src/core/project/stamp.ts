/**
 * Stat stamps (`--cache`): a file's or folder's stat standing in for its content. Equal stamps mean
 * unchanged, as git's index trusts a stat; `undefined` when the stat cannot be trusted.
 */
import fs from 'node:fs';

/** A change less than this long ago may be followed by another within the same timestamp ("racily clean"). */
const RACY_MS = 2000;

const recent = (st: fs.Stats): boolean => Date.now() - Math.max(st.mtimeMs, st.ctimeMs) < RACY_MS;

/**
 * A file: inode (of the link and of its target), size, modification and change times; `undefined`
 * when it does not exist or changed too recently.
 */
export function fileStamp(abs: string): string | undefined {
  try {
    const link = fs.lstatSync(abs);
    const st = link.isSymbolicLink() ? fs.statSync(abs) : link;
    if (recent(st)) return undefined;
    return `${link.ino}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
  } catch {
    return undefined;
  }
}

/**
 * A folder's listing: its inode, modification time (an entry added, removed or renamed) and change
 * time (also permissions); `undefined` when it is gone or changed too recently.
 */
export function dirStamp(abs: string): string | undefined {
  const st = fs.statSync(abs, { throwIfNoEntry: false });
  if (!st || recent(st)) return undefined;
  return `${st.ino}:${st.mtimeMs}:${st.ctimeMs}`;
}
