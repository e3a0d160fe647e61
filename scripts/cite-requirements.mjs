#!/usr/bin/env node
/**
 * Rewrites citations of the outside specification ("seed 000 section 7", "seed 001 sections 2.8,
 * 7", "seed 000 §6", "the spec's section 8", "seed 000 section 2 "Quote lists"", ...) in tracked
 * source files into citations of docs/requirements.md anchors, using
 * scripts/requirement-anchors.json. No dependencies.
 *
 *   node scripts/cite-requirements.mjs           rewrite in place, print a summary
 *   node scripts/cite-requirements.mjs --check   list the citations left; exit 1 if any
 *   node scripts/cite-requirements.mjs --dry-run show what would change, write nothing
 *   --no-format: do not run the project's prettier on the changed files afterwards
 *
 * Several sections become several anchors: "(seed 000 sections 4, 5; seed 001 section 4)" →
 * "(docs/requirements.md#statuses, #validation-rules)". A citation of a document without a
 * section becomes "docs/requirements.md" (or an anchor chosen by the citing file's path). A bare
 * "(section 7)" is read as the document cited last in the same file, within 40 lines. Comment
 * paragraphs whose lines grow past 100 characters, or that a citation spanned, are re-wrapped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = 'docs/requirements.md';
const SELF = ['scripts/cite-requirements.mjs', 'scripts/requirement-anchors.json', DOC];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.sh', '.graphql', '.md'];
const WIDTH = 100; // comment paragraphs are wrapped at 100
const PRINT_WIDTH = 110; // .prettierrc.json
const CONTEXT_LINES = 40;

const args = new Set(process.argv.slice(2));
const CHECK = args.has('--check');
const DRY = args.has('--dry-run');

const mapping = JSON.parse(readFileSync(join(ROOT, 'scripts/requirement-anchors.json'), 'utf8'));
const byPath = mapping._byPath ?? {};

// ---- the citation grammar -------------------------------------------------------------------
// A gap: blanks, or a line break followed by a comment prefix (" * ", "// ", "# ") or indent.
const GAP = String.raw`(?:[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*|[ \t]+)`;
const GAP0 = `(?:${GAP})?`;
const NUM = String.raw`\d+(?:\.\d+)?`;
const TITLE = String.raw`(?:[ \t]*"[^"\n]{1,60}")`;
const ITEM = `${NUM}${TITLE}?`;
const SEP = `(?:,?${GAP}and${GAP}|,${GAP0})`;
const LIST = `${ITEM}(?:${SEP}${ITEM})*`;
const SECWORD = '(?:sections?|§§?)';
const SEED = `(?<seedThe>the${GAP})?seeds?${GAP}(?<docs>00[01](?:/00[01])?)(?:'s)?(?:${GAP0}${SECWORD}${GAP0}(?<seedList>${LIST}))?`;
const SPEC = `(?:the${GAP})?spec(?:ification)?(?:'s)?${GAP}${SECWORD}${GAP0}(?<specList>${LIST})`;
const BARE = `(?<=\\()${SECWORD}${GAP0}(?<bareList>${LIST})(?=\\))`;
const CITE = new RegExp(`\\b(?:${SEED}|${SPEC})(?![\\w/])|${BARE}`, 'gi');
// What --check reports besides the forms above (prose that names the outside documents).
const LEFTOVER =
  /\bseeds? 00[01]\b|\bboth seeds\b|\bthe seed's\b|\bspec(?:ification)?(?:'s)? (?:sections?|§)|§ ?\d/i;

const norm = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function parseList(list) {
  const items = [];
  const re = new RegExp(`(${NUM})(?:[ \\t]*"([^"\\n]{1,60})")?`, 'g');
  for (const m of list.matchAll(re)) items.push({ num: m[1], title: m[2] ?? null });
  return items;
}

function titleAnchor(doc, num, title) {
  const want = norm(title);
  if (!want) return null;
  for (const [key, anchor] of Object.entries(mapping)) {
    const m = /^(\d{3}):(\S+) (.+)$/.exec(key);
    if (!m || m[1] !== doc || m[2] !== num) continue;
    const have = norm(m[3]);
    if (have.startsWith(want) || want.startsWith(have)) return anchor;
  }
  return null;
}

function pathAnchor(key, file) {
  const hints = byPath[key];
  if (!hints) return null;
  let best = null;
  for (const [prefix, anchor] of Object.entries(hints)) {
    if (file.startsWith(prefix) && (!best || prefix.length > best[0].length)) best = [prefix, anchor];
  }
  return best ? best[1] : null;
}

/** Anchors for one document section (`num` may be null for the bare document), or null. */
function sectionAnchor(doc, num, title, file) {
  if (num === null) return pathAnchor(doc, file) ?? '';
  const key = `${doc}:${num}`;
  if (title) {
    const t = titleAnchor(doc, num, title);
    if (t) return t;
  }
  if (!(key in mapping)) return null;
  return pathAnchor(key, file) ?? mapping[key];
}

// ---- one file ---------------------------------------------------------------------------------
function lineOf(text, offset) {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function citationsIn(text, file) {
  const units = [];
  let lastDocs = null;
  let lastLine = -Infinity;
  for (const m of text.matchAll(CITE)) {
    const g = m.groups;
    const start = m.index;
    let end = m.index + m[0].length;
    const line = lineOf(text, start);
    let docs;
    let list;
    if (g.docs) {
      docs = g.docs.split('/');
      list = g.seedList ?? null;
      lastDocs = docs;
      lastLine = line;
    } else {
      list = g.specList ?? g.bareList;
      if (g.bareList && !lastDocs) continue; // "(section 3)" of some other document
      docs = lastDocs && line - lastLine <= CONTEXT_LINES ? lastDocs : null;
      if (g.bareList && !docs) continue;
    }
    const items = list ? parseList(list) : [{ num: null, title: null }];
    // "(seed 001 section 5, entity information)": a title after the list.
    const tail = /^,[ \t]+([A-Za-z][A-Za-z /&-]{2,40})(?=\))/.exec(text.slice(end));
    if (tail && docs && items.length && items.at(-1).num) {
      const last = items.at(-1);
      if (docs.some((d) => titleAnchor(d, last.num, tail[1]))) {
        last.title = tail[1];
        end += tail[0].length;
      }
    }
    const anchors = [];
    const missing = [];
    let bare = true;
    for (const it of items) {
      if (it.num !== null) bare = false;
      if (!docs) {
        missing.push(`?:${it.num}`);
        continue;
      }
      const found = docs.map((d) => sectionAnchor(d, it.num, it.title, file)).filter((a) => a !== null);
      if (!found.length) missing.push(`${docs.join('/')}:${it.num}${it.title ? ` "${it.title}"` : ''}`);
      for (const a of found) if (a && !anchors.includes(a)) anchors.push(a);
    }
    units.push({ start, end, line, text: text.slice(start, end), anchors, missing, bare });
  }
  // Merge neighbours: "seed 000 sections 4, 5; seed 001 section 4" is one citation.
  const groups = [];
  for (const u of units) {
    const prev = groups.at(-1);
    const between = prev ? text.slice(prev.end, u.start) : null;
    if (
      prev &&
      /^(?:[ \t]*[;,]?[ \t]*(?:\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*)?(?:and[ \t]+)?)$/.test(between)
    ) {
      prev.end = u.end;
      prev.text = text.slice(prev.start, prev.end);
      prev.missing.push(...u.missing);
      for (const a of u.anchors) if (!prev.anchors.includes(a)) prev.anchors.push(a);
      prev.bare = prev.bare && u.bare;
    } else groups.push({ ...u, anchors: [...u.anchors], missing: [...u.missing] });
  }
  return groups;
}

function replacementFor(group) {
  if (group.missing.length) return null;
  const anchors = group.anchors.filter(Boolean);
  if (!anchors.length) return DOC;
  return `${DOC}#${anchors.join(', #')}`;
}

// ---- re-wrapping comment paragraphs -----------------------------------------------------------
function parseLine(line, md) {
  let base;
  let rest;
  if (md) {
    if (/^\s*(?:\||#|```|<|>)/.test(line)) return null;
    base = '';
    rest = line;
  } else {
    const m = /^(\s*)(\/\/|\*(?!\/)|#)( ?)(.*)$/.exec(line);
    if (!m) return null;
    base = m[1] + m[2] + m[3];
    rest = m[4];
  }
  if (/\*\/\s*$/.test(rest)) return null;
  const marker = /^(\s*(?:[-*+]|\d+\.) )/.exec(rest)?.[1] ?? null;
  const indent = marker ? '' : (/^(\s*)/.exec(rest)?.[1] ?? '');
  const body = rest.slice(marker ? marker.length : indent.length);
  return { base, marker, indent, body, blank: body.trim() === '', tag: /^@/.test(body) };
}

function contIndent(p) {
  return p.marker ? ' '.repeat(p.marker.length) : p.indent;
}

function wrap(words, first, cont) {
  const out = [];
  let cur = first;
  let has = false;
  for (const w of words) {
    if (has && cur.length + 1 + w.length > WIDTH) {
      out.push(cur);
      cur = cont + w;
    } else {
      cur += (has ? ' ' : '') + w;
    }
    has = true;
  }
  out.push(cur);
  return out;
}

/**
 * Re-wraps after a change on line `i`: words past the width move down to the start of the next
 * line of the same comment paragraph (or onto a new line), so lines above and untouched lines
 * below keep their wrapping. A one-line block comment past the print width becomes a block.
 */
function reflow(lines, i, md) {
  const single = /^(\s*)\/\*\*\s(.*?)\s*\*\/\s*$/.exec(lines[i]);
  if (!md && single) {
    if (lines[i].length <= PRINT_WIDTH) return lines;
    const words = single[2].split(/\s+/).filter(Boolean);
    const block = [
      `${single[1]}/**`,
      ...wrap(words, `${single[1]} * `, `${single[1]} * `),
      `${single[1]} */`,
    ];
    return [...lines.slice(0, i), ...block, ...lines.slice(i + 1)];
  }
  const at = parseLine(lines[i], md);
  if (!at || at.blank) return lines;
  const belongs = (upper, lower) =>
    upper &&
    lower &&
    upper.base === lower.base &&
    !upper.blank &&
    !lower.blank &&
    !lower.marker &&
    !lower.tag &&
    !upper.tag &&
    lower.indent === contIndent(upper);
  let s = i;
  while (s > 0 && belongs(parseLine(lines[s - 1], md), parseLine(lines[s], md))) s--;
  let e = i;
  while (e + 1 < lines.length && belongs(parseLine(lines[e], md), parseLine(lines[e + 1], md))) e++;
  const head = parseLine(lines[s], md);
  const cont = head.base + contIndent(head);
  const out = lines.slice();
  for (let k = i; k <= e && out[k].length > WIDTH; k++) {
    const p = parseLine(out[k], md);
    const prefix = out[k].slice(0, out[k].length - p.body.length);
    const words = p.body.split(/\s+/).filter(Boolean);
    const moved = [];
    while (words.length > 1 && (prefix + words.join(' ')).length > WIDTH) moved.unshift(words.pop());
    out[k] = prefix + words.join(' ');
    if (!moved.length) break;
    if (k < e) {
      const next = parseLine(out[k + 1], md);
      const nextPrefix = out[k + 1].slice(0, out[k + 1].length - next.body.length);
      out[k + 1] = nextPrefix + [...moved, next.body.trim()].join(' ');
    } else {
      out.splice(k + 1, 0, cont + moved.join(' '));
      e++;
    }
  }
  return out;
}

function rewrite(text, file, groups) {
  const md = file.endsWith('.md');
  let out = '';
  let pos = 0;
  const touched = []; // offsets in `out` of the replaced spans
  for (const g of groups) {
    const rep = replacementFor(g);
    if (rep === null) continue;
    out += text.slice(pos, g.start);
    touched.push(out.length);
    // "seed 001's "..." text" keeps its possessive; "seed 000's section 9" does not need one.
    out += g.bare && /'s$/i.test(g.text) ? `${rep}'s` : rep;
    pos = g.end;
  }
  out += text.slice(pos);
  let lines = out.split('\n');
  // Re-wrap from the bottom so earlier line numbers stay valid.
  const lineNos = touched.map((at) => lineOf(out, at));
  const seen = new Set();
  for (const line of lineNos.reverse()) {
    if (seen.has(line)) continue;
    seen.add(line);
    if (lines[line].length > WIDTH) lines = reflow(lines, line, md);
  }
  return lines.join('\n');
}

// ---- main -------------------------------------------------------------------------------------
const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && EXTENSIONS.some((x) => f.endsWith(x)) && !SELF.includes(f));

let filesChanged = 0;
const changedFiles = [];
let converted = 0;
const unmapped = [];
const leftovers = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(join(ROOT, file), 'utf8');
  } catch {
    continue; // deleted in the worktree
  }
  const groups = citationsIn(text, file);
  if (CHECK) {
    for (const g of groups) leftovers.push(`${file}:${g.line + 1}: ${g.text.replace(/\s+/g, ' ')}`);
    text.split('\n').forEach((l, n) => {
      if (LEFTOVER.test(l) && !groups.some((g) => g.line === n))
        leftovers.push(`${file}:${n + 1}: ${l.trim().slice(0, 120)}`);
    });
    continue;
  }
  for (const g of groups) {
    if (replacementFor(g) === null)
      unmapped.push(`${file}:${g.line + 1}: ${g.text.replace(/\s+/g, ' ')} (${g.missing.join(', ')})`);
  }
  const ok = groups.filter((g) => replacementFor(g) !== null);
  if (!ok.length) continue;
  const next = rewrite(text, file, ok);
  if (next === text) continue;
  filesChanged++;
  changedFiles.push(file);
  converted += ok.length;
  if (DRY) {
    for (const g of ok)
      console.log(`${file}:${g.line + 1}: ${g.text.replace(/\s+/g, ' ')} → ${replacementFor(g)}`);
  } else writeFileSync(join(ROOT, file), next);
}

if (CHECK) {
  for (const l of leftovers) console.log(l);
  console.log(
    leftovers.length
      ? `${leftovers.length} citation(s) of the outside specification remain; cite ${DOC} anchors instead.`
      : `No citations of the outside specification remain.`,
  );
  process.exit(leftovers.length ? 1 : 0);
}
// Tables whose cells changed width need prettier's realignment (a no-op for comment text).
const prettier = join(ROOT, 'node_modules/.bin/prettier');
if (!DRY && changedFiles.length && !args.has('--no-format') && existsSync(prettier)) {
  try {
    execFileSync(prettier, ['--write', '--log-level', 'warn', ...changedFiles], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  } catch {
    console.log('prettier failed; run npm run format');
  }
}
console.log(
  `${DRY ? 'Would change' : 'Changed'} ${filesChanged} file(s); ${converted} citation(s) converted; ${unmapped.length} could not be mapped.`,
);
for (const u of unmapped) console.log(`  unmapped: ${u}`);
