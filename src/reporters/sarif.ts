/**
 * `sarif`: SARIF 2.1.0 (spec README §5) for GitHub code scanning and other SARIF viewers.
 *
 * One run; `tool.driver.rules` holds one reporting descriptor per rule that ran (id, short
 * description = `meta.description`, `helpUri` = the rule's doc page, default level). Locations are
 * relative to the repository root through the `%SRCROOT%` base id. A fatal message without a rule
 * (a file that could not be read) is a result of the `wflint/fatal` descriptor, so it shows in
 * code scanning like any other finding. Columns are UTF-16 code units, end columns exclusive.
 */
import { pathToFileURL } from 'node:url';
import type { LintMessage, LintResult, RelatedLocation } from '../core/lint/messages.js';
import { DOCS_BASE } from '../core/lint/rule.js';
import { rulesThatRan, type FormatContext } from './context.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
export const FATAL_RULE_ID = 'wflint/fatal';
const SRCROOT = '%SRCROOT%';

type Level = 'error' | 'warning';

interface Descriptor {
  id: string;
  name: string;
  shortDescription: { text: string };
  helpUri: string;
  defaultConfiguration: { level: Level };
  properties: Record<string, unknown>;
}

function level(severity: 1 | 2): Level {
  return severity === 2 ? 'error' : 'warning';
}

/** A repo-relative path as a URI reference: each segment percent-encoded (non-ASCII included). */
export function uriOf(relPath: string): string {
  return relPath.split('/').map(encodeURIComponent).join('/');
}

function toRel(root: string, filePath: string): string | undefined {
  const rootUrl = pathToFileURL(root).href.replace(/\/?$/, '/');
  const url = pathToFileURL(filePath).href;
  return url.startsWith(rootUrl) ? url.slice(rootUrl.length) : undefined;
}

function region(m: { line: number; column: number; endLine?: number; endColumn?: number }) {
  const startLine = Math.max(1, m.line);
  const startColumn = Math.max(1, m.column);
  const endLine = Math.max(startLine, m.endLine ?? startLine);
  const endColumn = Math.max(1, m.endColumn ?? startColumn);
  return { startLine, startColumn, endLine, endColumn: endLine === startLine ? Math.max(startColumn, endColumn) : endColumn };
}

function relatedLocation(root: string, c: RelatedLocation, id: number) {
  const rel = toRel(root, c.filePath);
  return {
    id,
    physicalLocation: {
      artifactLocation: rel !== undefined ? { uri: rel, uriBaseId: SRCROOT } : { uri: pathToFileURL(c.filePath).href },
      region: region(c),
    },
    message: { text: c.message },
  };
}

export function sarifLog(results: readonly LintResult[], ctx: FormatContext) {
  const ran = rulesThatRan(results, ctx.rules);
  const descriptors: Descriptor[] = ran.map(({ rule }) => ({
    id: rule.id,
    name: rule.id,
    shortDescription: { text: rule.meta.description },
    helpUri: rule.url,
    defaultConfiguration: { level: rule.meta.severity === 'error' ? 'error' : 'warning' },
    properties: { tags: [rule.meta.type, ...(rule.meta.kinds === 'all' || rule.meta.kinds === 'markdown' ? [rule.meta.kinds] : rule.meta.kinds)], fixable: rule.meta.fixable },
  }));
  const index = new Map(descriptors.map((d, i) => [d.id, i]));
  const descriptorOf = (m: LintMessage): number => {
    const id = m.ruleId ?? FATAL_RULE_ID;
    let i = index.get(id);
    if (i === undefined) {
      i = descriptors.length;
      index.set(id, i);
      descriptors.push({
        id,
        name: id,
        shortDescription: { text: m.ruleId === null ? 'A workflow document could not be read or parsed' : id },
        helpUri: m.ruleId === null ? `${DOCS_BASE.replace(/rules\/$/, '')}README.md` : `${DOCS_BASE}${id}.md`,
        defaultConfiguration: { level: 'error' },
        properties: {},
      });
    }
    return i;
  };
  const sarifResults = results.flatMap((r) =>
    r.messages.map((m) => {
      const ruleIndex = descriptorOf(m);
      const result: Record<string, unknown> = {
        ruleId: m.ruleId ?? FATAL_RULE_ID,
        ruleIndex,
        level: level(m.severity),
        message: { text: m.message },
        locations: [{ physicalLocation: { artifactLocation: { uri: uriOf(r.relPath), uriBaseId: SRCROOT }, region: region(m) } }],
      };
      if (m.cause?.length) result.relatedLocations = m.cause.map((c, i) => relatedLocation(ctx.root, c, i + 1));
      const properties: Record<string, unknown> = {};
      if (m.fatal) properties.fatal = true;
      if (m.fix) properties.fixable = true;
      if (m.messageId) properties.messageId = m.messageId;
      if (Object.keys(properties).length) result.properties = properties;
      return result;
    }),
  );
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0' as const,
    runs: [
      {
        tool: {
          driver: {
            name: 'wflint',
            informationUri: DOCS_BASE.replace(/blob\/main\/rules\/$/, ''),
            ...(ctx.version ? { version: ctx.version, semanticVersion: ctx.version } : {}),
            rules: descriptors,
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(ctx.root).href.replace(/\/?$/, '/') } },
        columnKind: 'utf16CodeUnits',
        results: sarifResults,
      },
    ],
  };
}

export function formatSarif(results: readonly LintResult[], ctx: FormatContext): string {
  return JSON.stringify(sarifLog(results, ctx), null, 2);
}
