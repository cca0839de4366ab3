// A real DNS server on 127.0.0.1 for tests (dns2): answers the TXT records a test sets, NXDOMAIN otherwise.
import dns2 from 'dns2';

export interface LocalDnsServer {
  /** 'host:port' to hand to a resolver's setServers. */
  address: string;
  setTxt(name: string, values: string[]): void;
  close(): Promise<void>;
}

export async function startLocalDnsServer(): Promise<LocalDnsServer> {
  const txt = new Map<string, string[]>();
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const values = question ? txt.get(question.name.toLowerCase()) : undefined;
      if (question && values && question.type === Packet.TYPE.TXT) {
        for (const data of values) {
          const answer = {
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 60,
            data,
          };
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
      } else {
        response.header.rcode = 3; // NXDOMAIN
      }
      send(response);
    },
  });
  const listening = new Promise<void>((resolve) => server.on('listening', () => resolve()));
  server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  await listening;
  const { udp } = server.addresses() as { udp: { port: number } };
  return {
    address: `127.0.0.1:${udp.port}`,
    setTxt: (name, values) => txt.set(name.toLowerCase(), values),
    close: async () => {
      await server.close();
    },
  };
}
