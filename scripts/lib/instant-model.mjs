// An OpenAI-compatible chat-completions server that streams a fixed reply at once (bench stand-in for a model).
import { createServer } from 'node:http';

export async function startInstantModel() {
  /** Milliseconds the model side spent per request (request start → first content chunk written). */
  const spent = [];
  const server = createServer((req, res) => {
    const t = performance.now();
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (choices, extra = {}) =>
        res.write(
          `data: ${JSON.stringify({ id: 'b', object: 'chat.completion.chunk', created: 1, model: 'm', choices, ...extra })}\n\n`,
        );
      chunk([{ index: 0, delta: { role: 'assistant', content: 'Hello' }, finish_reason: null }]);
      spent.push(performance.now() - t);
      chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
      chunk([], { usage: { prompt_tokens: 10, completion_tokens: 1, total_tokens: 11 } });
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${server.address().port}/v1`,
    spent,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
