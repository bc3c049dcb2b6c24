/**
 * The language server (spec README §8): diagnostics and code actions from the one engine.
 *
 * One engine per workspace root (the git top level of a document, else its workspace folder);
 * open documents are the engine's in-memory overrides, so unsaved text is what gets linted and
 * cross-file rules see it (editing a task file re-diagnoses the open `INDEX.md`). Messages become
 * diagnostics with the same rule ids, texts and ranges as the CLI (LSP positions are 0-based);
 * fixes and suggestions become quick fixes, and `source.fixAll.wflint` runs the engine's fix on
 * the in-memory text.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lsp from 'vscode-languageserver/node';
import type { CodeAction, CodeActionParams, Connection, Diagnostic, DiagnosticRelatedInformation, InitializeParams, InitializeResult, Range, TextEdit } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createEngine, findRoot, type Engine, type EngineOptions } from '../engine.js';
import { gitTopLevel } from '../core/project/git.js';
import { getRule } from '../rules/index.js';
import type { LintMessage } from '../core/lint/messages.js';
import type { TextFix } from '../core/lint/fix.js';

const { createConnection, ProposedFeatures, TextDocumentSyncKind, DiagnosticSeverity, CodeActionKind } = lsp;

export const FIX_ALL_KIND = 'source.fixAll.wflint';
/** The notification a client sends when the user trusts the workspace (JavaScript configs may run from then on). */
export const TRUST_NOTIFICATION = 'wflint/trustWorkspace';
const BOM = '\uFEFF';

/** Engine options the server passes through (tests pin the clock and the git base). */
export type ServerEngineOptions = Pick<EngineOptions, 'today' | 'base' | 'configFile'>;

interface Linted {
  uri: string;
  root: string;
  relPath: string;
  messages: LintMessage[];
}

/** Offsets of the engine (BOM excluded) ↔ LSP positions of the editor text. */
function bomShift(doc: TextDocument): number {
  return doc.getText().startsWith(BOM) ? 1 : 0;
}

function rangeOf(doc: TextDocument, start: number, end: number): Range {
  const shift = bomShift(doc);
  return { start: doc.positionAt(start + shift), end: doc.positionAt(end + shift) };
}

/** The message's range from its 1-based line/column, exactly as the CLI prints it. */
export function messageRange(m: Pick<LintMessage, 'line' | 'column' | 'endLine' | 'endColumn'>, bomOnFirstLine = 0): Range {
  const shift = (line: number) => (line === 1 ? bomOnFirstLine : 0);
  return {
    start: { line: m.line - 1, character: m.column - 1 + shift(m.line) },
    end: { line: m.endLine - 1, character: m.endColumn - 1 + shift(m.endLine) },
  };
}

function toDiagnostic(doc: TextDocument, m: LintMessage): Diagnostic {
  const d: Diagnostic = {
    range: messageRange(m, bomShift(doc)),
    severity: m.severity === 2 ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    source: 'wflint',
    message: m.message,
  };
  if (m.ruleId) {
    d.code = m.ruleId;
    const rule = getRule(m.ruleId);
    if (rule) d.codeDescription = { href: rule.url };
  }
  if (m.cause?.length) {
    d.relatedInformation = m.cause.map((c): DiagnosticRelatedInformation => ({
      location: {
        uri: pathToFileURL(c.filePath).href,
        range: messageRange({ line: c.line, column: c.column, endLine: c.endLine ?? c.line, endColumn: c.endColumn ?? c.column }),
      },
      message: c.message,
    }));
  }
  return d;
}

function sameRange(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

function textEdit(doc: TextDocument, fix: TextFix): TextEdit {
  return { range: rangeOf(doc, fix.range[0], fix.range[1]), newText: fix.text };
}

export class WflintLanguageServer {
  private readonly documents = new lsp.TextDocuments(TextDocument);
  private readonly engines = new Map<string, Promise<Engine>>();
  private folders: string[] = [];
  /**
   * Whether the editor trusts the workspace (`initializationOptions.trustedWorkspace`, or later the
   * `wflint/trustWorkspace` notification, e.g. from VS Code's `onDidGrantWorkspaceTrust`). Until
   * then, and always for a file outside the workspace folders, a JavaScript config is not run:
   * JSON and YAML configs are read, and the editor is told once which `.mjs` was skipped.
   */
  private trusted = false;
  private readonly warnedSkipped = new Set<string>();
  private linted = new Map<string, Linted>();
  /** All work runs one step at a time (engines are rebuilt asynchronously). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly connection: Connection,
    private readonly engineOptions: ServerEngineOptions = {},
  ) {
    connection.onInitialize((params) => this.initialize(params));
    this.documents.onDidOpen((e) => this.enqueue(() => this.refresh(e.document.uri, true)));
    this.documents.onDidChangeContent((e) => this.enqueue(() => this.refresh(e.document.uri, false)));
    this.documents.onDidSave((e) => this.enqueue(() => this.refresh(e.document.uri, false)));
    this.documents.onDidClose((e) =>
      this.enqueue(async () => {
        const l = this.linted.get(e.document.uri);
        this.linted.delete(e.document.uri);
        await connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
        // The closed document's text is the file on disk again.
        if (l) {
          this.engines.delete(l.root);
          await this.relintRoot(l.root);
        }
      }),
    );
    connection.onDidChangeWatchedFiles(() =>
      this.enqueue(async () => {
        const roots = new Set([...this.linted.values()].map((l) => l.root));
        this.engines.clear();
        for (const root of roots) await this.relintRoot(root);
      }),
    );
    connection.onCodeAction((params) => this.enqueue(() => this.codeActions(params)));
    connection.onNotification(TRUST_NOTIFICATION, () =>
      this.enqueue(async () => {
        if (this.trusted) return;
        this.trusted = true;
        const roots = new Set([...this.linted.values()].map((l) => l.root));
        this.engines.clear();
        for (const root of roots) await this.relintRoot(root);
      }),
    );
    this.documents.listen(connection);
  }

  listen(): void {
    this.connection.listen();
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch((error: unknown) => this.connection.console.error(`wflint: ${(error as Error).stack ?? String(error)}`));
    return next;
  }

  private initialize(params: InitializeParams): InitializeResult {
    const uris = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    this.folders = uris.filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u));
    this.trusted = (params.initializationOptions as { trustedWorkspace?: unknown } | undefined)?.trustedWorkspace === true;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] },
      },
      serverInfo: { name: 'wflint' },
    };
  }

  /**
   * The root a file belongs to, as on the command line: the nearest folder with a wflint config up
   * to its git top level (a package's own config counts), else the git top level; outside git, the
   * innermost workspace folder, else its directory.
   */
  private rootOf(file: string): string {
    const top = gitTopLevel(path.dirname(file));
    if (top) return path.resolve(findRoot(file));
    const folder = this.folders.filter((f) => file.startsWith(f + path.sep)).sort((a, b) => b.length - a.length)[0];
    return folder ?? path.dirname(file);
  }

  private openUnder(root: string): TextDocument[] {
    return this.documents.all().filter((d) => d.uri.startsWith('file:') && this.rootOf(fileURLToPath(d.uri)) === root);
  }

  /** The root's engine, its open documents as overrides (built once, rebuilt when files come and go). */
  private engineFor(root: string): Promise<Engine> {
    let engine = this.engines.get(root);
    if (!engine) {
      const overrides = new Map<string, string>();
      for (const d of this.openUnder(root)) overrides.set(path.relative(root, fileURLToPath(d.uri)).split(path.sep).join('/'), d.getText());
      const inWorkspace = this.folders.some((f) => root === f || root.startsWith(f + path.sep) || f.startsWith(root + path.sep));
      engine = createEngine({ ...this.engineOptions, cwd: root, root, overrides, trustCode: this.trusted && inWorkspace });
      this.engines.set(root, engine);
      engine.then(
        (e) => {
          if (e.skippedConfig && !this.warnedSkipped.has(e.skippedConfig)) {
            this.warnedSkipped.add(e.skippedConfig);
            void this.connection.sendNotification(lsp.ShowMessageNotification.type, {
              type: lsp.MessageType.Warning,
              message: `wflint: ${e.skippedConfig} runs code and was not loaded: the workspace is not trusted (JSON and YAML configs are read)`,
            });
          }
        },
        () => this.engines.delete(root),
      );
    }
    return engine;
  }

  private async refresh(uri: string, opened: boolean): Promise<void> {
    if (!uri.startsWith('file:')) return;
    const file = fileURLToPath(uri);
    const root = this.rootOf(file);
    const rel = path.relative(root, file).split(path.sep).join('/');
    const doc = this.documents.get(uri);
    let engine = await this.engineFor(root);
    if (doc) engine.setText(rel, doc.getText());
    // A document the engine did not discover (new, unsaved) needs a new engine to be classified.
    if (opened && !engine.view.kindOf(rel)) {
      this.engines.delete(root);
      engine = await this.engineFor(root);
    }
    await this.relintRoot(root, engine);
  }

  /** Re-lint every open document of a root: cross-file rules depend on the others. */
  private async relintRoot(root: string, given?: Engine): Promise<void> {
    const engine = given ?? (await this.engineFor(root));
    for (const doc of this.openUnder(root)) {
      const rel = path.relative(root, fileURLToPath(doc.uri)).split(path.sep).join('/');
      if (!engine.view.kindOf(rel)) {
        this.linted.delete(doc.uri);
        await this.connection.sendDiagnostics({ uri: doc.uri, diagnostics: [] });
        continue;
      }
      const messages = engine.lintFile(rel).messages;
      this.linted.set(doc.uri, { uri: doc.uri, root, relPath: rel, messages });
      await this.connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics: messages.map((m) => toDiagnostic(doc, m)) });
    }
  }

  private async codeActions(params: CodeActionParams): Promise<CodeAction[]> {
    const uri = params.textDocument.uri;
    const doc = this.documents.get(uri);
    const linted = this.linted.get(uri);
    if (!doc || !linted) return [];
    const only = params.context.only;
    const wants = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));
    const actions: CodeAction[] = [];
    if (wants(CodeActionKind.QuickFix)) {
      for (const diagnostic of params.context.diagnostics) {
        if (diagnostic.source !== 'wflint') continue;
        const m = linted.messages.find((x) => x.ruleId === (diagnostic.code ?? null) && x.message === diagnostic.message && sameRange(messageRange(x, bomShift(doc)), diagnostic.range));
        if (!m) continue;
        const edits: Array<{ title: string; fix: TextFix; preferred: boolean }> = [];
        if (m.fix) edits.push({ title: `Fix: ${m.message}`, fix: m.fix, preferred: true });
        for (const s of m.suggestions ?? []) edits.push({ title: s.desc, fix: s.fix, preferred: false });
        for (const e of edits) {
          actions.push({ title: e.title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred: e.preferred, edit: { changes: { [uri]: [textEdit(doc, e.fix)] } } });
        }
      }
    }
    if (wants(FIX_ALL_KIND) && linted.messages.some((m) => m.fix)) {
      const fixed = await this.fixAll(linted);
      if (fixed !== undefined && fixed !== doc.getText()) {
        actions.push({
          title: 'Fix all wflint problems',
          kind: FIX_ALL_KIND,
          edit: { changes: { [uri]: [{ range: { start: { line: 0, character: 0 }, end: doc.positionAt(doc.getText().length) }, newText: fixed }] } },
        });
      }
    }
    return actions;
  }

  /** The engine's `--fix` on the in-memory text, without writing; the engine is left as it was. */
  private async fixAll(linted: Linted): Promise<string | undefined> {
    const engine = await this.engineFor(linted.root);
    const outcome = engine.fix([engine.view.absolute(linted.relPath)], { write: false });
    return outcome.changes.find((c) => c.relPath === linted.relPath)?.after;
  }
}

/** Start the server on stdio (`wflint-lsp`). */
export function startServer(engineOptions: ServerEngineOptions = {}): WflintLanguageServer {
  const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout);
  const server = new WflintLanguageServer(connection, engineOptions);
  server.listen();
  return server;
}
