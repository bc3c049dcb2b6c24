/**
 * Deterministic benchmark corpus: realistic workflow documents of every wflint kind, valid and
 * broken, written under the OS temp dir (never committed).
 *
 * Each workflow group (an `.agents/state/`, a `.task-driver/`, a checkpoint folder, a harness
 * session, a loop home) is one of the repository's own `fixtures/` trees, copied under its own
 * directory (`team-0001/…`) with the loop-home paths rewritten, and every markdown document
 * padded with seeded filler (Chinese headings, long CJK paragraphs, tables, task lists, yaml or
 * text blocks) to ~150 lines / ~7.8 KB and 8–12 sections. About a fifth of the groups come from
 * the broken fixtures. Same seed, same bytes.
 *
 *   node bench/corpus.mjs <dir> [files=1000] [seed=1]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** mulberry32: small, fast, deterministic. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Group templates: fixture folder, how many per round (healthy ones dominate). */
const TEMPLATES = [
  ['ac-memory-healthy', 3],
  ['ac-memory-broken', 1],
  ['task-driver-healthy', 3],
  ['task-driver-broken', 1],
  ['checkpoints-healthy', 3],
  ['checkpoints-broken', 1],
  ['harness-healthy', 1],
  ['harness-broken-ledger', 1],
  ['harness-broken-plan', 1],
  ['harness-broken-scope', 1],
  ['loop-home-healthy', 1],
];

const LOOP_FILES = [
  /^CONTROL\.md$/,
  /^PHASES\.md$/,
  /^SCHEDULER_DECISION\.md$/,
  /^next_prompt\.codex\.md$/,
  /^TASKS\/T[^/]*\.md$/,
  /^(AGENT_RUNS|runs\/agents)\/[^/]+\/(receipt\.yaml|read_paths\.txt)$/,
  /^decision_packets\/[^/]+\.md$/,
  /^evidence\/reviews\/round_[^/]*_review\.md$/,
  /^\.loop_trace\/(events|indexes\/[^/]+)\.jsonl$/,
  /^reports\/FINAL_REPORT\.html$/,
];

/** Whether wflint's default kind patterns make this corpus path a workflow document (mirrors src/kinds). */
export function isWorkflowPath(rel, loopHomes) {
  if (/(^|\/)\.agents\/state\/(tasks\/[^/]+\.md|INDEX\.md)$/.test(rel)) return true;
  if (/(^|\/)\.task-driver\/[^/]+-计划摘要\.md$/.test(rel)) return true;
  if (/(^|\/)docs\/checkpoints\/(.+\/)?[^/]+\.md$/.test(rel) && !rel.endsWith('/README.md')) return true;
  if (/(^|\/)\.webwork\/harness\/(work|archive)\/[^/]+\/(plan\.md|progress\.md|task-[^/]*-review\.md|task-[^/]*-rereview-[^/]*\.md|final-review\.md)$/.test(rel)) return true;
  if (/(^|\/)\.webwork\/harness\/work\/\.gitignore$/.test(rel)) return true;
  const home = loopHomes.find((h) => rel.startsWith(`${h}/`));
  return home !== undefined && LOOP_FILES.some((re) => re.test(rel.slice(home.length + 1)));
}

const WORDS =
  '任务 状态 索引 同步 检查 回归 测试 发布 灰度 回滚 指标 告警 依赖 接口 字段 迁移 兼容 缓存 超时 重试 日志 权限 审计 证据 结论 风险 方案 评审 记录 里程碑 负责人 截止 验收 口径 数据 导出 订单 支付 会员 搜索 排序 登录 推送 配置 设置 启动 崩溃 埋点 报表 限流'.split(
    ' ',
  );
const HEADINGS = '背景说明 风险评估 验证记录 依赖关系 回滚方案 性能观察 沟通记录 遗留问题 参考资料 术语表 里程碑 测试矩阵 发布检查 监控指标 数据口径 评审意见'.split(' ');
const PUNCT = ['，', '，', '；', '、'];

function pick(rng, list) {
  return list[Math.floor(rng() * list.length)];
}

function sentence(rng, words) {
  let s = '';
  for (let i = 0; i < words; i++) s += pick(rng, WORDS) + (i % 5 === 4 && i < words - 1 ? pick(rng, PUNCT) : '');
  return `${s}。`;
}

/** One filler section (~15–20 lines): a long CJK paragraph, a table, a task list, a code block. */
function fillerSection(rng, n, { yamlBlocks, depth }) {
  const out = [`${'#'.repeat(depth)} 附录${n}：${pick(rng, HEADINGS)}`, ''];
  out.push(sentence(rng, 18) + sentence(rng, 16) + sentence(rng, 14) + `参见 \`src/${pick(rng, ['billing', 'auth', 'search'])}/${pick(rng, ['core', 'api', 'jobs'])}.ts\`。`, '');
  out.push('| 项目 | 负责人 | 状态 | 说明 |', '| --- | --- | --- | --- |');
  const rows = 3 + Math.floor(rng() * 3);
  for (let r = 0; r < rows; r++)
    out.push(`| ${pick(rng, WORDS)}${pick(rng, WORDS)} | ${pick(rng, ['张伟', '李娜', '王强', '刘洋', '陈静'])} | ${pick(rng, ['进行中', '已完成', '待评审', '阻塞'])} | ${sentence(rng, 10)} |`);
  out.push('');
  const tasks = 3 + Math.floor(rng() * 3);
  for (let t = 0; t < tasks; t++) out.push(`- [${rng() < 0.5 ? 'x' : ' '}] ${sentence(rng, 12)}`);
  out.push('');
  if (yamlBlocks) {
    out.push(
      '```yaml',
      `owner: ${pick(rng, ['billing', 'growth', 'platform'])}`,
      `retries: ${1 + Math.floor(rng() * 5)}`,
      `timeout_ms: ${100 * (1 + Math.floor(rng() * 50))}`,
      'checks:',
      `  - ${pick(rng, WORDS)}`,
      `  - ${pick(rng, WORDS)}`,
      '```',
      '',
    );
  } else {
    out.push('```text', `${pick(rng, WORDS)}: ${sentence(rng, 5)}`, `${pick(rng, WORDS)}: ${sentence(rng, 5)}`, '```', '');
  }
  return out;
}

/**
 * Pad a markdown document to ~150 lines and 8–12 sections: filler sections at `depth`, appended
 * at the end, or before the trailing `VERDICT:` line of a harness review (which must stay last).
 */
export function pad(text, rng, { yamlBlocks, depth = 2 }) {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  let lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  let tail = [];
  if (/^VERDICT:/.test(lines[lines.length - 1] ?? '')) tail = ['', lines.pop()];
  let sections = lines.filter((l) => /^#{2,3} /.test(l)).length;
  const wantSections = 8 + Math.floor(rng() * 5);
  const size = () => lines.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
  let n = 1;
  // New filler sections up to the wanted count (at least one), then more blocks in the last one.
  while (n === 1 || lines.length < 145 || size() < 7600) {
    const block = fillerSection(rng, n, { yamlBlocks, depth });
    lines = lines.concat(['', ...(n === 1 || sections < wantSections ? block : block.slice(2))]);
    if (lines[lines.length - 1] === '') lines.pop();
    if (n === 1 || sections < wantSections) sections++;
    n++;
  }
  return lines.concat(tail).join(eol) + eol;
}

function walk(dir, base = '', out = []) {
  for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = base ? `${base}/${d.name}` : d.name;
    if (d.isDirectory()) walk(path.join(dir, d.name), rel, out);
    else if (d.isFile()) out.push(rel);
  }
  return out.sort();
}

/** The loop homes of a fixture tree: directories whose CONTROL.md names `loop_home`. */
function loopHomesOf(files, dir) {
  return files.filter((f) => f.endsWith('CONTROL.md') && /loop_home/.test(fs.readFileSync(path.join(dir, f), 'utf8'))).map((f) => path.posix.dirname(f));
}

/**
 * Write the corpus: about `files` workflow documents (whole groups, so slightly more).
 * Returns counts; the tree holds a `wflint.config.json` so it is its own root.
 */
export function generateCorpus(dir, { files = 1000, seed = 1 } = {}) {
  const rng = prng(seed);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'wflint.config.json'), '{}\n');
  const templates = TEMPLATES.map(([name, weight]) => {
    const src = path.join(REPO, 'fixtures', name);
    const all = walk(src);
    return { name, weight, src, all, homes: loopHomesOf(all, src) };
  });
  // Files the groups point at with repository-root paths (carriers, receipt outputs): once, at the root.
  for (const t of templates) {
    for (const rel of t.all) {
      if (isWorkflowPath(rel, t.homes) || t.homes.some((h) => rel.startsWith(`${h}/`)) || /^\.(agents|task-driver|webwork)\//.test(rel) || rel.startsWith('docs/checkpoints/')) continue;
      if (rel === 'wflint-expect.json') continue;
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.copyFileSync(path.join(t.src, rel), path.join(dir, rel));
    }
  }
  const stats = { groups: 0, workflow: 0, markdown: 0, total: 0, bytes: 0, broken: 0, byTemplate: {} };
  const loopHomes = [];
  let inst = 0;
  outer: for (;;) {
    for (const t of templates) {
      for (let w = 0; w < t.weight; w++) {
        if (stats.workflow >= files) break outer;
        inst++;
        const prefix = `team-${String(inst).padStart(5, '0')}`;
        const homes = t.homes.map((h) => `${prefix}/${h}`);
        loopHomes.push(...homes);
        for (const rel of t.all) {
          if (rel === 'wflint-expect.json') continue;
          const target = `${prefix}/${rel}`;
          let text = fs.readFileSync(path.join(t.src, rel), 'utf8');
          for (let h = 0; h < t.homes.length; h++) text = text.split(t.homes[h]).join(homes[h]);
          const workflow = isWorkflowPath(target, homes);
          // Harness ledgers are line grammars (no room for filler); checkpoints allow only their
          // own `##` sections, so their filler goes one level down.
          if (workflow && rel.endsWith('.md') && !rel.endsWith('/progress.md')) {
            const inLoop = homes.some((h) => target.startsWith(`${h}/`));
            text = pad(text, rng, { yamlBlocks: !inLoop, depth: rel.includes('docs/checkpoints/') ? 3 : 2 });
          }
          const abs = path.join(dir, target);
          fs.mkdirSync(path.dirname(abs), { recursive: true });
          fs.writeFileSync(abs, text);
          stats.total++;
          stats.bytes += Buffer.byteLength(text);
          if (rel.endsWith('.md')) stats.markdown++;
          if (workflow) stats.workflow++;
        }
        stats.groups++;
        if (t.name.includes('broken')) stats.broken++;
        stats.byTemplate[t.name] = (stats.byTemplate[t.name] ?? 0) + 1;
      }
    }
  }
  return { dir, loopHomes, ...stats };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, files = '1000', seed = '1'] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node bench/corpus.mjs <dir> [files] [seed]');
    process.exit(2);
  }
  const s = generateCorpus(path.resolve(dir), { files: Number(files), seed: Number(seed) });
  delete s.loopHomes;
  console.log(JSON.stringify(s, null, 2));
}
