import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from './errors.js';

/**
 * The one way the server talks to the outside world (recipe import, image download, recipe
 * actions). A URL given by a user may point at our own network, so every hop is checked:
 * the host name is resolved, every address must be public, and the connection goes to the very
 * address that was checked (no second DNS lookup that could answer differently).
 */

export type OutboundErrorCode = 'bad-url' | 'bad-scheme' | 'blocked-address' | 'too-large' | 'timeout' | 'http-status' | 'network';

export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
    readonly url: string,
    /** The HTTP status of the answer, for `http-status`. */
    readonly status?: number,
    /** For `blocked-address`: the setting that would allow the address (an own-network one), if any. */
    readonly allowedBy?: 'ALLOW_PRIVATE_NETWORK_IMPORT',
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

/**
 * The client error a route answers with when an outbound request fails. `exception` names the
 * failure; `blocked-address` means nothing was fetched from that address, and then `allowedBy`
 * names the server setting that would allow it (an own-network address refused by default).
 */
export function outboundAppError(error: OutboundError): AppError {
  const body = (message: string) => ({
    message,
    error: true as const,
    exception: error.code,
    ...(error.allowedBy ? { allowedBy: error.allowedBy } : {}),
  });
  switch (error.code) {
    case 'timeout':
      return new AppError('timeout', body('The remote server did not answer in time'));
    case 'too-large':
      return new AppError('too_large', body(error.message));
    default:
      return new AppError('bad_request', body(error.message));
  }
}

export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

export interface OutboundOptions {
  /** Reach private, loopback and link-local addresses (`ALLOW_PRIVATE_NETWORK_IMPORT`). */
  allowPrivateNetwork?: boolean;
  /**
   * Addresses allowed although private, as `ip` or `ip:port` (IPv6 as `[::1]:port`). Lets a test
   * reach its own loopback server, and nothing else on the machine.
   */
  allowAddresses?: string[];
}

export interface FetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'HEAD';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Largest decoded body accepted, in bytes (default 10 MB). */
  maxBytes?: number;
  /** Time for the whole exchange, redirects included (default 15 s). */
  timeoutMs?: number;
  /** Redirects followed before giving up (default 5). */
  maxRedirects?: number;
}

export interface OutboundResponse {
  /** The URL of the final hop, after redirects. */
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  contentType: string;
  body: Buffer;
  /** The body as text, decoded with the charset of the header, a BOM or an HTML meta tag. */
  text(): string;
  json(): unknown;
}

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_REDIRECTS = 5;

// ---- Address checks -------------------------------------------------------------------------

type Cidr = [base: bigint, bits: number];

const ipv4ToInt = (ip: string): bigint => ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);

function ipv6ToInt(ip: string): bigint {
  let text = ip.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  // A trailing dotted quad (::ffff:10.0.0.1) stands for the last two hextets.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : new Array(8 - headParts.length - tailParts.length).fill('0');
  return [...headParts, ...fill, ...tailParts].reduce((acc, part) => (acc << 16n) | BigInt(Number.parseInt(part || '0', 16)), 0n);
}

const v4 = (cidr: string): Cidr => {
  const [ip, bits] = cidr.split('/');
  return [ipv4ToInt(ip), Number(bits)];
};
const v6 = (cidr: string): Cidr => {
  const [ip, bits] = cidr.split('/');
  return [ipv6ToInt(ip), Number(bits)];
};
const inCidr = (value: bigint, width: number, [base, bits]: Cidr) => value >> BigInt(width - bits) === base >> BigInt(width - bits);

// Never meaningful as a destination, whatever the configuration says.
const IPV4_NEVER = ['0.0.0.0/8', '224.0.0.0/4', '240.0.0.0/4', '169.254.169.254/32'].map(v4);
// Our own networks: refused unless ALLOW_PRIVATE_NETWORK_IMPORT.
const IPV4_PRIVATE = [
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
].map(v4);
const IPV6_NEVER = ['::/128', 'ff00::/8', 'fd00:ec2::254/128'].map(v6);
// Teredo (2001::/32) hides its IPv4 client address, so it counts as our own network.
const IPV6_PRIVATE = ['::1/128', 'fc00::/7', 'fe80::/10', 'fec0::/10', '100::/64', '2001::/32'].map(v6);
// Prefixes whose last 32 bits are an IPv4 address that decides: mapped, IPv4-translated, NAT64
// (well-known and local-use), and the old IPv4-compatible form.
const IPV6_EMBEDDING_V4 = ['::ffff:0:0/96', '::ffff:0:0:0/96', '64:ff9b::/96', '64:ff9b:1::/48', '::/96'].map(v6);
// 6to4: the IPv4 address follows the 2002: prefix (bits 16–48).
const IPV6_6TO4 = v6('2002::/16');

export type AddressVerdict = 'public' | 'private' | 'never';

/** Classifies one IP address: `public`, `private` (own networks) or `never` (unspecified, multicast, metadata). */
export function classifyAddress(ip: string): AddressVerdict {
  if (net.isIPv4(ip)) {
    const value = ipv4ToInt(ip);
    if (IPV4_NEVER.some((c) => inCidr(value, 32, c))) return 'never';
    if (IPV4_PRIVATE.some((c) => inCidr(value, 32, c))) return 'private';
    return 'public';
  }
  if (net.isIPv6(ip)) {
    const value = ipv6ToInt(ip);
    if (IPV6_NEVER.some((c) => inCidr(value, 128, c))) return 'never';
    if (IPV6_PRIVATE.some((c) => inCidr(value, 128, c))) return 'private';
    const embedded = IPV6_EMBEDDING_V4.some((c) => inCidr(value, 128, c))
      ? value & 0xffffffffn
      : inCidr(value, 128, IPV6_6TO4)
        ? (value >> 80n) & 0xffffffffn
        : undefined;
    if (embedded !== undefined) {
      return classifyAddress([24n, 16n, 8n, 0n].map((shift) => String((embedded >> shift) & 0xffn)).join('.'));
    }
    return 'public';
  }
  // Not an IP address at all: refuse.
  return 'never';
}

// ---- The fetcher ----------------------------------------------------------------------------

interface Destination {
  address: string;
  family: 4 | 6;
}

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

const charsetOf = (contentType: string) => /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];

/** Text of a body: BOM first, then the header's charset, then an HTML `<meta>` charset, else UTF-8. */
export function decodeText(body: Buffer, contentType: string): string {
  let label: string | undefined;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) label = 'utf-8';
  else if (body[0] === 0xff && body[1] === 0xfe) label = 'utf-16le';
  else if (body[0] === 0xfe && body[1] === 0xff) label = 'utf-16be';
  label ??= charsetOf(contentType);
  if (!label && /html|xml/i.test(contentType || 'text/html')) {
    const head = body.subarray(0, 4096).toString('latin1');
    label = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? /<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(label ?? 'utf-8').decode(body);
  } catch {
    // An unknown charset label: UTF-8 is the best guess on today's web.
    return new TextDecoder('utf-8').decode(body);
  }
}

export class OutboundFetcher {
  private readonly allowPrivateNetwork: boolean;
  private readonly allowed: Set<string>;

  constructor(options: OutboundOptions = {}) {
    this.allowPrivateNetwork = options.allowPrivateNetwork ?? false;
    this.allowed = new Set(options.allowAddresses ?? []);
  }

  /** Allows one more private address (`ip` or `ip:port`); returns a function that takes it back. For tests. */
  allowAddress(entry: string): () => void {
    this.allowed.add(entry);
    return () => this.allowed.delete(entry);
  }

  private permitted(address: string, port: number): boolean {
    const verdict = classifyAddress(address);
    if (verdict === 'public') return true;
    const hostPort = net.isIPv6(address) ? `[${address}]:${port}` : `${address}:${port}`;
    if (this.allowed.has(address) || this.allowed.has(hostPort)) return true;
    return verdict === 'private' && this.allowPrivateNetwork;
  }

  /** Resolves the URL's host and returns the address to connect to, once every resolved address passed. */
  private async destination(url: URL): Promise<Destination> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    let addresses: Destination[];
    if (net.isIP(host)) {
      addresses = [{ address: host, family: net.isIPv6(host) ? 6 : 4 }];
    } else {
      try {
        const found = await dns.lookup(host, { all: true, verbatim: true });
        addresses = found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
      } catch {
        throw new OutboundError('network', `Could not resolve ${host}`, url.href);
      }
      if (addresses.length === 0) throw new OutboundError('network', `Could not resolve ${host}`, url.href);
    }
    // Every address must pass: a name that also resolves to an internal address is refused.
    const refused = addresses.find((a) => !this.permitted(a.address, port));
    if (refused) {
      // An own-network address (not one that is never fetched) would pass with the setting on.
      const allowedBy = classifyAddress(refused.address) === 'private' ? 'ALLOW_PRIVATE_NETWORK_IMPORT' : undefined;
      throw new OutboundError(
        'blocked-address',
        `Refusing to connect to ${host}: ${refused.address} is not a public address`,
        url.href,
        undefined,
        allowedBy,
      );
    }
    return addresses[0];
  }

  /**
   * Fetches a URL safely. Resolves for a 2xx answer; throws `OutboundError` for anything refused
   * or failed (`http-status` carries the status of a non-2xx answer).
   */
  async fetch(input: string, options: FetchOptions = {}): Promise<OutboundResponse> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    const progress = { url: input };
    let timer: NodeJS.Timeout | undefined;
    // The deadline also covers DNS resolution, which cannot be aborted: the race ends the wait.
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new OutboundError('timeout', `No complete answer within ${timeoutMs} ms`, progress.url));
      }, timeoutMs);
    });
    const work = this.run(input, options, controller.signal, progress);
    // Whichever loses the race must not surface as an unhandled rejection.
    work.catch(() => {});
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async run(input: string, options: FetchOptions, signal: AbortSignal, progress: { url: string }): Promise<OutboundResponse> {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    let current = input;
    try {
      let method = options.method ?? 'GET';
      let body = options.body;
      for (let hop = 0; ; hop++) {
        let url: URL;
        try {
          url = new URL(current);
        } catch {
          throw new OutboundError('bad-url', `Not a valid URL: ${current}`, current);
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
          throw new OutboundError('bad-scheme', `Only http and https URLs can be fetched, not ${url.protocol}`, url.href);
        }
        if (url.username || url.password) throw new OutboundError('bad-url', 'URLs with credentials are not fetched', url.href);
        const target = await this.destination(url);
        if (signal.aborted) throw new OutboundError('timeout', 'Timed out', url.href);
        const response = await this.request(url, target, method, options.headers ?? {}, body, signal);
        const location = response.headers.location;
        if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
          response.resume();
          if (hop >= maxRedirects) throw new OutboundError('network', `More than ${maxRedirects} redirects`, url.href);
          current = new URL(location, url).href;
          progress.url = current;
          // As browsers do: 303, and 301/302 after a POST, continue as GET without a body.
          if (response.statusCode === 303 || ((response.statusCode === 301 || response.statusCode === 302) && method === 'POST')) {
            method = 'GET';
            body = undefined;
          }
          continue;
        }
        const status = response.statusCode ?? 0;
        const declared = Number(response.headers['content-length']);
        if (!response.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          throw new OutboundError('too-large', `The answer is larger than ${maxBytes} bytes`, url.href);
        }
        const data = await readBody(response, maxBytes, url.href, signal);
        if (status < 200 || status >= 300) {
          throw new OutboundError('http-status', `The remote server answered ${status}`, url.href, status);
        }
        const contentType = String(response.headers['content-type'] ?? '');
        return {
          url: url.href,
          status,
          headers: response.headers,
          contentType,
          body: data,
          text: () => decodeText(data, contentType),
          json: () => JSON.parse(decodeText(data, contentType)),
        };
      }
    } catch (error) {
      if (signal.aborted) throw new OutboundError('timeout', 'Timed out', current);
      if (error instanceof OutboundError) throw error;
      throw new OutboundError('network', `Request failed: ${(error as Error).message}`, current);
    }
  }

  private request(
    url: URL,
    target: Destination,
    method: string,
    headers: Record<string, string>,
    body: string | Buffer | undefined,
    signal: AbortSignal,
  ): Promise<http.IncomingMessage> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        {
          method,
          signal,
          headers: {
            'user-agent': BROWSER_USER_AGENT,
            accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.9,*/*;q=0.8',
            'accept-language': 'en-US,en;q=0.7',
            'accept-encoding': 'gzip, deflate, br',
            ...headers,
            ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          },
          // Connect to the address that was checked; TLS still verifies the certificate for the host name.
          lookup: (_hostname, opts, callback) => {
            if ((opts as { all?: boolean }).all) {
              (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
            } else callback(null, target.address, target.family);
          },
          agent: false,
        },
        resolve,
      );
      request.on('error', reject);
      request.end(body);
    });
  }
}

function readBody(response: http.IncomingMessage, maxBytes: number, url: string, signal: AbortSignal): Promise<Buffer> {
  const decoder = decoderFor(response.headers['content-encoding']);
  const stream: Readable = decoder ? response.pipe(decoder) : response;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    // Reject before destroying: destroying emits further errors that must not win.
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
      response.destroy();
      decoder?.destroy();
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(new OutboundError('too-large', `The answer is larger than ${maxBytes} bytes`, url));
      else chunks.push(chunk);
    });
    stream.on('end', () => {
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    stream.on('error', (error) => fail(error instanceof OutboundError ? error : new OutboundError('network', error.message, url)));
    response.on('error', (error) => fail(new OutboundError('network', error.message, url)));
    response.on('aborted', () => fail(new OutboundError('network', 'The connection was closed early', url)));
    signal.addEventListener('abort', () => fail(new OutboundError('timeout', 'Timed out', url)), { once: true });
  });
}
