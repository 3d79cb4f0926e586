/**
 * The GraphQL IDE served on a browser's GET /graphql, with nothing loaded from another host:
 * GraphiQL, bundled by `npm run build -w gateway` into gateway/dist/ide. Until that build exists
 * (a fresh checkout running tests), a small built-in page still lets a developer run queries.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const ideAssetsDir = path.resolve(import.meta.dirname, '../dist/ide');

const FALLBACK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pustak GraphQL</title>
<style>body{margin:0;font-family:system-ui,sans-serif;display:grid;grid-template-rows:auto 1fr;height:100vh}
header{background:#0f5c4d;color:#fff;padding:10px 16px;display:flex;gap:12px;align-items:center}
main{display:grid;grid-template-columns:1fr 1fr;min-height:0}textarea,pre{margin:0;padding:12px;font:13px/1.5 ui-monospace,monospace;border:0;overflow:auto}
textarea{border-right:1px solid #ddd;resize:none}button{font-size:14px;padding:6px 14px}input{flex:1;padding:6px}</style></head>
<body><header><strong>Pustak GraphQL</strong><input id="token" placeholder="Bearer token (optional)"><button id="run">Run ▶</button></header>
<main><textarea id="q" aria-label="Query">{
  books(page: 1) { totalCount items { id title price author { name } } }
}</textarea><pre id="out" aria-live="polite"></pre></main>
<script>
document.getElementById('run').onclick=async()=>{const t=document.getElementById('token').value.trim();
const r=await fetch('/graphql',{method:'POST',headers:{'content-type':'application/json',...(t?{authorization:'Bearer '+t}:{})},body:JSON.stringify({query:document.getElementById('q').value})});
document.getElementById('out').textContent=JSON.stringify(await r.json(),null,2)};
</script></body></html>`;

export async function ideHtml(): Promise<string> {
  const built = path.join(ideAssetsDir, 'index.html');
  return existsSync(built) ? readFile(built, 'utf8') : FALLBACK;
}
