// A real SMTP server for the journeys: the e2e server delivers its mail here over SMTP, and tests read
// what arrived through a small HTTP view (GET /messages?to=<address>).
import { createServer } from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.argv[2] ?? 3212);
const httpPort = Number(process.argv[3] ?? 3213);
const messages = [];

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', async () => {
      const parsed = await PostalMime.parse(Buffer.concat(chunks));
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        from: parsed.from?.address ?? null,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: parsed.html ?? '',
        at: Date.now(),
      });
      callback();
    });
  },
}).listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
  }
  res.statusCode = 404;
  res.end();
}).listen(httpPort, '127.0.0.1');
