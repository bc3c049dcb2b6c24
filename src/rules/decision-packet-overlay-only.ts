import { PACKET_KINDS, isPacketDoc } from '../kinds/loop/model.js';
import { defineRule, type Cause } from '../core/lint/rule.js';
import { proseMatches } from '../kinds/loop/claims.js';
import { packetView } from '../kinds/loop/packets.js';

/** Prose that claims native capability. */
const NATIVE_CLAIM = /native[ _-]capabilit(?:y|ies)|natively\s+supported|原生能力|原生支持/giu;

export default defineRule({
  id: 'decision-packet-overlay-only',
  meta: {
    type: 'problem',
    description: 'A capability backed only by overlay evidence is not claimed as native',
    severity: 'error',
    fixable: false,
    kinds: PACKET_KINDS,
    messages: {
      level: 'Unexpected `generalization_level: {{value}}` with only overlay evidence for {{what}}, expected a non-native level or `native_evidence`',
      prose: 'Unexpected native-capability claim `{{text}}` with only overlay evidence for {{what}}, expected it backed by `native_evidence`',
    },
  },
  check({ doc, report }) {
    if (!isPacketDoc(doc)) return;
    const view = packetView(doc);
    if (view.overlayEvidence.length === 0) return;
    const nativeCaps = new Set(view.nativeEvidence.flatMap((e) => (e.capability ? [e.capability] : [])));
    const overlayOnly = view.overlayEvidence.filter((e) => e.capability && !nativeCaps.has(e.capability));
    // Without capability names, overlay evidence with no native evidence at all backs the whole packet.
    const wholePacket = view.nativeEvidence.length === 0;
    if (!wholePacket && overlayOnly.length === 0) return;
    const caps = [...new Set(overlayOnly.map((e) => e.capability!))];
    const what = wholePacket && caps.length === 0 ? 'this packet' : caps.map((c) => `\`${c}\``).join(', ');
    const cause: Cause[] = (overlayOnly.length ? overlayOnly : view.overlayEvidence).map((e) => ({ start: e.start, end: e.end, message: 'Overlay evidence' }));
    const level = view.generalizationLevel;
    if (level && /^native(?:$|[\s_-])/i.test(level)) {
      const at = view.at(['evidence_state', 'generalization_level']);
      report({ messageId: 'level', data: { value: level, what }, start: at.start, end: at.end, cause });
    }
    for (const m of proseMatches(doc, NATIVE_CLAIM)) {
      if (!wholePacket) {
        // A capability-level claim counts when its line names an overlay-only capability.
        const lineStart = doc.text.lastIndexOf('\n', m.start) + 1;
        const lineEnd = doc.text.indexOf('\n', m.end);
        const line = doc.text.slice(lineStart, lineEnd === -1 ? doc.text.length : lineEnd);
        const named = caps.filter((c) => line.includes(c));
        if (named.length === 0) continue;
        report({ messageId: 'prose', data: { text: m.text, what: named.map((c) => `\`${c}\``).join(', ') }, start: m.start, end: m.end, cause });
        continue;
      }
      report({ messageId: 'prose', data: { text: m.text, what }, start: m.start, end: m.end, cause });
    }
  },
});
