import { spawnNode, type NodeProcess } from './processes.ts';

/** `server/main.ts` in a process of its own, as `npm start` runs it (its signal handling included). */
export interface MainProcess extends NodeProcess {
  url: string;
}

export async function startMainProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<MainProcess> {
  const node = spawnNode('server/main.ts', { PORT: '0', ...env });
  try {
    const [, port] = await node.waitFor(/listening on http:\/\/localhost:(\d+)/, timeoutMs);
    return { ...node, url: `http://127.0.0.1:${port}` };
  } catch (error) {
    await node.kill();
    throw error;
  }
}
