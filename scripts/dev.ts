/** `npm run dev`: the whole system as `npm start` runs it, plus Vite with hot reload on WEB_DEV_PORT (5173). */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'scripts/start.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
