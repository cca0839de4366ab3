// A local server speaking the Voiceflow Dialog Manager API (POST /state/user/{userID}/interact, the
// `authorization` header carrying the project's key), for journeys of external-flow ('vf') agents.
// A journey posts a script for its key, then reads back what the widget sent.
//   POST /vf/scripts/{key}   {launch: Trace[], replies: [{type?, text?, traces}], fallback?: Trace[]}
//   GET  /vf/requests/{key}  → [{userId, action}]

const scripts = new Map();
const received = new Map();

const readJson = (req) =>
  new Promise((resolve) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch {
        resolve({});
      }
    });
  });

const textOf = (action) =>
  typeof action?.payload === 'string' ? action.payload : JSON.stringify(action?.payload ?? '');

/** Handles /vf/* requests; returns false for any other path. */
export function handleFakeVoiceflow(req, res, url) {
  if (!url.pathname.startsWith('/vf/')) return false;
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const script = /^\/vf\/scripts\/([^/]+)$/.exec(url.pathname);
  if (script && req.method === 'POST') {
    readJson(req).then((body) => {
      scripts.set(decodeURIComponent(script[1]), body);
      received.set(decodeURIComponent(script[1]), []);
      send(200, { ok: true });
    });
    return true;
  }
  const log = /^\/vf\/requests\/([^/]+)$/.exec(url.pathname);
  if (log) {
    send(200, received.get(decodeURIComponent(log[1])) ?? []);
    return true;
  }
  const interact = /^\/vf\/state\/user\/([^/]+)\/interact$/.exec(url.pathname);
  if (interact && req.method === 'POST') {
    readJson(req).then((body) => {
      const key = String(req.headers.authorization ?? '');
      const s = scripts.get(key);
      if (!s) return send(401, { message: 'unknown key' });
      const action = body.action ?? {};
      received.get(key)?.push({ userId: decodeURIComponent(interact[1]), action });
      if (action.type === 'launch') return send(200, s.launch ?? []);
      const reply = (s.replies ?? []).find(
        (r) => (!r.type || r.type === action.type) && (!r.text || textOf(action).includes(r.text)),
      );
      send(200, reply ? reply.traces : (s.fallback ?? []));
    });
    return true;
  }
  send(404, { message: 'not found' });
  return true;
}
