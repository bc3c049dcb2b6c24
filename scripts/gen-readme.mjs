#!/usr/bin/env node
// Regenerate the README's rule list from the registry (needs `npm run build`).
import fs from 'node:fs';
import { RULES } from '../dist/rules/index.js';
import { withRuleTable } from '../dist/docs/rule-table.js';

const file = new URL('../README.md', import.meta.url);
fs.writeFileSync(file, withRuleTable(fs.readFileSync(file, 'utf8'), RULES));
