// Which build a bin loads: the bundle (`dist/bundle/<name>.js`, built by `npm run build`) when it
// is at least as new as the compiled module tree, else the module tree itself. Same code either
// way; the bundle only loads faster.
import fs from 'node:fs';

const mtime = (url) => {
  try {
    return fs.statSync(url).mtimeMs;
  } catch {
    return -1;
  }
};

export function entry(bundleName, treePath) {
  const bundle = new URL(`../dist/bundle/${bundleName}.js`, import.meta.url);
  const tree = new URL(`../dist/${treePath}`, import.meta.url);
  return mtime(bundle) >= mtime(tree) ? bundle.href : tree.href;
}
