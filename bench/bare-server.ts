// The yardstick of the reads bench: a bare node:http hello-world, started the way the app is (its own process
// under tsx, PORT from the environment), so the ratios say what Dormie's reads cost over the least a Node server does.
import http from 'node:http';

const body = JSON.stringify({ hello: 'world' });
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  })
  .listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
