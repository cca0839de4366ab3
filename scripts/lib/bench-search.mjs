// Agent page search (R-SRC): time per query over the full index (every tab, settings field and voice
// sub-page), as the dashboard runs it on each debounced keystroke. Run with `node --import tsx`.
import { performance } from 'node:perf_hooks';
import { AGENT_TABS } from '../../packages/agent-page/src/agent-tabs.ts';
import { buildSearchIndex, searchAgentPages } from '../../packages/agent-page/src/search.ts';

const index = buildSearchIndex(AGENT_TABS, { platform: 'vg' });
const queries = [
  'handoff timeout',
  'knowledge',
  'custom css',
  'languge',
  'max chunk size',
  'sound',
  'zzqx',
  'model temperature reply',
];
for (let i = 0; i < 50; i++) for (const q of queries) searchAgentPages(q, index); // warm up
const times = [];
for (let round = 0; round < 200; round++) {
  for (const q of queries) {
    const t0 = performance.now();
    searchAgentPages(q, index);
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
console.log(
  `  ${index.length} entries, ${times.length} queries: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
);
