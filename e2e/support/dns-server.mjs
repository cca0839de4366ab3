// A real DNS server for the journeys (dns2 over UDP): the e2e server looks TXT records up here
// (DNS_SERVERS), and tests publish records through a small HTTP control (POST /txt {name, values}).
import { createServer } from 'node:http';
import dns2 from 'dns2';

const dnsPort = Number(process.argv[2] ?? 3214);
const httpPort = Number(process.argv[3] ?? 3215);
const txt = new Map();
const { Packet } = dns2;

const server = dns2.createServer({
  udp: true,
  handle: (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const values = question ? txt.get(question.name.toLowerCase()) : undefined;
    if (question && values && question.type === Packet.TYPE.TXT) {
      for (const data of values) {
        response.answers.push({
          name: question.name,
          type: Packet.TYPE.TXT,
          class: Packet.CLASS.IN,
          ttl: 60,
          data,
        });
      }
    } else {
      response.header.rcode = 3;
    }
    send(response);
  },
});
server.listen({ udp: { port: dnsPort, address: '127.0.0.1' } });

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname === '/txt' && req.method === 'POST') {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const { name, values } = JSON.parse(body || '{}');
      txt.set(String(name).toLowerCase(), values.map(String));
      res.end('ok');
    });
    return;
  }
  res.statusCode = 404;
  res.end();
}).listen(httpPort, '127.0.0.1');
