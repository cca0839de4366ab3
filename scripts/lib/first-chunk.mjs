// Times WebSocket /api/interact from sending a prompt to receiving the first chunk, minus the model's own time.
import WebSocket from 'ws';

export async function measureFirstChunk(url, agentId, n, model, promptOf = (i) => `message ${i}`) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const times = [];
  for (let i = 0; i < n; i++) {
    const before = model.spent.length;
    const t = performance.now();
    let first = 0;
    await new Promise((resolve, reject) => {
      const onMessage = (raw) => {
        const m = JSON.parse(raw.toString());
        if (m.type === 'chunk' && first === 0) first = performance.now() - t;
        if (m.type === 'error') reject(new Error(m.data.message));
        if (m.type === 'sync_chat_history') {
          ws.off('message', onMessage);
          resolve();
        }
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ agentId, convoId: `${agentId}-ws${i % 10}`, prompt: promptOf(i) }));
    });
    times.push(first - (model.spent[before] ?? 0));
  }
  ws.close();
  return times;
}
