// Source patches applied while bundling (scripts/bundle.mjs), so the bins run them; the library
// entry (dist/index.js) and the tests under vitest run the dependencies as published. Each patch
// names the exact code it replaces and fails the build when that code is not there (a dependency
// update must be looked at again), and test/bundle-patches.test.ts checks that a patched parser
// builds the same trees as the published one.

/**
 * mdast-util-from-markdown 2.1.0 `compile` calls every event handler on a fresh copy of its
 * context (`{...context, sliceSerialize}`): one object of nine properties per micromark event,
 * ~20 % of a parse's CPU on the bench corpus (and GC 4.0 → 2.3 s of the same profile once gone). The handlers only read
 * `this` (none of them, nor the mdast-util-gfm-* / frontmatter handlers wflint uses, assigns a
 * property on it), so setting `sliceSerialize` on the one context before each call gives them
 * the same values. Measured: 1,174 bench documents parse in 5.5–6.8 s instead of 8.3–9.3 s.
 */
const CONTEXT_COPY = /\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\s*\}/g;

/**
 * micromark-util-subtokenize 2.1.0 keeps the event index jumps of a document in plain objects keyed
 * by event index (`jumps`, and each content's `gaps` merged into it by `Object.assign`): sparse
 * integer keys, so dictionary-mode elements, and the merge and the lookups take the generic slow
 * paths. `subtokenize` and `subcontent` took ~16 % of the parse-only floor's CPU on the bench
 * corpus, about 40 % of that on those two lines (line-level profile of the module tree).
 * A `Map` holds the same number → number pairs; the code only sets, tests and reads them.
 */
const SUBTOKENIZE = [
  [/const jumps = \{\};/g, 'const jumps = new Map();'],
  [/while \(index in jumps\) \{\s*index = jumps\[index\];\s*\}/g, 'while (jumps.has(index)) index = jumps.get(index);'],
  // A content's gaps come back as a flat list of pairs: iterating a Map's entries allocates one
  // array per pair (~1.5 % of the parse floor's CPU on that line alone).
  [
    /Object\.assign\(jumps, subcontent\(events, index\)\);\s*index = jumps\[index\];/g,
    'const gaps = subcontent(events, index);\n        for (let g = 0; g < gaps.length; g += 2) jumps.set(gaps[g], gaps[g + 1]);\n        index = jumps.get(index);',
  ],
  [/const gaps = \{\};/g, 'const gaps = [];'],
  [/gaps\[adjust \+ jumps\[index\]\[0\]\] = adjust \+ jumps\[index\]\[1\];/g, 'gaps.push(adjust + jumps[index][0], adjust + jumps[index][1]);'],
  // Each pass copies the events back into the caller's array; micromark-util-chunked's splice
  // inserts 10,000 at a time, moving what follows each time (quadratic in a long document).
  [
    /splice\(eventsArray, 0, Number\.POSITIVE_INFINITY, events\.slice\(0\)\);/g,
    'const copied = events.slice(0);\n  eventsArray.length = copied.length;\n  for (let i = 0; i < copied.length; i++) eventsArray[i] = copied[i];',
  ],
];

/**
 * micromark 4.0.3 tokenizes a document one character at a time, through one state call per
 * character, and does so more than once: the document tokenizer reads every line to its end
 * (`flowContinue`), then the flow tokenizer reads a paragraph's lines again (`chunkInside`) and a
 * fenced code block's content (`contentChunk`), and the text tokenizer reads inline data (`data`).
 * Preprocessing splits line endings, tabs and NUL out of the string chunks, so a state that
 * consumes every character of a line consumes the rest of a string chunk too, and `data` consumes
 * every character no text construct starts with (`constructs[code]` unset: nothing can break
 * there, whatever came before). `consumeRest(code, stops)` advances over those at once, as
 * consecutive `consume` calls would (same point, same `previous`), up to the first character
 * `stops` has an entry for. Measured on the bench corpus and a loop gate in BENCHMARKS.md
 * (session 14).
 */
const CONSUME = /\n  function consume\(code\) \{/g;
const CONSUME_REST = `
  function consumeRest(code, stops) {
    consume(code);
    if (point._bufferIndex > 0) {
      const chunk = chunks[point._index];
      let end = chunk.length;
      if (stops) {
        end = point._bufferIndex;
        while (end < chunk.length && stops[chunk.charCodeAt(end)] === undefined) end++;
      }
      const rest = end - point._bufferIndex;
      if (rest === 0) return;
      point.column += rest;
      point.offset += rest;
      context.previous = chunk.charCodeAt(end - 1);
      if (end < chunk.length) {
        point._bufferIndex = end;
      } else {
        point._bufferIndex = -1;
        point._index++;
      }
    }
  }
`;
const EFFECTS = /\n    consume,\n    enter,\n/g;

/** `effects.consume(code);\n    return <state>;` in `<state>` of a file, to call `consumeRest` instead. */
const restOfLine = (state) => new RegExp(`(function ${state}\\(code\\) \\{[^]*?)effects\\.consume\\(code\\);(\\s*return ${state};\\s*\\})`, 'g');

/**
 * A patch that makes states of a micromark file consume the rest of a string chunk at once:
 * `[state]` every character, `[state, stops]` up to one the object named `stops` has an entry for.
 */
const consumesRest = (name, file, states) => ({
  name,
  file,
  apply(code) {
    for (const [state, stops] of states) {
      const pattern = restOfLine(state);
      const found = code.match(pattern)?.length ?? 0;
      if (found !== 1)
        throw new Error(`${name}: expected state \`${state}\` ending in \`effects.consume(code); return ${state};\` once, found it ${found} times; review scripts/bundle-patches.mjs for this version`);
      code = code.replace(pattern, `$1effects.consumeRest(code${stops ? `, ${stops}` : ''});$2`);
    }
    return code;
  },
});

export const PATCHES = [
  {
    name: 'mdast-util-from-markdown: one compile context',
    file: /[\\/]node_modules[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/,
    apply(code) {
      const copies = code.match(CONTEXT_COPY)?.length ?? 0;
      if (copies !== 3) throw new Error(`mdast-util-from-markdown/lib/index.js: expected 3 context copies in compile, found ${copies}; review scripts/bundle-patches.mjs for this version`);
      return code.replace(CONTEXT_COPY, '(context.sliceSerialize = events[index][2].sliceSerialize, context)');
    },
  },
  {
    name: 'micromark-util-subtokenize: jumps in a Map',
    file: /[\\/]node_modules[\\/]micromark-util-subtokenize[\\/]index\.js$/,
    apply(code) {
      for (const [pattern, replacement] of SUBTOKENIZE) {
        const found = code.match(pattern)?.length ?? 0;
        if (found !== 1) throw new Error(`micromark-util-subtokenize/index.js: expected ${pattern} once, found it ${found} times; review scripts/bundle-patches.mjs for this version`);
        code = code.replace(pattern, replacement);
      }
      return code;
    },
  },
  {
    name: 'micromark: consumeRest',
    file: /[\\/]node_modules[\\/]micromark[\\/]lib[\\/]create-tokenizer\.js$/,
    apply(code) {
      for (const pattern of [CONSUME, EFFECTS]) {
        const found = code.match(pattern)?.length ?? 0;
        if (found !== 1) throw new Error(`micromark/lib/create-tokenizer.js: expected ${pattern} once, found it ${found} times; review scripts/bundle-patches.mjs for this version`);
      }
      return code.replace(EFFECTS, '\n    consume,\n    consumeRest,\n    enter,\n').replace(CONSUME, `${CONSUME_REST}\n  function consume(code) {`);
    },
  },
  consumesRest('micromark: a document line at once', /[\\/]node_modules[\\/]micromark[\\/]lib[\\/]initialize[\\/]document\.js$/, [['flowContinue']]),
  consumesRest('micromark: a content line at once', /[\\/]node_modules[\\/]micromark-core-commonmark[\\/]lib[\\/]content\.js$/, [['chunkInside']]),
  consumesRest('micromark: a fenced code line at once', /[\\/]node_modules[\\/]micromark-core-commonmark[\\/]lib[\\/]code-fenced\.js$/, [['contentChunk']]),
  consumesRest('micromark: inline data up to a construct', /[\\/]node_modules[\\/]micromark[\\/]lib[\\/]initialize[\\/]text\.js$/, [['data', 'constructs']]),
];

/** A rolldown plugin applying PATCHES; it fails the build if a patch finds no file to apply to. */
export function patchPlugin() {
  const applied = new Set();
  return {
    name: 'wflint-bundle-patches',
    transform(code, id) {
      const patch = PATCHES.find((p) => p.file.test(id));
      if (!patch) return null;
      applied.add(patch.name);
      return { code: patch.apply(code), map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = PATCHES.filter((p) => !applied.has(p.name)).map((p) => p.name);
      if (missing.length) throw new Error(`bundle patches not applied: ${missing.join(', ')}`);
    },
  };
}
